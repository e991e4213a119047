import type { BlockDataset } from "../../generated/graphql.ts";
import type { TableColumnData } from "./table-model.ts";

interface DatasetTitle {
  role: BlockDataset;
  title: string;
}

/** Column fields of a data set start with its key: `dataset1_base`, `dataset2_300`, `difference_nii`. */
const FIELD_PREFIX: Record<BlockDataset, string> = {
  DATASET1: "dataset1_",
  DATASET2: "dataset2_",
  DIFFERENCE: "difference_",
};

const ROLES = Object.keys(FIELD_PREFIX) as BlockDataset[];

/** The data sets a table has columns of; a table of unprefixed columns shows the base data set's figures. */
export function shownDatasets(columns: readonly Pick<TableColumnData, "field">[]): Set<BlockDataset> {
  const shown = new Set(ROLES.filter((role) => columns.some((c) => c.field.startsWith(FIELD_PREFIX[role]))));
  return shown.size ? shown : new Set<BlockDataset>(["DATASET1"]);
}

/**
 * The titles a table's subtitle names: only the data sets whose columns it shows. The report
 * sends the titles of every data set of the definition, so a base-only table would otherwise
 * name the prior data set and the change too.
 */
export function shownDatasetTitles(
  columns: readonly Pick<TableColumnData, "field">[],
  titles: readonly DatasetTitle[],
): string[] {
  const shown = shownDatasets(columns);
  return titles.filter((d) => d.title && shown.has(d.role)).map((d) => d.title);
}
