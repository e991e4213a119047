import type { TableColumnData } from "../report-card/table/table-model.ts";

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
  ...extra,
});
