import { isDefaultScenario } from "@alm/formats";
import { GRID_TREE_DATA_GROUPING_FIELD } from "@mui/x-data-grid-premium";
import { contentWidths, naturalWidth, type GridFonts } from "./grid-columns.ts";
import type { GridRow, TableColumnData } from "./table-model.ts";

/** On a phone the pinned row labels leave room for the numbers; a longer label ends in an ellipsis. */
const PHONE_LABEL_PX = 150;
/** Pinned columns take at most this share of the room: the others need some to scroll through. */
const PINNED_SHARE = 0.6;

export interface GridLayout {
  /** Each shown column's width; the tree column's under its row label's field. */
  widths: Record<string, number>;
  /** The table's width at those widths. */
  natural: number;
  /** Some headers take two lines. */
  wrapHeaders: boolean;
  /** Columns pinned on the left, in order. */
  pinned: string[];
}

interface LayoutInput {
  /** The shown columns, in order. */
  columns: readonly TableColumnData[];
  /** The rows the widths are measured on. */
  rows: readonly GridRow[];
  fonts: GridFonts;
  /** The width of the row the table's block sits in: the most it can take without scrolling. */
  room: number;
  phone: boolean;
  treeData: boolean;
}

/**
 * How a table lays out in the room it has: columns at their content's width, headers on two
 * lines when one line would not leave the table room to fit; when it must still scroll
 * sideways, the row labels, Base and the policy scenarios (the definition's declining, rising
 * and shock: -300 and 300, the ones shown by default) stay pinned while the others scroll.
 */
export function gridLayout({ columns, rows, fonts, room, phone, treeData }: LayoutInput): GridLayout {
  const header = columns.find((c) => c.isRowHeader);
  const fields = columns.map((c) => c.field);
  const measure = (wrapHeaders: boolean) => {
    const widths = contentWidths(columns, rows, fonts, wrapHeaders);
    if (phone && header) widths[header.field] = Math.min(PHONE_LABEL_PX, widths[header.field]);
    return widths;
  };
  const oneLine = measure(false);
  const widths = naturalWidth(oneLine, fields) <= room ? oneLine : measure(true);
  const natural = naturalWidth(widths, fields);
  const label = header
    ? [{ field: treeData ? GRID_TREE_DATA_GROUPING_FIELD : header.field, width: widths[header.field] }]
    : [];
  const policy =
    natural > room
      ? columns
          .filter((c) => c.scenario && isDefaultScenario(c.scenario))
          .map((c) => ({ field: c.field, width: widths[c.field] }))
      : [];
  const both = [...label, ...policy];
  const pinned = both.reduce((sum, p) => sum + p.width, 0) <= room * PINNED_SHARE ? both : label;
  return {
    widths,
    natural,
    wrapHeaders: fields.some((f) => widths[f] < oneLine[f]),
    pinned: pinned.map((p) => p.field),
  };
}
