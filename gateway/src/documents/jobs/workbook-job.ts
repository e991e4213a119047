import { downloadFileName } from "@alm/formats";
import type { PlatformContext } from "../../graphql/context.ts";
import { reportNodes } from "../../reports/report-dictionary.ts";
import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { ReportRequest } from "../../reports/report-service.ts";
import { detailSheets, type DetailSheet } from "../excel/detail-reports.ts";
import type { DocumentJobRecord } from "./document-job.ts";
import { documentSubject } from "./document-access.ts";
import { FILE_SUFFIXES, XLSX_TYPE } from "./document-names.ts";
import type { DocumentServices } from "./document-services.ts";

/** A detail sheet's report as the report card reads it: no trend options. */
export const sheetRequest = (reportDefinitionId: number, sheet: DetailSheet): ReportRequest => ({
  reportDefinitionId,
  reportId: sheet.reportId,
  year: sheet.year,
  trend: { additionalReportDefIds: [], nevScenarios: null, niiScenarios: null },
});

/** Queues the 'Detail Reports' workbook of a report definition the viewer may read. */
export async function requestDetailWorkbook(
  ctx: PlatformContext,
  services: DocumentServices,
  args: { clientId?: string | null; reportDefinitionId: string },
): Promise<DocumentJobRecord> {
  const subject = await documentSubject(ctx, args);
  const { definition } = subject;
  const sheets = detailSheets(
    await reportNodes(ctx),
    definition.niiYears,
    definition.selectedSubReportDefinitions,
  );
  // A workbook of no sheet is no file Excel opens: say why instead of making one.
  if (!sheets.length) {
    const error = ERROR_TEXTS.noDetailReports(definition.name);
    throw gatewayError("CONFLICT", error, {
      reason: "NO_DETAIL_REPORTS",
      messages: [{ error, resolution: ERROR_TEXTS.noDetailReportsResolution }],
    });
  }
  const fileName = downloadFileName(
    subject.acronym,
    definition.asOfDate,
    FILE_SUFFIXES.DETAIL_WORKBOOK,
    "xlsx",
  );
  // The same report data (and cache) as the report card, read with the user's access (job-work.ts).
  return services.jobs.submit({
    kind: "DETAIL_WORKBOOK",
    owner: subject.owner,
    credential: subject.credential,
    clientId: subject.clientId,
    reportDefinitionId: definition.id,
    fileName,
    contentType: XLSX_TYPE,
    total: sheets.length,
    params: { work: "workbook", sheets },
  });
}
