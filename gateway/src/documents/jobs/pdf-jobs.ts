import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { GatewayContext } from "../../graphql/context.ts";
import { reportNodes } from "../../reports/report-dictionary.ts";
import type { DocumentJobRecord, JobRequest } from "./document-job.ts";
import { documentSubject, type DocumentSubject } from "./document-access.ts";
import { documentFileName, FILE_SUFFIXES, PDF_TYPE } from "./document-names.ts";
import type { DocumentServices } from "./document-services.ts";
import {
  definitionEntries,
  packageEntries,
  PACKAGES,
  selectedEntries,
  type PdfPackageKind,
} from "./pdf-entries.ts";
import { isCurrent } from "./package-store.ts";
import { STAFF_TENANT } from "../../graphql/models.ts";
import type { PdfEntry, PdfProgress } from "./pdf-renderer.ts";
import { log } from "../../logging/logger.ts";

type DefinitionArgs = { clientId: string; reportDefinitionId: string };

const pdfFailure = () => ERROR_TEXTS.pdfFailed;

function pdfJob(subject: DocumentSubject, kind: JobRequest["kind"], fileName: string, total: number) {
  return {
    kind,
    owner: subject.owner,
    clientId: subject.clientId,
    reportDefinitionId: subject.definition.id,
    fileName,
    contentType: PDF_TYPE,
    total,
  };
}

/** Renders entries into a PDF with the asking user's credentials, reporting pages as they go. */
function render(services: DocumentServices, subject: DocumentSubject, title: string, entries: PdfEntry[]) {
  return (report: PdfProgress, signal: AbortSignal) =>
    services.renderPdf(
      {
        auth: subject.auth,
        clientId: subject.clientId,
        reportDefinitionId: subject.definition.id,
        title,
        entries,
        signal,
      },
      report,
    );
}

/**
 * Queues a PDF package. A package rendered after the report definition's last change is served
 * again; otherwise it is rendered, stored, and registered as the report definition's PDF file.
 */
export async function requestPdfPackage(
  ctx: GatewayContext,
  services: DocumentServices,
  args: DefinitionArgs & { package: PdfPackageKind },
): Promise<DocumentJobRecord> {
  const subject = await documentSubject(ctx, args);
  const { definition } = subject;
  const { name, suffix } = PACKAGES[args.package];
  const fileName = documentFileName(subject.acronym, definition.asOfDate, FILE_SUFFIXES[args.package], "pdf");
  const stored = await services.packages.find(definition.id, suffix);
  if (stored && isCurrent(stored, definition.updatedDate)) {
    return services.jobs.submit(
      {
        ...pdfJob(subject, "PDF_PACKAGE", fileName, 1),
        work: async () => ({ bytes: await services.packages.read(stored), fileName, contentType: PDF_TYPE }),
      },
      pdfFailure,
    );
  }
  const entries = packageEntries(definitionEntries(await reportNodes(ctx), definition), args.package);
  if (!entries.length) throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.packageEmpty(name));
  const draw = render(services, subject, name, entries);
  return services.jobs.submit(
    {
      ...pdfJob(subject, "PDF_PACKAGE", fileName, entries.length),
      work: async (report, signal) => {
        // A change to the report definition while rendering leaves the package outdated.
        const createdAt = Date.now();
        const bytes = await draw(report, signal);
        const meta = {
          reportDefinitionId: definition.id,
          clientId: subject.clientId,
          suffix,
          fileName,
          createdAt,
        };
        await services.packages.save(meta, bytes);
        // Staff create PDF packages (the api registers them for staff only); a client user's
        // render refreshes the stored file behind an entry staff registered before.
        if (subject.owner.tenant === STAFF_TENANT) {
          // A deadline of its own: the request that queued the job answered long ago.
          await (
            await ctx.renew()
          ).base
            .registerReportPdf(definition.id, { name, status: "Available" })
            .catch((error: unknown) => {
              // The user still gets the file; only the menu entry for other readers is missing.
              log.warn(
                { err: error },
                `PDF package ${definition.id}/${suffix} was stored but not registered`,
              );
            });
        }
        return { bytes, fileName, contentType: PDF_TYPE };
      },
    },
    pdfFailure,
  );
}

/** Queues a PDF of the chosen catalogue entries (in catalogue order); never stored or registered. */
export async function requestPdfSelection(
  ctx: GatewayContext,
  services: DocumentServices,
  args: DefinitionArgs & { entries: readonly string[] },
): Promise<DocumentJobRecord> {
  const subject = await documentSubject(ctx, args);
  const entries = selectedEntries(
    definitionEntries(await reportNodes(ctx), subject.definition),
    args.entries,
  );
  const fileName = documentFileName(
    subject.acronym,
    subject.definition.asOfDate,
    FILE_SUFFIXES.PDF_SELECTION,
    "pdf",
  );
  const draw = render(services, subject, "Selected Reports", entries);
  return services.jobs.submit(
    {
      ...pdfJob(subject, "PDF_SELECTION", fileName, entries.length),
      work: async (report, signal) => ({
        bytes: await draw(report, signal),
        fileName,
        contentType: PDF_TYPE,
      }),
    },
    pdfFailure,
  );
}
