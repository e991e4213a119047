import Typography from "@mui/material/Typography";
import type { GridEvents, useGridApiRef } from "@mui/x-data-grid-premium";
import { useEffect, useState } from "react";
import { columnsOutOfView, scrollHintText, type OutOfView } from "./scroll-hint.ts";

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

/** The columns out of view in the grid as it lays them out, scrolled as it is. */
function measured(api: NonNullable<GridApiRef["current"]>): OutOfView | null {
  const dimensions = api.getRootDimensions();
  if (!dimensions.isReady) return null;
  const { left = [], right = [] } = api.getPinnedColumns();
  const pinned = new Set([...left, ...right]);
  const scrolling = api
    .getVisibleColumns()
    .filter((c) => !pinned.has(c.field))
    .map((c) => ({ label: c.headerName ?? c.field, width: c.computedWidth }));
  const view = dimensions.viewportInnerSize.width - dimensions.leftPinnedWidth - dimensions.rightPinnedWidth;
  return columnsOutOfView(scrolling, Math.abs(api.getScrollPosition().left), view);
}

/**
 * The columns out of view: `estimate` (from the layout the grid is given, unscrolled) until the
 * grid has mounted, then as the grid has them after each scroll or resize.
 */
export function useColumnsOutOfView(apiRef: GridApiRef, mounted: boolean, estimate: OutOfView): OutOfView {
  const [seen, setSeen] = useState<OutOfView | null>(null);
  useEffect(() => {
    const api = apiRef.current;
    if (!mounted || !api) return;
    const update = () => {
      const next = measured(api);
      if (next) setSeen((prev) => (prev && sameNames(prev, next) ? prev : next));
    };
    update();
    const unsubscribes = MOVES.map((event) => api.subscribeEvent(event, update));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [apiRef, mounted]);
  return seen ?? estimate;
}

/**
 * Above a grid that scrolls sideways: which columns lie beyond its edges. Shown from the first
 * paint (from the layout's estimate) so that nothing below moves when the grid mounts.
 */
export function GridScrollHint({ outOfView }: { outOfView: OutOfView }) {
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ minHeight: "1.66em", mb: 0.5 }}>
      {scrollHintText(outOfView)}
    </Typography>
  );
}

/**
 * The strong shade MUI X draws where pinned columns cover the scrolling ones: its own (6 px at
 * 18 %) went unseen on a phone.
 */
export const SCROLL_SHADOW_SX = {
  "& .MuiDataGrid-scrollShadow--horizontal": { "--length": "14px", "--opacity": "0.35" },
} as const;
