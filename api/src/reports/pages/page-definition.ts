import type { TableDictionary } from "../catalogue/column-types.ts";
import {
  COMPARED,
  summaryLayout,
  tableBlock,
  treeLayout,
  type BlockOptions,
  type LayoutChart,
} from "../catalogue/report-builders.ts";
import type { Dataset, TemplateBlock, UrlKey } from "../catalogue/report-types.ts";
import type { ReportContext } from "../report-context.ts";
import { withRoundingNote } from "./rounding-note.ts";
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

/** Every page passes here: tables of changes say how their changes are rounded (rounding-note.ts). */
export const definePage = (page: PageDefinition): PageDefinition => ({
  ...page,
  template: withRoundingNote(page.template, page.tables),
});

/** A page of one of the standard layouts: one table, whose dictionary is named by the page's id. */
interface LaidOutPage extends Omit<PageDefinition, "template" | "tables"> {
  /** The table's title. */
  title: string;
  table: TableDictionary;
  /** The data sets the table shows (the comparison pages: current, prior and their change). */
  datasets?: Dataset[];
}

interface SummaryPage extends LaidOutPage {
  chart1: LayoutChart;
  chart2: LayoutChart;
  /** Said under the table. */
  footer?: string;
}

interface TreePage extends LaidOutPage {
  chart?: LayoutChart;
  /** Said under the tree (NOT_VALUED_FOOTER where it shows folders' values). */
  footer?: string;
  /** Blocks under the tree and its chart. */
  below?: TemplateBlock[];
}

/** The spec's summary page: text and table split 40/60, then two charts 50/50. */
export const defineSummaryPage = ({ title, chart1, chart2, table, datasets, footer, ...page }: SummaryPage) =>
  definePage({
    ...page,
    template: summaryLayout(String(page.id), { table: title, chart1, chart2, datasets, footer }),
    tables: { [page.id]: table },
  });

/** A detailed tree over the whole width, with its chart below where it has one. */
export const defineTreePage = ({ title, chart, table, datasets, footer, below = [], ...page }: TreePage) =>
  definePage({
    ...page,
    template: [...treeLayout(String(page.id), title, chart ?? null, datasets, footer), ...below],
    tables: { [page.id]: table },
  });

interface TablePage extends Omit<LaidOutPage, "datasets"> {
  /** The table block's width, source and data sets, where not the defaults. */
  block?: BlockOptions;
  above?: TemplateBlock[];
  below?: TemplateBlock[];
}

/** A page of one table among blocks of its own (charts, texts) above and below it. */
export const defineTablePage = ({ title, table, block, above = [], below = [], ...page }: TablePage) =>
  definePage({
    ...page,
    template: [...above, tableBlock(String(page.id), title, block), ...below],
    tables: { [page.id]: table },
  });

/** A tree comparing the current data set with the prior: each measure current, prior and changed. */
export const defineComparisonPage = (page: Omit<TreePage, "datasets">) =>
  defineTreePage({ ...page, datasets: COMPARED });
