import type { UrlKey } from "../../reports/catalogue/report-types.ts";

/**
 * REST path of each report's data, by urlKey, below the API roots (the first segment names
 * the root). The web app substitutes {id}, {reportDefId} and {year} (year 1 when none).
 */
export const REPORT_URLS: Record<UrlKey, string> = {
  nev: "base/analysis/reports/{id}/reportdefinition/{reportDefId}",
  nii: "base/analysis/reports/{id}/reportdefinition/{reportDefId}/year/{year}",
  trend: "base/analysis/reports/{id}/reportdefinition/{reportDefId}/trend",
};
