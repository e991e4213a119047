import type { PlatformContext } from "../../graphql/context.ts";
import { globalId } from "../../graphql/ids.ts";
import type { WhatIfInput } from "../../generated/graphql.ts";
import { whatIfRequest } from "../../what-if/what-if-request.ts";
import { documentSubject } from "./document-access.ts";
import type { DocumentJobRecord } from "./document-job.ts";
import { documentFileName, FILE_SUFFIXES, XLSX_TYPE } from "./document-names.ts";
import type { DocumentServices } from "./document-services.ts";

/**
 * Queues a what-if's comparison as a workbook. The what-if is computed here once, so that invalid
 * changes are refused at once (naming their field) and the report definition it reads is checked
 * like any document's; the job computes it again from the same changes: the workbook's figures
 * are the api's, never the caller's.
 */
export async function requestWhatIfWorkbook(
  ctx: PlatformContext,
  services: DocumentServices,
  input: WhatIfInput,
): Promise<DocumentJobRecord> {
  const { dataSetId, body } = whatIfRequest(input);
  const first = await ctx.core.whatIf(dataSetId, body);
  const reportDefinitionId = globalId("ReportDefinition", first.clientId, first.reportDefinitionId);
  const subject = await documentSubject(ctx, { reportDefinitionId });
  const fileName = documentFileName(subject.acronym, first.asOfDate, FILE_SUFFIXES.WHAT_IF_WORKBOOK, "xlsx");
  return services.jobs.submit({
    kind: "WHAT_IF_WORKBOOK",
    owner: subject.owner,
    credential: subject.credential,
    clientId: subject.clientId,
    reportDefinitionId: first.reportDefinitionId,
    fileName,
    contentType: XLSX_TYPE,
    total: 1,
    // The definition the first computation used, so that both read the same chart and limits.
    params: {
      work: "what-if-workbook",
      dataSetId,
      body: { ...body, reportDefinitionId: first.reportDefinitionId },
    },
  });
}
