import type {
  CellView,
  ReportView,
  TableBlockView,
  TableColumnView,
  TableRowView,
} from "../reports/report-view.ts";

/** Small report views for the workbook's unit tests: a tree table with groups, scenarios and formats. */
export const column = (
  field: string,
  label: string,
  more: Partial<TableColumnView> = {},
): TableColumnView => ({
  field,
  label,
  format: "NUMERIC",
  isRowHeader: false,
  precision: 0,
  divisor: null,
  group: null,
  noExport: false,
  width: 1,
  displayAs: null,
  valueIfEmpty: null,
  dateFormat: null,
  dateFormatExcel: null,
  filter: null,
  searchable: false,
  sortable: true,
  emphasize: false,
  scenario: null,
  isAnswer: false,
  ...more,
});

const cell = (field: string, value: number | string | null): CellView => ({
  field,
  value: typeof value === "number" ? value : null,
  text: typeof value === "string" ? value : null,
  flag: null,
  pairs: null,
  texts: null,
});

const row = (
  id: string,
  path: string[],
  cells: CellView[],
  more: Partial<TableRowView> = {},
): TableRowView => ({
  id,
  key: id,
  parentId: path.length > 1 ? (path.at(-2) ?? null) : null,
  level: path.length - 1,
  path,
  order: 0,
  hasChildren: false,
  format: null,
  cells,
  ...more,
});

export const table: TableBlockView = {
  __typename: "TableBlock",
  type: "TABLE",
  source: "grid",
  title: "Market Value by Scenario",
  width: 100,
  hidden: [],
  isHidden: false,
  dictionaryKey: "49",
  datasets: [],
  precision: null,
  titleIsDynamic: false,
  footer: null,
  treeData: true,
  datasetTitles: [],
  values: [],
  columns: [
    column("description", "Account", { format: "TEXT", isRowHeader: true, width: 3 }),
    column("secret", "Internal", { noExport: true }),
    // Dictionary order 300 before -300: the workbook sorts scenarios numerically, as the screen does.
    // Dollars as page 49 declares them: currency, the group naming the unit.
    column("dataset1_300", "+300", { group: "Market Value ($)", scenario: "300", format: "CURRENCY" }),
    column("dataset1_-300", "-300", { group: "Market Value ($)", scenario: "-300", format: "CURRENCY" }),
    column("dataset1_Base", "Base", { group: "Market Value ($)", scenario: "Base", format: "CURRENCY" }),
    column("yield", "Yield", { format: "PERCENTAGE", precision: 2, divisor: 0.01 }),
    column("mixed", "Mixed", { displayAs: "rowFormat" }),
  ],
  rows: [
    row("1", ["1"], [cell("description", "Assets"), cell("dataset1_300", -1500), cell("yield", 0.0512)], {
      hasChildren: true,
    }),
    row("2", ["1", "2"], [cell("description", "Loans"), cell("dataset1_-300", 1234.5), cell("secret", 7)], {
      hasChildren: true,
    }),
    row(
      "3",
      ["1", "2", "3"],
      [cell("description", "Autos"), cell("dataset1_Base", null), cell("mixed", 0.25)],
      {
        format: "PERCENTAGE",
      },
    ),
  ],
};

export const report = (title: string): ReportView => ({
  id: "Report:3:49:1",
  reportId: 49,
  definitionId: "3",
  definitionName: "Q4 2021 ALM Report",
  year: 1,
  title,
  asOfDate: "2021-12-31T00:00:00",
  compareAsOfDate: null,
  asOf: "2021-12-31T00:00:00",
  compareAsOf: null,
  kind: "SINGLE",
  clientId: "1",
  clientName: "Riverbend FCU",
  clientAcronym: "RFCU",
  apiVersion: 2,
  scenario: "300",
  computedDate: null,
  computedAt: null,
  warnings: [],
  blocks: [table],
});

/**
 * Key-rate durations below another table on one page (Non-Parallel Scenarios and Key-Rate
 * Durations): the sheet's columns are the first table's, not these.
 */
export const keyRateTable: TableBlockView = {
  ...table,
  source: "tree",
  title: "Key-Rate Durations and Convexity at Base (years)",
  dictionaryKey: "34k",
  columns: [
    column("description", "Account", { format: "TEXT", isRowHeader: true, width: 3 }),
    column("bookValue", "Book Value ($)", { format: "CURRENCY", width: 2 }),
    column("effDuration", "Eff. Duration", { precision: 2, group: "Base" }),
    column("krd_3", "3m", { precision: 2, group: "Key-Rate Duration" }),
    column("krd_12", "1y", { precision: 2, group: "Key-Rate Duration" }),
    column("krd_24", "2y", { precision: 2, group: "Key-Rate Duration" }),
  ],
  rows: [
    row(
      "1",
      ["1"],
      [
        cell("description", "Assets"),
        cell("bookValue", 798954595),
        cell("effDuration", 2.52147),
        cell("krd_3", 0.0312),
        cell("krd_12", -0.2568),
        cell("krd_24", 0.41),
      ],
    ),
  ],
};
