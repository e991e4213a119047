import type { GridRow, TableColumnData } from "../report-card/table/table-model.ts";

/** A table column as the gateway sends it (tests): numeric, 2 decimals, unless `extra` says otherwise. */
export const column = (field: string, extra: Partial<TableColumnData> = {}): TableColumnData => ({
  __typename: "TableColumn",
  field,
  label: field,
  format: "NUMERIC",
  isRowHeader: false,
  precision: 2,
  divisor: null,
  group: null,
  noExport: false,
  width: 1,
  displayAs: null,
  valueIfEmpty: null,
  dateFormat: null,
  dateFormatExcel: null,
  searchable: false,
  sortable: true,
  emphasize: false,
  scenario: null,
  isAnswer: false,
  ...extra,
});

/** A grid row at a tree level (tests): its own id as its path, the column's format. */
export const gridRow = (id: string, level: number, values: GridRow["values"]): GridRow => ({
  id,
  path: [id],
  level,
  rowFormat: null,
  values,
});
