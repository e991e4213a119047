import { globalId } from "../graphql/ids.ts";
import type { ReportRequest } from "./report-service.ts";

/** No trend choice: the part stands in so that every report key has the same four parts. */
const NO_TREND = "-";

/**
 * The key of a Report: one catalogue page of one report definition, for one NII year and trend
 * choice. It stays the same while the data behind it changes (a rerun, a refresh), so a
 * normalising client updates the report it shows in place instead of keeping two copies.
 */
export function reportKey(req: ReportRequest): string[] {
  const { additionalReportDefIds, nevScenarios, niiScenarios } = req.trend;
  const plain = !additionalReportDefIds.length && !nevScenarios && !niiScenarios;
  const trend = plain ? NO_TREND : JSON.stringify([additionalReportDefIds, nevScenarios, niiScenarios]);
  return [String(req.reportDefinitionId), String(req.reportId), String(req.year), trend];
}

/** The request a report key was made from (the key's parts as reportKey wrote them). */
export function requestOfReportKey(key: readonly string[]): ReportRequest | null {
  const [definition, reportId, year, trend] = key;
  if (key.length !== 4 || !definition || !reportId || !year || !trend) return null;
  const numbers = [definition, reportId, year].map(Number);
  if (numbers.some((n) => !Number.isSafeInteger(n) || n <= 0)) return null;
  let choice: unknown = [[], null, null];
  try {
    if (trend !== NO_TREND) choice = JSON.parse(trend);
  } catch {
    return null;
  }
  const [ids, nev, nii] = Array.isArray(choice) ? choice : [];
  const texts = (v: unknown) => (Array.isArray(v) && v.every((s) => typeof s === "string") ? v : null);
  if (!Array.isArray(ids) || !ids.every((n) => Number.isSafeInteger(n))) return null;
  return {
    reportDefinitionId: numbers[0] as number,
    reportId: numbers[1] as number,
    year: numbers[2] as number,
    trend: { additionalReportDefIds: ids as number[], nevScenarios: texts(nev), niiScenarios: texts(nii) },
  };
}

export const reportGlobalId = (req: ReportRequest) => globalId("Report", ...reportKey(req));

/** Row ids repeat across tables and reports: the report's key and the block's source make them unique. */
export const tableRowIdOf =
  (req: ReportRequest, source: string) =>
  (rowId: string): string =>
    globalId("TableRow", ...reportKey(req), source, rowId);
