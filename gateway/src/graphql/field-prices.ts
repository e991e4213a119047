import { getNamedType, type GraphQLField } from "graphql";
import { parseGlobalId } from "./ids.ts";

/** A list is assumed to hold this many items when pricing what is asked of each item. */
export const ASSUMED_LIST_SIZE = 10;

/**
 * Lists of values inside an item already read (a row's cells, a cell's pairs, a table's
 * columns): priced as one, since they cost no further upstream reads.
 */
export const VALUE_LISTS = new Set([
  "TableRow.cells",
  "TableRow.path",
  "Cell.pairs",
  "Cell.texts",
  "TableBlock.columns",
  "TableBlock.values",
  "TableBlock.datasetTitles",
  "ChartBlock.series",
  "WhatIf.changes",
  "WhatIf.measures",
  "WhatIf.policy",
  "WhatIfMeasure.series",
  // A report definition's catalogue is built whole from the dictionary already read: a few
  // categories of a dozen pages of one or two entries, never an upstream read each.
  "ReportCatalogue.categories",
  "ReportCategory.pages",
  "ReportPage.entries",
]);

/**
 * Items that are data already read with their parent, whatever fields they select: a report
 * table's row costs 1, so that a table's cost is its number of rows (`rows`, `rowsConnection`);
 * a chart of accounts' node likewise (the whole tree is one read), so that the folder tree's cost
 * is its number of folders, nested as deep as the chart is.
 */
export const PRICED_AS_ONE = new Set(["TableRow", "ChartOfAccountsNode"]);

/** Each top-level query or mutation field reads the upstream services at least once. */
export const UPSTREAM_FIELD_COST = 10;

/** What a report read costs, through `report` or a Report's id. */
export const REPORT_COST = 100;

/** Whether a `node(s)` id names a Report (ids that parse as none are refused by the resolver). */
export function isReportId(id: unknown): boolean {
  if (typeof id !== "string") return false;
  try {
    return parseGlobalId(id).type === "Report";
  } catch {
    return false;
  }
}

/**
 * Top-level fields that do much more than one upstream read: a report gathers its definition,
 * data set results and dictionary; the message lists read every client's notifications;
 * document requests start a rendering job.
 */
export const HEAVY_FIELDS: Record<string, number> = {
  "Query.report": REPORT_COST,
  "Query.reportCatalogue": 50,
  "Query.infoMessages": 50,
  "Query.recentNotifications": 50,
  "Query.infoMessagesConnection": 50,
  "Query.recentNotificationsConnection": 50,
  "Mutation.requestDetailWorkbook": 100,
  "Mutation.requestPdfPackage": 100,
  "Mutation.requestPdfSelection": 100,
  "Mutation.runDataSet": 100,
  // A what-if runs the engine over the whole balance sheet; a goal seek runs it a dozen times.
  "Query.whatIf": 100,
  "Query.goalSeek": 300,
  "Mutation.saveWhatIf": 100,
  // Computes the what-if to check it, then again in the job.
  "Mutation.requestWhatIfWorkbook": 200,
  "Mutation.requestWhatIfPdf": 200,
  "Mutation.sendEmail": 50,
};

/**
 * A connection (a `...Connection` type with a `first` argument) holds the page asked for, not an
 * assumed number of items: its edges and nodes are priced `first` times (GitHub's rule).
 */
export function isConnection(field: GraphQLField<unknown, unknown> | undefined): boolean {
  return (
    !!field &&
    getNamedType(field.type).name.endsWith("Connection") &&
    field.args.some((a) => a.name === "first")
  );
}
