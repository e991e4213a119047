/**
 * What a report grid that scrolls sideways says above itself: which columns lie beyond its edges.
 * On a phone the Executive Summary showed its measures, Declining and Status, with Base, Rising,
 * Shock and the limit hidden behind the pinned Status and nothing saying so (a CFO's review).
 */

/** A column of the part that scrolls (pinned columns stay in view), in order. */
export interface ScrollingColumn {
  label: string;
  width: number;
  /** The width its text needs (its content width): the rest of a wider column is room to spare. */
  content?: number;
  /** Its text sits at its right (numbers): cut on the left by its spare room, it still shows whole. */
  alignRight?: boolean;
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
    // A column cut only in its spare room shows its text whole: fully scrolled, the phone's
    // Policy Limit (Shock), cut on its left, was counted as hidden with its figures in view.
    const spare = Math.max(0, c.width - (c.content ?? c.width));
    if (scrollLeft - left > EDGE_PX + (c.alignRight ? spare : 0)) before.push(c.label);
    else if (right - (scrollLeft + viewWidth) > EDGE_PX + (c.alignRight ? 0 : spare)) after.push(c.label);
    left = right;
  }
  return { before, after };
}

const count = (n: number, more = "") => `${n} ${more}${n === 1 ? "column" : "columns"}`;

/**
 * The hint: where the hidden columns are and that the table scrolls to them; null when none is.
 * Counted, the same words at either end and on one line: named up to four and counted beyond,
 * the hint changed its words as the user swiped, and its names took two lines at 390 px, then
 * one, moving the grid under the user's finger (a CFO's review).
 */
export function scrollHintText({ before, after }: OutOfView): string | null {
  if (before.length && after.length)
    return `Scroll sideways: ← ${count(before.length)} · ${count(after.length, "more ")} →`;
  if (after.length) return `Scroll sideways for ${count(after.length, "more ")} →`;
  if (before.length) return `← Scroll back for ${count(before.length)}`;
  return null;
}

/** The grid's borders, left and right (naturalWidth counts them too). */
const BORDERS_PX = 2;

/**
 * The columns out of view where the grid first stands (at its start, or at `subject`), before it
 * has laid itself out: from the widths and pins the layout gives it (GridLayout), `room` wide.
 */
export function firstOutOfView(
  columns: readonly (ScrollingColumn & { field: string })[],
  pinned: readonly string[],
  room: number,
  /** The column the grid first scrolls to (GridLayout.answerSubject). */
  subject: string | null = null,
): OutOfView {
  const { scrolling, scrollLeft, view } = firstView(columns, pinned, room, subject);
  return columnsOutOfView(scrolling, scrollLeft, view);
}

/**
 * Where the grid first stands: at its start, or scrolled so that `subject` ends beside the
 * right-pinned answer it is about (its start at the view's start, when wider than the view).
 */
function firstView(
  columns: readonly (ScrollingColumn & { field: string })[],
  pinned: readonly string[],
  room: number,
  subject: string | null = null,
) {
  const isPinned = (c: { field: string }) => pinned.includes(c.field);
  const pinnedWidth = columns.filter(isPinned).reduce((sum, c) => sum + c.width, 0);
  const scrolling = columns.filter((c) => !isPinned(c));
  const view = room - BORDERS_PX - pinnedWidth;
  return { scrolling, scrollLeft: scrollLeftShowing(scrolling, subject, view), view };
}

/** How far to scroll columns `view` wide so that `subject` ends at the view's end (or starts it, if wider). */
export function scrollLeftShowing(
  scrolling: readonly (ScrollingColumn & { field: string })[],
  subject: string | null,
  view: number,
): number {
  let left = 0;
  for (const c of scrolling) {
    if (c.field === subject) return Math.max(0, Math.min(left, left + c.width - view));
    left += c.width;
  }
  return 0;
}
