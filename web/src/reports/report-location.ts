/** The report shown, as it lives in the URL (?report=55&year=2) so a link opens the same view. */
export interface ReportLocation {
  reportId: number;
  year: number | null;
}

const POSITIVE_INT = /^[1-9]\d{0,5}$/;

export function readReportLocation(params: URLSearchParams): ReportLocation | null {
  const report = params.get("report");
  if (!report || !POSITIVE_INT.test(report)) return null;
  const year = params.get("year");
  return { reportId: Number(report), year: year && POSITIVE_INT.test(year) ? Number(year) : null };
}

export function writeReportLocation(
  params: URLSearchParams,
  location: ReportLocation | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("report");
  next.delete("year");
  if (location) {
    next.set("report", String(location.reportId));
    if (location.year) next.set("year", String(location.year));
  }
  return next;
}

/** The sidebar key of a location: '10', or '55-2' for an NII page's year. */
export const entryKeyOf = (location: ReportLocation): string =>
  location.year ? `${location.reportId}-${location.year}` : String(location.reportId);

/** The location of a sidebar key ('10', '55-2'); null for anything else. */
export function locationOfEntryKey(key: string): ReportLocation | null {
  const match = /^([1-9]\d{0,5})(?:-([1-9]\d{0,5}))?$/.exec(key);
  if (!match) return null;
  return { reportId: Number(match[1]), year: match[2] ? Number(match[2]) : null };
}

/**
 * The report to open when the URL names none (or one the definition does not have): the one
 * last viewed in this definition while it is still there, else the first.
 */
export function arrivalEntryKey(order: readonly string[], lastViewed: string | null): string | null {
  return lastViewed && order.includes(lastViewed) ? lastViewed : (order[0] ?? null);
}

/** The report-definition id of the path; the route takes numeric ids only (spec section 2). */
export function readDefinitionId(value: string | undefined): string | null {
  // Ids are opaque (base64url); a bare number is an id of before global ids, still accepted.
  return value && /^[A-Za-z0-9_-]+$/.test(value) ? value : null;
}
