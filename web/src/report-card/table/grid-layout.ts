import { isDefaultScenario, showsBreach } from "@alm/formats";
import { GRID_TREE_DATA_GROUPING_FIELD } from "@mui/x-data-grid-premium";
import {
  CELL_PADDING_PX,
  contentWidths,
  isNumericColumn,
  naturalWidth,
  TREE_INDENT_PX,
  type GridFonts,
} from "./grid-columns.ts";
import type { GridRow, TableColumnData } from "./table-model.ts";
import { breakableWords, textWidth, twoLineWidth, wrappedLines } from "./text-width.ts";

/** On a phone the pinned row labels leave room for the numbers; a longer label wraps. */
const PHONE_LABEL_PX = 150;
/** A wrapped row label's lines, as a share of the cell font, and the room above and below them. */
export const LABEL_LINE_HEIGHT = 1.25;
const LABEL_PADDING_PX = 4;
/** Before a tree row's label: the expand button (28 px) and the space after it (16 px). */
const TREE_TOGGLE_PX = 44;
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
  /** Pinned on the right: the column that answers the table (In Compliance), when the table scrolls. */
  pinnedRight: string[];
  /** The row labels are narrower than the longest (a phone's): they wrap, their rows grow. */
  wrapLabels: boolean;
  /** A column beside the labels whose cells wrap too (the scenario between a phone's measure and answer). */
  wrappedField: string | null;
  /**
   * The scrolling column the pinned answer speaks of (answerSubject), which the grid first shows
   * beside it: null when nothing scrolls or it is in view anyway.
   */
  answerSubject: string | null;
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
  let wrapLabels = false;
  const labelCap = header && phone ? phoneLabelWidth(header, rows, fonts, treeData, room) : Infinity;
  const measure = (wrapHeaders: boolean) => {
    const widths = contentWidths(columns, rows, fonts, wrapHeaders);
    if (header && widths[header.field] > labelCap) {
      widths[header.field] = labelCap;
      wrapLabels = true;
    }
    return widths;
  };
  const oneLine = measure(false);
  const widths = naturalWidth(oneLine, fields) <= room ? oneLine : measure(true);
  // Wider than a phone, a long row label ('Unrealized G/L on AFS Securities' two levels down)
  // wraps rather than make the table scroll sideways, or push the policy scenarios out of its pins.
  const narrowest = header && !phone ? labelFloor(header, rows, fonts, treeData) : Infinity;
  // Only as far as it helps: to the width that fits, not wrapping labels of a table that scrolls anyway.
  const narrowLabel = (to: number) => {
    const width = Math.floor(to);
    if (!header || width < narrowest || width >= widths[header.field]) return;
    widths[header.field] = width;
    wrapLabels = true;
  };
  if (header) narrowLabel(widths[header.field] - (naturalWidth(widths, fields) - room));
  const natural = naturalWidth(widths, fields);
  const policy =
    natural > room
      ? columns
          .filter((c) => c.scenario && isDefaultScenario(c.scenario))
          .map((c) => ({ field: c.field, width: widths[c.field] }))
      : [];
  const policyWidth = policy.reduce((sum, p) => sum + p.width, 0);
  if (policy.length) narrowLabel(room * PINNED_SHARE - policyWidth);
  const label = header
    ? [{ field: treeData ? GRID_TREE_DATA_GROUPING_FIELD : header.field, width: widths[header.field] }]
    : [];
  // A table that scrolls keeps its answer in view: on a phone, Compliance with Policy's
  // "In Compliance" beside the measure, the scenario and the figures scrolling between them.
  const answer = natural > room ? columns.find((c) => c.isAnswer && !c.isRowHeader) : undefined;
  const answerWidth = answer ? widths[answer.field] : 0;
  let wrappedField: string | null = null;
  // A column of words set beside the answer (Compliance with Policy's Scenario) stays there; a
  // figure (the Executive Summary's Declining) gives way to the one the answer is about.
  let besideSet = false;
  if (phone && header && answer) {
    // Between the measure and the answer, the column that says which limit (the scenario) shows
    // whole: "+300 b…" beside "No" told no one which limit fails. The measure wraps further for it,
    // and where that is not enough (390 px), the scenario wraps too: "+300 bp" over "shock".
    const next = columns.find((c) => c !== header && c !== answer);
    const longestLabelWord = longestWordWidth(header, rows, fonts, treeData);
    const besideAnswer = (nextWidth: number) => Math.floor(room - answerWidth - nextWidth);
    // Only where it then shows whole: narrower labels that still leave it cut are taller rows for nothing.
    const fitting = next ? besideAnswer(widths[next.field]) : Infinity;
    const wrappedNext = next && fitting < longestLabelWord ? wrappedCellWidth(next, rows, fonts) : Infinity;
    if (fitting < widths[header.field] && fitting >= longestLabelWord) {
      widths[header.field] = fitting;
      wrapLabels = true;
      besideSet = !!next && !isNumericColumn(next);
    } else if (next && wrappedNext < widths[next.field] && besideAnswer(wrappedNext) >= longestLabelWord) {
      widths[next.field] = wrappedNext;
      widths[header.field] = Math.min(widths[header.field], besideAnswer(wrappedNext));
      wrapLabels = true;
      wrappedField = next.field;
      besideSet = !isNumericColumn(next);
    }
    if (label[0]) label[0].width = widths[header.field];
  }
  const both = [...label, ...policy];
  const labelWidth = label[0]?.width ?? 0;
  const pinned = labelWidth + policyWidth + answerWidth <= room * PINNED_SHARE ? both : label;
  const pinnedWidth = pinned.reduce((sum, p) => sum + p.width, 0);
  const pinnedRight = answer && pinnedWidth + answerWidth < room ? [answer.field] : [];
  const pinnedFields = new Set(pinned.map((p) => p.field));
  return {
    widths,
    natural: naturalWidth(widths, fields),
    wrapHeaders: fields.some((f) => f !== header?.field && widths[f] < oneLine[f]),
    pinned: pinned.map((p) => p.field),
    pinnedRight,
    wrapLabels,
    wrappedField,
    answerSubject:
      pinnedRight.length && !besideSet
        ? answerSubject(
            columns.filter((c) => !pinnedFields.has(c.field) && c !== answer && c !== header),
            rows,
          )
        : null,
  };
}

/**
 * The scrolling column a pinned answer is about: the last whose figures breach their limit in some
 * row (the Executive Summary's Rising and Shock both breach where they are of one size: the Shock,
 * its limit's), or else the last scenario (the policy's shock); none when nothing breaches in a
 * table without scenarios. On a phone the Executive Summary's "Outside policy" sat beside
 * Declining, so "NEV % Change (3.73%) Outside policy" read as if Declining's figure breached, when
 * Shock's did, off-screen (a CFO's review).
 */
function answerSubject(scrolling: readonly TableColumnData[], rows: readonly GridRow[]): string | null {
  const breached = scrolling.findLast((c) => rows.some((r) => showsBreach(c, r.values)));
  return (breached ?? scrolling.findLast((c) => c.scenario))?.field ?? null;
}

/** The width a column's cells need on two lines or more: their longest word, or its header on two lines. */
function wrappedCellWidth(column: TableColumnData, rows: readonly GridRow[], fonts: GridFonts): number {
  let widest = twoLineWidth(column.label, fonts.header);
  for (const row of rows) {
    for (const word of breakableWords(String(row.values[column.field] ?? "")))
      widest = Math.max(widest, textWidth(word.trimEnd(), fonts.cell));
  }
  return Math.ceil(widest + CELL_PADDING_PX);
}

/** The narrowest a desktop table's row labels become: their longest word on a line of its own. */
const LABEL_MIN_PX = 200;

function labelFloor(header: TableColumnData, rows: readonly GridRow[], fonts: GridFonts, treeData: boolean) {
  return Math.max(LABEL_MIN_PX, longestWordWidth(header, rows, fonts, treeData));
}

/** The width a row label needs for its longest word, after its indent. */
function longestWordWidth(
  header: TableColumnData,
  rows: readonly GridRow[],
  fonts: GridFonts,
  treeData: boolean,
) {
  const font = labelFont(header, fonts);
  let widest = 0;
  for (const row of rows) {
    const longestWord = Math.max(
      0,
      ...breakableWords(String(row.values[header.field] ?? "")).map((w) => textWidth(w.trimEnd(), font)),
    );
    widest = Math.max(widest, Math.ceil(longestWord + labelIndent(row, treeData) + CELL_PADDING_PX));
  }
  return widest;
}

/** At most this share of a phone's row goes to the pinned labels, however long their words. */
const PHONE_LABEL_SHARE = 0.5;

/**
 * The pinned row labels' width on a phone: 150 px, wider where a label has a word that would not
 * fit a line of its own ('Investments' two levels down), up to half the row.
 */
function phoneLabelWidth(
  header: TableColumnData,
  rows: readonly GridRow[],
  fonts: GridFonts,
  treeData: boolean,
  room: number,
): number {
  const widest = Math.max(PHONE_LABEL_PX, longestWordWidth(header, rows, fonts, treeData));
  return Number.isFinite(room)
    ? Math.min(widest, Math.max(PHONE_LABEL_PX, room * PHONE_LABEL_SHARE))
    : widest;
}

const labelFont = (header: TableColumnData, fonts: GridFonts) =>
  header.emphasize ? { ...fonts.cell, weight: 600 } : fonts.cell;

/** Room before a row label's text: a tree row's expand button and its level's indent. */
const labelIndent = (row: GridRow, treeData: boolean) =>
  treeData ? TREE_TOGGLE_PX + row.level * TREE_INDENT_PX : 0;

/**
 * The height of each row whose label wraps in a label column this wide: a label cut to
 * '% Change from B…' on a phone is a row nobody can read (a tooltip is no help on a touch screen).
 * Rows on one line are left out (the grid's own height).
 */
export function wrappedRowHeights(
  rows: readonly GridRow[],
  header: TableColumnData,
  labelWidth: number,
  fonts: GridFonts,
  treeData: boolean,
  /** A column whose cells wrap too (GridLayout.wrappedField), at its width. */
  wrapped?: { field: string; width: number },
): Map<string, number> {
  const lineHeight = fonts.cell.sizePx * LABEL_LINE_HEIGHT;
  const heights = new Map<string, number>();
  for (const row of rows) {
    const text = String(row.values[header.field] ?? "");
    const labelLines = wrappedLines(
      text,
      labelWidth - CELL_PADDING_PX - labelIndent(row, treeData),
      labelFont(header, fonts),
    );
    const cellLines = wrapped
      ? wrappedLines(String(row.values[wrapped.field] ?? ""), wrapped.width - CELL_PADDING_PX, fonts.cell)
      : 1;
    const lines = Math.max(labelLines, cellLines);
    if (lines > 1) heights.set(row.id, Math.ceil(lines * lineHeight + 2 * LABEL_PADDING_PX));
  }
  return heights;
}
