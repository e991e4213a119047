import { downloadFileName } from "@alm/formats";
import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { PlatformContext } from "../../graphql/context.ts";
import { reportNodes } from "../../reports/report-dictionary.ts";
import type { DocumentJobRecord } from "./document-job.ts";
import type { JobParams, JobRequest } from "./job-request.ts";
import { documentSubject, type DocumentSubject } from "./document-access.ts";
import { FILE_SUFFIXES, PDF_TYPE } from "./document-names.ts";
import type { DocumentServices } from "./document-services.ts";
import {
  definitionEntries,
  packageEntries,
  PACKAGES,
  selectedEntries,
  type PdfPackageKind,
} from "./pdf-entries.ts";
import { isCurrent } from "./package-store.ts";
import { pdfPackageSteps } from "./pdf-renderer.ts";

type DefinitionArgs = { clientId?: string | null; reportDefinitionId: string };

function pdfJob(
  subject: DocumentSubject,
  kind: JobRequest["kind"],
  fileName: string,
  total: number,
  params: JobParams,
): JobRequest {
  return {
    kind,
    owner: subject.owner,
    credential: subject.credential,
    clientId: subject.clientId,
    reportDefinitionId: subject.definition.id,
    fileName,
    contentType: PDF_TYPE,
    total,
    params,
  };
}

/**
 * Queues a PDF package. A package rendered after the report definition's last change is served
 * again; otherwise it is rendered, stored, and registered as the report definition's PDF file
 * (job-work.ts).
 */
export async function requestPdfPackage(
  ctx: PlatformContext,
  services: DocumentServices,
  args: DefinitionArgs & { package: PdfPackageKind },
): Promise<DocumentJobRecord> {
  const subject = await documentSubject(ctx, args);
  const { definition } = subject;
  const { name, suffix } = PACKAGES[args.package];
  const fileName = downloadFileName(subject.acronym, definition.asOfDate, FILE_SUFFIXES[args.package], "pdf");
  const stored = await services.packages.find(definition.id, suffix);
  if (stored && isCurrent(stored, definition.updatedDate)) {
    return services.jobs.submit(
      pdfJob(subject, "PDF_PACKAGE", fileName, 1, { work: "stored-package", stored }),
    );
  }
  const entries = packageEntries(definitionEntries(await reportNodes(ctx), definition), args.package);
  if (!entries.length) throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.packageEmpty(name));
  return services.jobs.submit(
    pdfJob(subject, "PDF_PACKAGE", fileName, pdfPackageSteps(entries.length), {
      work: "pdf",
      title: name,
      entries,
      package: { name, suffix },
    }),
  );
}

/** Queues a PDF of the chosen catalogue entries (in catalogue order); never stored or registered. */
export async function requestPdfSelection(
  ctx: PlatformContext,
  services: DocumentServices,
  args: DefinitionArgs & { entries: readonly string[] },
): Promise<DocumentJobRecord> {
  const subject = await documentSubject(ctx, args);
  const entries = selectedEntries(
    definitionEntries(await reportNodes(ctx), subject.definition),
    args.entries,
  );
  const fileName = downloadFileName(
    subject.acronym,
    subject.definition.asOfDate,
    FILE_SUFFIXES.PDF_SELECTION,
    "pdf",
  );
  return services.jobs.submit(
    pdfJob(subject, "PDF_SELECTION", fileName, pdfPackageSteps(entries.length), {
      work: "pdf",
      title: "Selected Reports",
      entries,
    }),
  );
}
