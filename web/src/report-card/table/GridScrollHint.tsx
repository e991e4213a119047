import Typography from "@mui/material/Typography";
import type { GridEvents, useGridApiRef } from "@mui/x-data-grid-premium";
import { useEffect, useState } from "react";
import { columnsOutOfView, scrollHintText, scrollLeftShowing, type OutOfView } from "./scroll-hint.ts";

type GridApiRef = ReturnType<typeof useGridApiRef>;

/** After these, other columns may be in view. */
const MOVES: readonly GridEvents[] = [
  "scrollPositionChange",
  "viewportInnerSizeChange",
  "columnWidthChange",
  "columnVisibilityModelChange",
  "columnsChange",
];

const sameNames = (a: OutOfView, b: OutOfView) =>
  a.before.join("\n") === b.before.join("\n") && a.after.join("\n") === b.after.join("\n");

/** The scrolling columns as the grid lays them out, and the width they scroll in; null before it has. */
function scrollingPart(
  api: NonNullable<GridApiRef["current"]>,
  textWidths: Readonly<Record<string, number>> = {},
) {
  const dimensions = api.getRootDimensions();
  if (!dimensions.isReady) return null;
  const { left = [], right = [] } = api.getPinnedColumns();
  const pinned = new Set([...left, ...right]);
  const scrolling = api
    .getVisibleColumns()
    .filter((c) => !pinned.has(c.field))
    .map((c) => ({
      field: c.field,
      label: c.headerName ?? c.field,
      width: c.computedWidth,
      // Its text's width (with its padding; its minimum, which keeps room for the sort arrow shown
      // on hover, when unknown): beyond it, room the grid shared out.
      content: Math.min(c.computedWidth, textWidths[c.field] ?? c.minWidth ?? c.computedWidth),
      alignRight: c.align === "right",
    }));
  const view = dimensions.viewportInnerSize.width - dimensions.leftPinnedWidth - dimensions.rightPinnedWidth;
  return { scrolling, view };
}

/** The columns out of view in the grid as it lays them out, scrolled `scrollLeft`. */
function measured(
  api: NonNullable<GridApiRef["current"]>,
  scrollLeft: number,
  textWidths: Readonly<Record<string, number>>,
): OutOfView | null {
  const part = scrollingPart(api, textWidths);
  return part && columnsOutOfView(part.scrolling, scrollLeft, part.view);
}

/**
 * Once the grid is laid out, scrolls it so that `subject` (GridLayout.answerSubject) shows beside
 * the answer pinned on the right: the figure the answer speaks of, not the first that scrolls.
 */
export function useScrollToSubject(apiRef: GridApiRef, subject: string | null) {
  useEffect(() => {
    const api = apiRef.current;
    if (!subject || !api) return;
    let done = false;
    const scroll = () => {
      const part = done ? null : scrollingPart(api);
      if (!part) return;
      done = true;
      api.scroll({ left: scrollLeftShowing(part.scrolling, subject, part.view) });
    };
    scroll();
    const unsubscribe = api.subscribeEvent("viewportInnerSizeChange", scroll);
    return unsubscribe;
  }, [apiRef, subject]);
}

const isScrollPosition = (params: unknown): params is { left: number } =>
  typeof params === "object" && params !== null && typeof (params as { left?: unknown }).left === "number";

/**
 * The columns out of view: `estimate` (from the layout the grid is given, where it first stands) until the
 * grid has mounted, then as the grid has them after each scroll or resize.
 */
export function useColumnsOutOfView(
  apiRef: GridApiRef,
  mounted: boolean,
  estimate: OutOfView,
  /** Each column's text width, its sort arrow left out (contentWidths of unsortable columns). */
  textWidths: Readonly<Record<string, number>> = {},
): OutOfView {
  const [seen, setSeen] = useState<OutOfView | null>(null);
  useEffect(() => {
    const api = apiRef.current;
    if (!mounted || !api) return;
    // The position the scroll event reports: read from the grid in its handler, it could still be
    // the one before, and fully scrolled to the end the last column was counted as hidden.
    const update = (params?: unknown) => {
      const left = isScrollPosition(params) ? params.left : api.getScrollPosition().left;
      const next = measured(api, Math.abs(left), textWidths);
      if (next) setSeen((prev) => (prev && sameNames(prev, next) ? prev : next));
    };
    update();
    const unsubscribes = MOVES.map((event) =>
      api.subscribeEvent(event, event === "scrollPositionChange" ? update : () => update()),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [apiRef, mounted, textWidths]);
  return seen ?? estimate;
}

/**
 * Above a grid that scrolls sideways: which columns lie beyond its edges. Shown from the first
 * paint (from the layout's estimate) so that nothing below moves when the grid mounts.
 */
export function GridScrollHint({ outOfView }: { outOfView: OutOfView }) {
  return (
    <Typography variant="caption" component="p" color="text.secondary" noWrap sx={SCROLL_HINT_SX}>
      {scrollHintText(outOfView)}
    </Typography>
  );
}

/**
 * One line, always its height: its text changes as the user swipes, and a hint on two lines, then
 * one, moved the grid under the finger. An ellipsis before a second line.
 */
export const SCROLL_HINT_SX = { height: "1.66em", lineHeight: 1.66, mb: 0.5 } as const;

/**
 * The strong shade MUI X draws where pinned columns cover the scrolling ones: its own (6 px at
 * 18 %) went unseen on a phone.
 */
export const SCROLL_SHADOW_SX = {
  "& .MuiDataGrid-scrollShadow--horizontal": { "--length": "14px", "--opacity": "0.35" },
} as const;
