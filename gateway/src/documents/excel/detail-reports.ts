import {
  excelSheetName,
  listsReport,
  listsReportYear,
  MAX_SHEET_NAME,
  type PackageEntry,
} from "@alm/formats";
import type { ReportNodeModel } from "../../models/core-models.ts";

/** NII reports appear once per projection year, for this many years. */
export const DETAIL_NII_YEARS = 2;

/** One sheet: a report, for one year when it is an NII report. */
export interface DetailSheet {
  reportId: number;
  year: number;
  isNii: boolean;
  name: string;
}

/** 'NEV Detailed Value' → '49 NEV Detailed Value'; NII years end in ' Y1', ' Y2'; cut to fit Excel. */
export function sheetName(reportId: number, description: string, year: number | null): string {
  const prefix = `${reportId} `;
  const suffix = year === null ? "" : ` Y${year}`;
  const room = MAX_SHEET_NAME - prefix.length - suffix.length;
  return `${prefix}${excelSheetName(description, room)}${suffix}`;
}

/**
 * The workbook's sheets: the report dictionary's pages flagged inDetailWorkbook (spec
 * management-and-data section 9) that the package lists (`entries`: a page or year it leaves out is no
 * reader's to take away, and the api refuses it to a client's reader), in catalogue order, NII
 * reports (flagged hasNiiReports) for years 1 and 2 — fewer when the definition projects fewer years.
 */
export function detailSheets(
  nodes: readonly ReportNodeModel[],
  niiYears: number,
  entries: readonly PackageEntry[],
): DetailSheet[] {
  const years = Math.max(1, Math.min(DETAIL_NII_YEARS, niiYears));
  return nodes
    .filter((node) => node.inDetailWorkbook === true && listsReport(entries, node.id))
    .flatMap((node): DetailSheet[] => {
      const { id: reportId, description } = node;
      if (!node.hasNiiReports) {
        return [{ reportId, year: 1, isNii: false, name: sheetName(reportId, description, null) }];
      }
      // The years the package lists of the page ("55-1" lists year 1 only).
      return Array.from({ length: years }, (_, i) => i + 1)
        .filter((year) => listsReportYear(entries, reportId, year))
        .map((year) => ({ reportId, year, isNii: true, name: sheetName(reportId, description, year) }));
    });
}
