import { parsePackageEntry } from "@alm/formats";
import type { ReportListEntryModel } from "../models/analysis-models.ts";
import { gatewayError } from "../errors/error-codes.ts";

/** "55-2" is year 2 of NII page 55; "10" or 10 is page 10 (the rule is @alm/formats'). */
export function parseReportEntry(entry: ReportListEntryModel): { reportId: number; year: number | null } {
  return parsePackageEntry(entry) ?? { reportId: 0, year: null };
}

/** Entries as the api stores them: page ids as numbers, NII years as "id-year" text. */
export function toReportEntries(keys: readonly string[], field: string): ReportListEntryModel[] {
  return keys.map((key) => {
    const text = key.trim();
    if (!/^\d+(-\d+)?$/.test(text)) {
      throw gatewayError("BAD_USER_INPUT", `${field}: '${key}' is not a report id or 'id-year' entry.`);
    }
    return text.includes("-") ? text : Number(text);
  });
}
