import type { Resolvers } from "../generated/graphql.ts";
import { connectionOf, type PageOrder } from "../graphql/connections.ts";
import type { TableRowView } from "./report-view.ts";

// Rows keep the table's order (parents first), which no key sorts by: a cursor names its row.
const ROW_ORDER: PageOrder<TableRowView> = { list: "TableRow", keyOf: (row) => row.id };

/** A table block's rows as pages: the block was read (and its reader checked) with its report. */
export const tableRowResolvers: Resolvers = {
  TableBlock: {
    rowsConnection: (block, page) => connectionOf(page, ROW_ORDER, () => block.rows),
  },
};
