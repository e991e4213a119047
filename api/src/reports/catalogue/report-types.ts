/** Shapes of the report dictionary (spec: report dictionary entry and template block). */

export type BlockType = "table" | "chart" | "text";

export type ChartType =
  "area" | "bar" | "column" | "column100" | "columns" | "line" | "pie" | "rangeAreaLine" | "radar";

/** The data sets of a report: base, comparison and their difference. */
export type Dataset = "dataset1" | "dataset2" | "difference";

/** Report definitions with only a base data set ("single") or a comparison too. */
export type DefinitionKind = "single" | "comparison";

/** Keys of the reportUrls dictionary. */
export type UrlKey = "nev" | "nii" | "trend";

export { SCENARIO_PLACEHOLDER } from "@alm/formats";

export interface TemplateBlock {
  type: BlockType;
  /** Key of the block's data in the report response's `data`. */
  source: string;
  title: string;
  /** Percent of the page width. */
  width: number;
  /** Definition kinds for which the block is not shown. */
  hidden: DefinitionKind[];
  /** Tables: key into the `tables` dictionary. */
  dictionaryKey: string | null;
  datasets: Dataset[];
  chartType: ChartType | null;
  precision: number | null;
  /** The title holds the scenario placeholder. */
  titleIsDynamic: boolean;
  footer: string | null;
}

export interface ReportNode {
  id: number;
  /** 0 for a group, the group's id for a page. */
  parentId: number;
  order: number;
  description: string;
  /** Null for groups: they have no data of their own. */
  urlKey: UrlKey | null;
  status: "active";
  new?: true;
  isHidden: boolean;
  /** NII page: listed once per projection year. */
  hasNiiReports: boolean;
  /** A sheet (per NII year for NII pages) of the Detail Reports workbook; absent otherwise. */
  inDetailWorkbook?: true;
  api_version: 1 | 2;
  template: TemplateBlock[];
}
