import type { TableDictionary } from "../catalogue/column-types.ts";
import type { TemplateBlock, UrlKey } from "../catalogue/report-types.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";

/** Computes the data of every template block of a page, keyed by the block's source. */
export type ReportBuilder = (ctx: ReportContext) => Record<string, BlockData>;

/**
 * One catalogue page: its layout, the table dictionaries its blocks name (columns with format,
 * precision and group) and the function computing its data from the run results. The dictionary
 * routes, the report data routes and the Detail Reports workbook all read it.
 */
export interface PageDefinition {
  id: number;
  description: string;
  urlKey: UrlKey;
  template: TemplateBlock[];
  tables?: Record<string, TableDictionary>;
  /** Listed once per NII projection year. */
  nii?: boolean;
  isNew?: boolean;
  apiVersion?: 1 | 2;
  /** A sheet (per NII year for NII pages) of the Detail Reports workbook. */
  inDetailWorkbook?: boolean;
  /** Numbers the rows carry beside the declared columns (limits, links, counts); no others may appear. */
  rowNumbers?: readonly string[];
  build: ReportBuilder;
}

export interface GroupDefinition {
  id: number;
  description: string;
  /** Groups of the extended package (Gap Analyses, What-ifs, Extras) stay out of the default list. */
  extended?: boolean;
  pages: PageDefinition[];
}

export const definePage = (page: PageDefinition): PageDefinition => page;
