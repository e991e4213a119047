import type { ReportRequest } from "./report-service.ts";

/**
 * The global id of a Report: one catalogue page of one report definition, for one NII year and
 * trend choice. It stays the same while the data behind it changes (a rerun, a refresh), so a
 * normalising client updates the report it shows in place instead of keeping two copies.
 */
export function reportGlobalId(req: ReportRequest): string {
  const { additionalReportDefIds, nevScenarios, niiScenarios } = req.trend;
  const trend = [
    additionalReportDefIds.length ? `with=${additionalReportDefIds.join(",")}` : "",
    nevScenarios ? `nev=${nevScenarios.join(",")}` : "",
    niiScenarios ? `nii=${niiScenarios.join(",")}` : "",
  ].filter(Boolean);
  return ["Report", req.reportDefinitionId, req.reportId, req.year, ...trend].join(":");
}

/** Row ids repeat across tables and reports: the report's id and the block's source make them unique. */
export const tableRowIdPrefix = (reportId: string, source: string) => `${reportId}:${source}:`;
