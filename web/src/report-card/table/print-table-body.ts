import { BREACH_STYLE, escapeHtml, showsBreach } from "@alm/formats";
import { isNumericColumn } from "./grid-columns.ts";
import { cellText, type GridRow, type TableColumnData } from "./table-model.ts";

/** A row header's indent per tree level, after the cell's own 4 px. */
const INDENT_PX = 12;
const CELL_PADDING_PX = 4;

/**
 * The printed cells' classes, styled by the table's one style rule (printCellStyles): the CSP
 * allows no style attribute in markup, and a class costs nothing per cell.
 */
const NUMBER = "n";
const STRONG = "b";
/** A breached limit, its answer or its figure (showsBreach), drawn as BREACH_STYLE says (red where the page prints in colour). */
const BREACH = "x";
const level = (n: number) => `l${n}`;

/** The rules for the classes printTableBody writes: numbers right, headers indented by level, emphasis. */
export function printCellStyles(
  levels: number,
): Record<string, { textAlign?: string; fontWeight?: number; paddingLeft?: string; color?: string }> {
  const rules: ReturnType<typeof printCellStyles> = {
    "& td": { textAlign: "left" },
    [`& td.${NUMBER}`]: { textAlign: "right" },
    [`& td.${STRONG}`]: { fontWeight: 600 },
    [`& td.${BREACH}`]: BREACH_STYLE,
  };
  for (let n = 0; n < levels; n++)
    rules[`& td.${level(n)}`] = { paddingLeft: `${CELL_PADDING_PX + n * INDENT_PX}px` };
  return rules;
}

/**
 * A printed table's rows as markup, set into its body at once: a table on paper never changes,
 * so its thousands of cells need no component each (React made an element, a style object and a
 * text per cell). Every cell's text is escaped: account and group names are what users typed.
 */
export function printTableBody(columns: readonly TableColumnData[], rows: readonly GridRow[]): string {
  const numeric = columns.map(isNumericColumn);
  const parts: string[] = [];
  for (const row of rows) {
    parts.push("<tr>");
    columns.forEach((c, i) => {
      const classes = [numeric[i] && NUMBER, c.isRowHeader && level(row.level)];
      if (c.emphasize || (c.isRowHeader && row.level === 0)) classes.push(STRONG);
      if (showsBreach(c, row.values)) classes.push(BREACH);
      const names = classes.filter(Boolean).join(" ");
      const text = escapeHtml(cellText(row.values[c.field], c, row.rowFormat));
      parts.push(names ? `<td class="${names}">${text}</td>` : `<td>${text}</td>`);
    });
    parts.push("</tr>");
  }
  return parts.join("");
}
