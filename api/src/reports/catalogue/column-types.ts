/** Shapes of the table dictionaries (spec: table dictionary and column definition). */

export type ColumnFormat =
  "numeric" | "percentage" | "currency" | "date" | "customDate" | "text" | "header" | "month-year";

export type ColumnFilter = "text" | "minMax" | "select" | "inlineselect" | "boolean";

export interface TableColumn {
  field: string;
  label: string;
  /** Units of a 12-unit grid; wide scenario tables may scroll past 12. */
  width: number;
  format: ColumnFormat;
  precision: 0 | 2;
  /** 0.01 turns the engine's decimal fractions into percent. */
  divisor: number | null;
  emphasize: boolean;
  /**
   * Answers the table's question ("In Compliance", the Executive Summary's "Status"): a screen too
   * narrow for the table keeps it in view, and a row flagged `breach` shows its answer emphasized.
   */
  answers?: boolean;
  /** Header spanning the columns that share it. */
  group: string | null;
  filter: ColumnFilter | null;
  sortable: boolean;
  noExport: boolean;
  /** Scenario id of a per-scenario column, so views can show a subset (-300, Base, 300 by default). */
  scenario?: string;
  /** Rows carry their own format (dollar or percentage) in mixed grids. */
  displayAs?: "rowFormat";
}

export interface TableDictionary {
  /** Rows nest through children / parentId. */
  treeData: boolean;
  columns: TableColumn[];
}
