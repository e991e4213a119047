import { rowsToLevels, tableTreeLevels } from "@alm/formats";
import type { Resolvers } from "../generated/graphql.ts";
import { connectionOf, type PageOrder } from "../graphql/connections.ts";
import type { ReportView, TableRowView } from "./report-view.ts";

// Rows keep the table's order (parents first), which no key sorts by: a cursor names its row.
const ROW_ORDER: PageOrder<TableRowView> = { list: "TableRow", keyOf: (row) => row.id };

/**
 * The report with each table's rows cut to the first `levels` levels of its tree (the
 * `treeLevels` argument of `report`); unset, the report as held. A cut table keeps the count of
 * its whole tree's levels. The held report is shared: the cut is a copy.
 */
export function withTreeLevels(report: ReportView, levels: number | null | undefined): ReportView {
  if (levels == null) return report;
  return {
    ...report,
    blocks: report.blocks.map((block) =>
      block.__typename === "TableBlock"
        ? { ...block, rows: rowsToLevels(block.rows, levels), levels: tableTreeLevels(block.rows) }
        : block,
    ),
  };
}

/** A table block's rows as pages, and its tree's levels: the block was read (and its reader checked) with its report. */
export const tableRowResolvers: Resolvers = {
  TableBlock: {
    rowsConnection: (block, page) => connectionOf(page, ROW_ORDER, () => block.rows),
    levels: (block) => block.levels ?? tableTreeLevels(block.rows),
  },
};
