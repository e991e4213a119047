/**
 * The entries of a report definition's package (its selectedSubReportDefinitions): read by the
 * catalogue and by narratives that point to another page, so neither imports the other.
 */

/** A report list entry: a page id, or "id-year" for an NII page's projection year (e.g. "55-2"). */
export type ReportListEntry = number | string;

export const niiYearEntry = (reportId: number, year: number): string => `${reportId}-${year}`;

/** The page and year an entry names; null when it is neither form. */
export function parseReportListEntry(
  entry: ReportListEntry,
): { reportId: number; year: number | null } | null {
  if (typeof entry === "number") return Number.isInteger(entry) ? { reportId: entry, year: null } : null;
  const match = /^(\d+)(?:-(\d+))?$/.exec(entry);
  if (!match) return null;
  return { reportId: Number(match[1]), year: match[2] === undefined ? null : Number(match[2]) };
}

/** Whether a package's entries list a page (in any year). */
export const listsReport = (entries: readonly ReportListEntry[], reportId: number) =>
  entries.some((e) => parseReportListEntry(e)?.reportId === reportId);
