import type { DataSetType, ReportDefinitionKind } from "../generated/graphql.ts";

/** Spec section 9: the updated-period filter of both panels; Last 60 Days is the default. */
export const PERIODS = [
  { days: 1, label: "Last 24 Hours" },
  { days: 60, label: "Last 60 Days" },
  { days: 180, label: "Last 6 Months" },
  { days: 365, label: "Last 12 Months" },
  { days: 9999, label: "All" },
] as const;

export const DEFAULT_DAYS = 60;
const DAY_MS = 86_400_000;

export const KIND_LABELS: Record<ReportDefinitionKind, string> = {
  SINGLE: "Single",
  COMPARISON: "Comparison",
};

export interface DataSetFilters {
  /** Empty: every type. */
  types: DataSetType[];
  days: number;
  onlyUnattached: boolean;
}

export interface ReportFilters {
  kinds: ReportDefinitionKind[];
  days: number;
  onlyPublished: boolean;
}

export const defaultDataSetFilters = (): DataSetFilters => ({
  types: [],
  days: DEFAULT_DAYS,
  onlyUnattached: false,
});
export const defaultReportFilters = (): ReportFilters => ({
  kinds: [],
  days: DEFAULT_DAYS,
  onlyPublished: false,
});

const updatedWithin = (iso: string, days: number, now: number) =>
  days >= 9999 || now - new Date(iso).getTime() <= days * DAY_MS;

// ISO 8601 UTC timestamps order as plain text; localeCompare's collation cost a client of
// hundreds of items tens of milliseconds on every filter change.
const newestFirst = <T extends { updatedDate: string }>(a: T, b: T) =>
  a.updatedDate < b.updatedDate ? 1 : a.updatedDate > b.updatedDate ? -1 : 0;

/**
 * The panels filter in the browser: the whole list of the client is loaded once, so changing a
 * filter answers at once and the empty messages can tell "none at all" from "none shown".
 */
export function filterDataSets<T extends { type: DataSetType; updatedDate: string; isAttached: boolean }>(
  list: readonly T[],
  f: DataSetFilters,
  now: number,
): T[] {
  return list
    .filter(
      (d) =>
        (f.types.length === 0 || f.types.includes(d.type)) &&
        updatedWithin(d.updatedDate, f.days, now) &&
        (!f.onlyUnattached || !d.isAttached),
    )
    .sort(newestFirst);
}

export function filterReports<
  T extends { kind: ReportDefinitionKind; updatedDate: string; isPublished: boolean },
>(list: readonly T[], f: ReportFilters, now: number): T[] {
  return list
    .filter(
      (r) =>
        (f.kinds.length === 0 || f.kinds.includes(r.kind)) &&
        updatedWithin(r.updatedDate, f.days, now) &&
        (!f.onlyPublished || r.isPublished),
    )
    .sort(newestFirst);
}

export const SELECT_CLIENT = "Please select a client";

/** Spec section 2: the three empty messages of the Data Sets panel; null when cards show. */
export function dataSetsEmptyMessage(hasClient: boolean, total: number, shown: number): string | null {
  if (!hasClient) return SELECT_CLIENT;
  if (total === 0) return "Please create a data set";
  return shown === 0 ? "No data sets are available with the current filter settings" : null;
}

export function reportsEmptyMessage(hasClient: boolean, total: number, shown: number): string | null {
  if (!hasClient) return SELECT_CLIENT;
  if (total === 0) return "Please create a report";
  return shown === 0 ? "No report definitions are available with the current filter settings" : null;
}
