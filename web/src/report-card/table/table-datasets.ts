import type { BlockDataset } from "../../generated/graphql.ts";
import type { TableColumnData } from "./table-model.ts";

interface DatasetTitle {
  role: BlockDataset;
  title: string;
}

/** Column fields of a data set start with its key: `dataset1_base`, `dataset2_300`, `difference_balance`. */
const FIELD_PREFIX: Record<BlockDataset, string> = {
  DATASET1: "dataset1_",
  DATASET2: "dataset2_",
  DIFFERENCE: "difference_",
};

const ROLES = Object.keys(FIELD_PREFIX) as BlockDataset[];

type ColumnKey = Pick<TableColumnData, "field" | "isRowHeader">;

const roleOf = (column: ColumnKey): BlockDataset | undefined =>
  ROLES.find((role) => column.field.startsWith(FIELD_PREFIX[role]));

/**
 * The data sets a table has columns of. A figure column without a data set's prefix (a tree's
 * book value, Balance Sheet Composition's balance and mix) holds the base data set's figures.
 */
export function shownDatasets(columns: readonly ColumnKey[]): Set<BlockDataset> {
  return new Set(columns.filter((c) => !c.isRowHeader).map((c) => roleOf(c) ?? "DATASET1"));
}

/**
 * The titles a table's subtitle names: only the data sets whose columns it shows. The report
 * sends the titles of every data set of the definition, so a base-only table would otherwise
 * name the prior data set and the change too.
 */
export function shownDatasetTitles(columns: readonly ColumnKey[], titles: readonly DatasetTitle[]): string[] {
  const shown = shownDatasets(columns);
  return titles.filter((d) => d.title && shown.has(d.role)).map((d) => d.title);
}
