import type { DataSetType, ReportDefinitionKind } from "../generated/graphql.ts";
import { DATA_SET_TYPE_LABELS } from "../lib/data-set-name.ts";

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

/**
 * A panel's filters: the types it shows (a data set's type, a report's kind; empty: every type),
 * the updated period, and its one checkbox (Only Unattached Data Sets, Only Published Reports).
 */
export interface PanelFilterValues<K extends string> {
  types: K[];
  days: number;
  only: boolean;
}

export type DataSetFilters = PanelFilterValues<DataSetType>;
export type ReportFilters = PanelFilterValues<ReportDefinitionKind>;

/** What sets one home panel apart: its title, its filters' options, its empty messages. */
export interface PanelKind<K extends string> {
  title: string;
  idPrefix: string;
  typeOptions: Record<K, string>;
  /** The label of the panel's one checkbox. */
  checkLabel: string;
  emptyMessage(hasClient: boolean, total: number, shown: number): string | null;
}

export const defaultPanelFilters = <K extends string>(): PanelFilterValues<K> => ({
  types: [],
  days: DEFAULT_DAYS,
  only: false,
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
        (!f.only || !d.isAttached),
    )
    .sort(newestFirst);
}

export function filterReports<
  T extends { kind: ReportDefinitionKind; updatedDate: string; isPublished: boolean },
>(list: readonly T[], f: ReportFilters, now: number): T[] {
  return list
    .filter(
      (r) =>
        (f.types.length === 0 || f.types.includes(r.kind)) &&
        updatedWithin(r.updatedDate, f.days, now) &&
        (!f.only || r.isPublished),
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

export const DATA_SETS_PANEL: PanelKind<DataSetType> = {
  title: "Data Sets",
  idPrefix: "data-sets",
  typeOptions: DATA_SET_TYPE_LABELS,
  checkLabel: "Only Unattached Data Sets",
  emptyMessage: dataSetsEmptyMessage,
};

export const REPORTS_PANEL: PanelKind<ReportDefinitionKind> = {
  title: "Reports",
  idPrefix: "reports",
  typeOptions: KIND_LABELS,
  checkLabel: "Only Published Reports",
  emptyMessage: reportsEmptyMessage,
};
