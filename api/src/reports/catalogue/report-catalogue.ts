import type { TableDictionary } from "./column-types.ts";
import { REPORT_GROUPS } from "../pages/index.ts";
import type { GroupDefinition, PageDefinition } from "../pages/page-definition.ts";
import type { ReportNode } from "./report-types.ts";
import { MAX_NII_YEARS, niiYearEntry, type PackageEntry } from "@alm/formats";

const GROUPS = REPORT_GROUPS;

const PAGES: readonly PageDefinition[] = GROUPS.flatMap((g) => g.pages);

/** Reports of the detail Excel export (spec: business constants); NII ones for each year. */
export const DETAIL_EXCEL_REPORT_IDS: readonly number[] = PAGES.filter((p) => p.inDetailWorkbook).map(
  (p) => p.id,
);

/** A page's definition: its tables and the function computing its data from the run results. */
export const pageDefinition = (id: number): PageDefinition | undefined => PAGES.find((p) => p.id === id);

const toGroupNode = (group: GroupDefinition, order: number): ReportNode => ({
  id: group.id,
  parentId: 0,
  order,
  description: group.description,
  urlKey: null,
  status: "active",
  isHidden: false,
  hasNiiReports: false,
  api_version: 2,
  template: [],
});

const toPageNode = (page: PageDefinition, parentId: number, order: number): ReportNode => ({
  id: page.id,
  parentId,
  order,
  description: page.description,
  urlKey: page.urlKey,
  status: "active",
  ...(page.isNew ? { new: true as const } : {}),
  isHidden: false,
  hasNiiReports: page.nii ?? false,
  ...(page.inDetailWorkbook ? { inDetailWorkbook: true as const } : {}),
  api_version: page.apiVersion ?? 2,
  template: page.template,
});

/** The two-level report tree: every group (parentId 0), then its pages, in display order. */
export function reportCatalogue(): ReportNode[] {
  return GROUPS.flatMap((group, g) => [
    toGroupNode(group, g + 1),
    ...group.pages.map((page, p) => toPageNode(page, group.id, p + 1)),
  ]);
}

/** Table dictionaries keyed by the templates' dictionaryKey (the report id for a page's main table). */
export function reportTables(): Record<string, TableDictionary> {
  return Object.fromEntries(GROUPS.flatMap((g) => g.pages.flatMap((p) => Object.entries(p.tables ?? {}))));
}

/** Pages (not groups), in display order. */
export function reportPages(): ReportNode[] {
  return reportCatalogue().filter((n) => n.parentId !== 0);
}

export const reportIds = (): number[] => reportPages().map((p) => p.id);

export const niiReportIds = (): number[] =>
  reportPages()
    .filter((p) => p.hasNiiReports)
    .map((p) => p.id);

export const findReport = (id: number): ReportNode | undefined => reportPages().find((p) => p.id === id);

/**
 * The report list a client starts with (spec: client settings defaults): every page of the
 * standard package in display order, NII pages expanded into one entry per year.
 */
export function defaultReportList(niiYears = 2): PackageEntry[] {
  if (!Number.isInteger(niiYears) || niiYears < 1 || niiYears > MAX_NII_YEARS) {
    throw new RangeError(`niiYears must be a whole number from 1 to ${MAX_NII_YEARS}, not ${niiYears}.`);
  }
  const years = Array.from({ length: niiYears }, (_, i) => i + 1);
  return GROUPS.filter((g) => !g.extended).flatMap((g) =>
    g.pages.flatMap((p): PackageEntry[] => (p.nii ? years.map((y) => niiYearEntry(p.id, y)) : [p.id])),
  );
}
