import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { ColumnModel, RowModel, TableDataModel, TableDictionaryModel } from "../models/report-models.ts";
import { cellsOf } from "./cells.ts";
import { columnFormatOf, datasetOf, filterOf, valueFormatOf } from "./enum-maps.ts";
import { globalIdOrNull } from "../graphql/ids.ts";
import { reportError } from "./report-errors.ts";
import type { CellView, TableColumnView, TableDatasetView, TableRowView } from "./report-view.ts";

/** Row fields that place a row in the tree rather than carry a value. */
const STRUCTURAL = new Set(["id", "parentId", "order", "hLevel", "children", "format"]);
const TABLE_FIELDS = new Set(["kind", "dictionaryKey", "metadata", "rows"]);
const DATASET_KEYS = ["dataset1", "dataset2", "difference"];

function columnView(c: ColumnModel): TableColumnView {
  const isRowHeader = c.format === "header";
  const format = columnFormatOf(c.format) ?? "TEXT";
  return {
    field: c.field,
    label: c.label,
    format,
    isRowHeader,
    precision: c.precision ?? null,
    divisor: c.divisor ?? null,
    group: c.group ?? null,
    noExport: c.noExport === true,
    width: c.width ?? 1,
    displayAs: c.displayAs ?? null,
    valueIfEmpty: c.valueIfEmpty ?? null,
    dateFormat: c.dateFormat ?? null,
    dateFormatExcel: c.dateFormatExcel ?? null,
    filter: filterOf(c.filter),
    searchable: c.searchable ?? format === "TEXT",
    sortable: c.sortable !== false,
    emphasize: c.emphasize === true,
    scenario: c.scenario ?? null,
    isAnswer: c.answers === true,
  };
}

const idOf = (v: unknown) => (v === null || v === undefined || v === 0 || v === "" ? null : String(v));

/** Rows parents first; nested rows take their parent from the nesting, flat rows from parentId. */
function flatten(rows: readonly RowModel[], rowIdOf: (rowId: string) => string): TableRowView[] {
  const out: TableRowView[] = [];
  const paths = new Map<string, string[]>();
  const globalId = (v: unknown) => {
    const local = idOf(v);
    return local === null ? null : rowIdOf(local);
  };
  const visit = (row: RowModel, parent: TableRowView | null, depth: number) => {
    const key = String(row.id);
    const id = rowIdOf(key);
    const parentId = parent ? parent.id : globalId(row.parentId);
    const path = [...(parentId ? (paths.get(parentId) ?? [parentId]) : []), id];
    paths.set(id, path);
    const cells: CellView[] = [];
    for (const field of Object.keys(row)) {
      if (!STRUCTURAL.has(field)) cells.push(...cellsOf(field, row[field]));
    }
    const view: TableRowView = {
      id,
      key,
      parentId,
      level: typeof row.hLevel === "number" ? row.hLevel : depth,
      path,
      order: typeof row.order === "number" ? row.order : out.length,
      hasChildren: (row.children?.length ?? 0) > 0,
      format: typeof row.format === "string" ? valueFormatOf(row.format) : null,
      cells,
    };
    out.push(view);
    for (const child of row.children ?? []) visit(child, view, depth + 1);
  };
  for (const row of rows) visit(row, null, 0);
  // Flat tables name parents by id: mark them.
  const parents = new Set(out.map((r) => r.parentId).filter((p) => p !== null));
  for (const r of out) r.hasChildren ||= parents.has(r.id);
  return out;
}

/**
 * Whether a cell shows dollars: in a column showing each row's format, the row's format decides
 * (a mixed grid's ratio rows are no money), falling back to the column's for a row without one;
 * elsewhere the column's, CURRENCY. A column shown in thousands ($000) still holds dollars: its
 * divisor only scales the display, so its money is in dollars too.
 */
const showsDollars = (column: TableColumnView, rowFormat: TableRowView["format"]) =>
  column.displayAs === "rowFormat" && rowFormat !== null
    ? rowFormat === "DOLLAR"
    : column.format === "CURRENCY";

/** Marks the cells the table shows as dollars, which Cell.money then gives as US dollars. */
function markDollars(rows: readonly TableRowView[], columns: readonly TableColumnView[]): void {
  const byField = new Map(columns.map((c) => [c.field, c]));
  for (const row of rows)
    for (const cell of row.cells) {
      const column = byField.get(cell.field);
      if (column && showsDollars(column, row.format)) cell.currency = "USD";
    }
}

/** Columns of the dictionary that some row lacks (the API version 2 data format rule). */
function missingColumns(rows: readonly RowModel[], columns: readonly ColumnModel[]): string[] {
  const missing = new Set<string>();
  const visit = (row: RowModel) => {
    for (const c of columns) if (!(c.field in row)) missing.add(c.field);
    row.children?.forEach(visit);
  };
  rows.forEach(visit);
  return [...missing];
}

function datasetTitles(
  metadata: Record<string, unknown>,
  clientId: TableInput["clientId"],
): TableDatasetView[] {
  return DATASET_KEYS.flatMap((key) => {
    const m = metadata[key] as
      { title?: unknown; asOfDate?: unknown; dataSetId?: unknown } | null | undefined;
    const role = datasetOf(key);
    if (!m || !role) return [];
    return [
      {
        role,
        title: typeof m.title === "string" ? m.title : "",
        asOfDate: typeof m.asOfDate === "string" ? m.asOfDate : null,
        asOf: typeof m.asOfDate === "string" ? m.asOfDate : null,
        dataSetId: globalIdOrNull("DataSet", clientId, idOf(m.dataSetId)),
      },
    ];
  });
}

export interface TableInput {
  reportId: number;
  /** A row's global id from its id in the table (report-ids.ts). */
  rowIdOf: (rowId: string) => string;
  /** The report's client, whose data sets the columns name. */
  clientId: number | string | null;
  source: string;
  apiVersion: number;
  dictionary: TableDictionaryModel;
  data: unknown;
}

const isTable = (data: unknown): data is TableDataModel =>
  typeof data === "object" && data !== null && Array.isArray((data as TableDataModel).rows);

/** The typed parts of a table block; API version 2 tables must carry every column of their dictionary. */
export function tableParts(input: TableInput) {
  const { reportId, source, dictionary, data } = input;
  const formatError = (detail: string) =>
    reportError("DATA_FORMAT_ERROR", "DATA_FORMAT_ERROR", ERROR_TEXTS.reportDataFormat(reportId, source), [
      { error: detail, resolution: ERROR_TEXTS.reportDataResolution },
    ]);
  if (!isTable(data)) throw formatError(`Source ${source} is not a table.`);
  if (input.apiVersion >= 2) {
    const missing = missingColumns(data.rows, dictionary.columns);
    if (missing.length) throw formatError(ERROR_TEXTS.reportMissingColumns(missing));
  }
  const metadata = data.metadata ?? {};
  const values = [
    ...Object.keys(data)
      .filter((k) => !TABLE_FIELDS.has(k))
      .flatMap((k) => cellsOf(k, data[k])),
    ...Object.keys(metadata)
      .filter((k) => !DATASET_KEYS.includes(k))
      .flatMap((k) => cellsOf(k, metadata[k])),
  ];
  const columns = dictionary.columns.map(columnView);
  const rows = flatten(data.rows, input.rowIdOf);
  markDollars(rows, columns);
  return {
    __typename: "TableBlock" as const,
    columns,
    treeData: dictionary.treeData === true,
    rows,
    datasetTitles: datasetTitles(metadata, input.clientId),
    values,
  };
}
