import { DASHBOARD_PAGES } from "./risk/dashboard-contract.ts";

/**
 * A report the package leaves out (a link's ?report=, GraphQL's `reportId`, the REST path's page
 * id): the api refuses it to a client's reader with this text and the web says it before asking,
 * so a reader meets one sentence wherever the page came from.
 */
export const reportNotInPackageText = (reportId: number, definitionName: string, year?: number) =>
  `Report ${reportId}${year === undefined ? "" : `, year ${year},`} is not in the report definition '${definitionName}'.`;

/** What to do instead. */
export const reportNotInPackageResolution =
  "Open one of the reports listed for this report definition, or ask ALM Advisory to add the report to it.";

/**
 * An entry of a report definition's package (its selectedSubReportDefinitions): a page id, or
 * "id-year" for an NII page's projection year (e.g. "55-2"). Read by the api's route check, its
 * catalogue and narratives that point to another page.
 */
export type PackageEntry = number | string;

/** The most NII projection years a report definition or a client's settings may ask for. */
export const MAX_NII_YEARS = 10;

export const niiYearEntry = (reportId: number, year: number): string => `${reportId}-${year}`;

/** The page and year an entry names; null when it is neither form. */
export function parsePackageEntry(entry: PackageEntry): { reportId: number; year: number | null } | null {
  if (typeof entry === "number") return Number.isInteger(entry) ? { reportId: entry, year: null } : null;
  const match = /^(\d+)(?:-(\d+))?$/.exec(entry);
  if (!match) return null;
  return { reportId: Number(match[1]), year: match[2] === undefined ? null : Number(match[2]) };
}

/** Whether a package's entries list a page (in any year). */
export const listsReport = (entries: readonly PackageEntry[], reportId: number) =>
  entries.some((e) => parsePackageEntry(e)?.reportId === reportId);

/**
 * Whether a package's entries list a page's projection year: an entry with a year lists that year
 * only, one without lists every year (a page that has none reads as year 1).
 */
export const listsReportYear = (entries: readonly PackageEntry[], reportId: number, year: number) =>
  entries.some((e) => {
    const entry = parsePackageEntry(e);
    return entry?.reportId === reportId && (entry.year === null || entry.year === year);
  });

/**
 * The page a what-if is read as: its NCUA rating and policy checks are this page's. A client's
 * reader may run a what-if on a package that lists it, and sees only the measures of pages the
 * package lists (api/src/what-if/what-if-visibility.ts); the web offers the what-if by this rule.
 */
export const WHAT_IF_PAGE = DASHBOARD_PAGES.policy;

/** Whether a reader may run a what-if on a package (staff, who build packages, on any). */
export const offersWhatIf = (entries: readonly PackageEntry[], seesAllClients: boolean) =>
  seesAllClients || listsReportYear(entries, WHAT_IF_PAGE.reportId, 1);

/** Why a client's reader may not run a what-if on a package that leaves the policy page out. */
export const whatIfNeedsPolicyPageText = (definitionName: string) =>
  `A what-if shows the NCUA rating and policy limits of ${WHAT_IF_PAGE.title} (report ${WHAT_IF_PAGE.reportId}), which is not in the report definition '${definitionName}'.`;
