import { SCREEN_TREE_LEVELS } from "@alm/formats";
import type { GridApiPremium } from "@mui/x-data-grid-premium";
import { useEffect, useMemo, useState, type RefObject } from "react";
import type { GridRow } from "./table-model.ts";

/** The grid opens the tree's top levels at first (its defaultGroupingExpansionDepth). */
export const OPEN_DEPTH = SCREEN_TREE_LEVELS - 1;

/**
 * Rows the tree has shown: those under branches open by default or opened by the user since.
 * A branch closed again keeps its rows counted, so the columns do not narrow under the user.
 */
export function revealedRows(rows: readonly GridRow[], opened: ReadonlySet<string>): GridRow[] {
  return rows.filter((row) =>
    row.path.slice(0, -1).every((id, depth) => depth < OPEN_DEPTH || opened.has(id)),
  );
}

/**
 * The rows a tree grid's columns are sized to: a branch nobody has opened does not widen the
 * row labels (three levels of indent and a long product name took a gap table's room).
 */
export function useRevealedRows(
  apiRef: RefObject<GridApiPremium | null>,
  rows: readonly GridRow[],
  treeData: boolean,
  /** The grid is mounted: its api exists to subscribe to. */
  mounted: boolean,
): readonly GridRow[] {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  useEffect(
    () =>
      apiRef.current?.subscribeEvent("rowExpansionChange", (node) => {
        const id = String(node.id);
        if (node.childrenExpanded) setOpened((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
      }),
    [apiRef, mounted],
  );
  return useMemo(() => (treeData ? revealedRows(rows, opened) : rows), [rows, opened, treeData]);
}
