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
 * The report to open when the URL names none (or one the definition does not have): the first of
 * `wanted` the definition has (the report open in the definition left, then the one last viewed
 * in this one), else its first.
 */
export function arrivalEntryKey(order: readonly string[], wanted: readonly (string | null)[]): string | null {
  return wanted.find((key) => key !== null && order.includes(key)) ?? order[0] ?? null;
}

/**
 * A move to another report definition carries the report open before it (navigation state, not
 * the URL): the other definition opens it too when it has it, so a reader comparing quarters
 * stays on the page. A report it lacks is no error there; it opens as every arrival does.
 */
export const keptReportState = (params: URLSearchParams) => {
  const open = readReportLocation(params);
  return open ? { keptReport: entryKeyOf(open) } : null;
};

export function keptReportOf(state: unknown): string | null {
  const kept = (state as { keptReport?: unknown } | null)?.keptReport;
  return typeof kept === "string" ? kept : null;
}

/**
 * What the URL's ?report= and ?year= open in a definition whose sidebar entries are `order`:
 * - open: the entry they name;
 * - replace: another entry, written into the URL: with no report named, the first of `wanted`
 *   the definition has (else its first); with a year a page lacks, the page itself (no year, or an NII page's first year);
 * - missing: a report the definition does not have, or a year past its NII years (`years`: the
 *   page's years, to choose from). Nothing else opens then: a link that silently showed another
 *   report would show figures its sender did not mean.
 */
export type ReportArrival =
  | { kind: "open"; key: string }
  | { kind: "replace"; key: string }
  | { kind: "missing"; reportId: number | null; year?: { asked: number; years: number[] } }
  | { kind: "none" };

export function reportArrival(
  order: readonly string[],
  params: URLSearchParams,
  wanted: readonly (string | null)[],
): ReportArrival {
  if (!params.has("report")) {
    const key = arrivalEntryKey(order, wanted);
    return key === null ? { kind: "none" } : { kind: "replace", key };
  }
  const asked = readReportLocation(params);
  if (!asked) return { kind: "missing", reportId: null };
  const key = entryKeyOf(asked);
  if (order.includes(key)) return { kind: "open", key };
  const ofPage = order.filter((k) => locationOfEntryKey(k)?.reportId === asked.reportId);
  const years = ofPage.flatMap((k) => locationOfEntryKey(k)?.year ?? []);
  const first = ofPage[0];
  if (first !== undefined && (asked.year === null || !years.length)) return { kind: "replace", key: first };
  if (asked.year !== null && years.length)
    return { kind: "missing", reportId: asked.reportId, year: { asked: asked.year, years } };
  return { kind: "missing", reportId: asked.reportId };
}

/**
 * The report definition the path names (spec: `/reports/{reportDefId}`, numeric): its number,
 * or, in links made before addresses carried numbers, its global id (base64url), which the
 * screen exchanges for the number. Null for anything else, which names no definition.
 */
export type DefinitionParam = { databaseId: number } | { globalId: string };

export function readDefinitionParam(value: string | undefined): DefinitionParam | null {
  if (!value) return null;
  // Up to nine digits: a GraphQL Int, whatever a user types.
  if (/^[1-9]\d{0,8}$/.test(value)) return { databaseId: Number(value) };
  if (/^\d+$/.test(value)) return null;
  return /^[A-Za-z0-9_-]+$/.test(value) ? { globalId: value } : null;
}
