import { downloadFileName } from "@alm/formats";
import type { PlatformContext } from "../../graphql/context.ts";
import { globalId } from "../../graphql/ids.ts";
import type { WhatIfInput } from "../../generated/graphql.ts";
import { whatIfOrNotFound } from "../../what-if/what-if-not-found.ts";
import { whatIfRequest } from "../../what-if/what-if-request.ts";
import { documentSubject } from "./document-access.ts";
import type { DocumentJobKind, DocumentJobRecord } from "./document-job.ts";
import type { JobParams } from "./job-request.ts";
import { FILE_SUFFIXES, PDF_TYPE, XLSX_TYPE } from "./document-names.ts";
import type { DocumentServices } from "./document-services.ts";

type WhatIfKind = Extract<DocumentJobKind, "WHAT_IF_WORKBOOK" | "WHAT_IF_PDF">;

/** What each format of the comparison is made from: the same changes, with the first computation's definition. */
const FORMATS: Record<
  WhatIfKind,
  {
    extension: "xlsx" | "pdf";
    contentType: string;
    params(
      dataSetId: number,
      body: Record<string, unknown>,
      input: WhatIfInput,
      definition: string,
    ): JobParams;
  }
> = {
  WHAT_IF_WORKBOOK: {
    extension: "xlsx",
    contentType: XLSX_TYPE,
    params: (dataSetId, body) => ({ work: "what-if-workbook", dataSetId, body }),
  },
  WHAT_IF_PDF: {
    extension: "pdf",
    contentType: PDF_TYPE,
    // The print page has the gateway compute it again, with the input as the schema takes it.
    params: (_dataSetId, _body, input, definition) => ({
      work: "what-if-pdf",
      input: { dataSetId: input.dataSetId, reportDefinitionId: definition, changes: input.changes ?? [] },
    }),
  },
};

/**
 * Queues a what-if's comparison as a workbook or a PDF. The what-if is computed here once, so
 * that invalid changes are refused at once (naming their field) and the report definition it
 * reads is checked like any document's; the job computes it again from the same changes: the
 * document's figures are the api's, never the caller's.
 */
export async function requestWhatIfDocument(
  ctx: PlatformContext,
  services: DocumentServices,
  input: WhatIfInput,
  kind: WhatIfKind,
): Promise<DocumentJobRecord> {
  const { dataSetId, body } = whatIfRequest(input);
  const first = await whatIfOrNotFound(ctx, input, () => ctx.core.whatIf(dataSetId, body));
  const reportDefinitionId = globalId("ReportDefinition", first.clientId, first.reportDefinitionId);
  const subject = await documentSubject(ctx, { reportDefinitionId });
  const format = FORMATS[kind];
  const fileName = downloadFileName(subject.acronym, first.asOfDate, FILE_SUFFIXES[kind], format.extension);
  return services.jobs.submit({
    kind,
    owner: subject.owner,
    credential: subject.credential,
    clientId: subject.clientId,
    reportDefinitionId: first.reportDefinitionId,
    fileName,
    contentType: format.contentType,
    total: 1,
    // The definition the first computation used, so that both read the same chart and limits.
    params: format.params(
      dataSetId,
      { ...body, reportDefinitionId: first.reportDefinitionId },
      input,
      reportDefinitionId,
    ),
  });
}
