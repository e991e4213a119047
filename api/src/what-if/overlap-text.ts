import type { BookGroup } from "./book-group.ts";

const within = (a: BookGroup, b: BookGroup) => a.leafIds.every((id) => b.leafIds.includes(id));

/** A folder that shares its one product line's name reads "(all)", as the what-if page offers it. */
const nameOf = (g: BookGroup, other: BookGroup) =>
  g.label === other.label && !g.isLeaf ? `${g.label} (all)` : g.label;

/**
 * Why deposits cannot move between two groups that overlap, saying which holds which: "'Regular
 * Shares' overlaps 'Regular Shares'" named one group twice (a CFO's review).
 */
export function overlapText(from: BookGroup, to: BookGroup): string {
  const [inner, outer] = within(from, to) ? [from, to] : within(to, from) ? [to, from] : [];
  return inner && outer
    ? `'${nameOf(inner, outer)}' is part of '${nameOf(outer, inner)}': deposits move between two separate groups`
    : `'${nameOf(to, from)}' and '${nameOf(from, to)}' hold some of the same deposits`;
}
