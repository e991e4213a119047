/**
 * What a report grid that scrolls sideways says above itself: which columns lie beyond its edges.
 * On a phone the Executive Summary showed its measures, Declining and Status, with Base, Rising,
 * Shock and the limit hidden behind the pinned Status and nothing saying so (a CFO's review).
 */

/** A column of the part that scrolls (pinned columns stay in view), in order. */
export interface ScrollingColumn {
  label: string;
  width: number;
}

export interface OutOfView {
  /** Columns left of the view, wholly or in part, in order. */
  before: string[];
  /** Columns right of the view, wholly or in part, in order. */
  after: string[];
}

/**
 * A column cut within its cell's padding (10 px a side) still shows its text whole: the phone's
 * Declining, its right padding under the pinned Status, was named as hidden.
 */
const EDGE_PX = 10;

/**
 * The columns of the scrolling part cut by, or beyond, the view `viewWidth` wide scrolled
 * `scrollLeft` from its start.
 */
export function columnsOutOfView(
  columns: readonly ScrollingColumn[],
  scrollLeft: number,
  viewWidth: number,
): OutOfView {
  const before: string[] = [];
  const after: string[] = [];
  let left = 0;
  for (const c of columns) {
    const right = left + c.width;
    if (left < scrollLeft - EDGE_PX) before.push(c.label);
    else if (right > scrollLeft + viewWidth + EDGE_PX) after.push(c.label);
    left = right;
  }
  return { before, after };
}

/** Named one by one up to this many; beyond, counted. */
const NAMED = 4;

const named = (labels: readonly string[], more = "") => {
  if (labels.length > NAMED) return `${labels.length} ${more}columns`;
  if (labels.length === 1) return labels[0];
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
};

/** The hint: where the hidden columns are and that the table scrolls to them; null when none is. */
export function scrollHintText({ before, after }: OutOfView): string | null {
  if (before.length && after.length)
    return `Scroll sideways: ← ${named(before)} · ${named(after, "more ")} →`;
  if (after.length) return `Scroll sideways for ${named(after, "more ")} →`;
  if (before.length) return `← Scroll back for ${named(before)}`;
  return null;
}

/** The grid's borders, left and right (naturalWidth counts them too). */
const BORDERS_PX = 2;

/**
 * The columns out of view before the grid has laid itself out, or been scrolled: from the widths
 * and pins the layout gives it (GridLayout), in a grid `room` wide.
 */
export function unscrolledOutOfView(
  columns: readonly (ScrollingColumn & { field: string })[],
  pinned: readonly string[],
  room: number,
): OutOfView {
  const isPinned = (c: { field: string }) => pinned.includes(c.field);
  const pinnedWidth = columns.filter(isPinned).reduce((sum, c) => sum + c.width, 0);
  return columnsOutOfView(
    columns.filter((c) => !isPinned(c)),
    0,
    room - BORDERS_PX - pinnedWidth,
  );
}
