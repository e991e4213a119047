import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { ReportsContext } from "../../reports/reports-context.ts";
import { STAFF_TENANT } from "../../graphql/models.ts";
import { log } from "../../logging/logger.ts";
import { buildDetailWorkbook } from "../excel/detail-workbook.ts";
import { buildWhatIfWorkbook } from "../excel/what-if-workbook.ts";
import { DocumentJobError, type DocumentFile } from "./document-job.ts";
import type { JobRunner } from "./document-jobs.ts";
import type { JobCredential } from "./job-request.ts";
import { listedAvailable, type PackageStore } from "./package-store.ts";
import type { RenderPdfPackage, RenderWhatIfPdf, SignedInAuth } from "./pdf-renderer.ts";
import { sheetRequest } from "./workbook-job.ts";

export interface JobWorkDependencies {
  /** A context reading as the credential's user, on this instance; undefined when it no longer works. */
  contextOf(credential: JobCredential): Promise<ReportsContext | undefined>;
  renderPdf: RenderPdfPackage;
  renderWhatIfPdf: RenderWhatIfPdf;
  packages: PackageStore;
}

/**
 * How a worker makes a job's file on whichever instance took it: as the user who asked, with the
 * credential kept (sealed) with the job, so it never reads more than they may now.
 */
export function createJobWork(deps: JobWorkDependencies): JobRunner {
  return async ({ record, params, credential }, report, signal): Promise<DocumentFile> => {
    const { fileName, contentType, reportDefinitionId, clientId } = record;
    if (params.work === "stored-package")
      return { copyOf: deps.packages.fileIdOf(params.stored), fileName, contentType };
    const ctx = credential && (await deps.contextOf(credential));
    if (!ctx) throw new DocumentJobError(ERROR_TEXTS.documentSignInEnded);
    if (params.work === "what-if-workbook") {
      const reading = await ctx.renew();
      const [whatIf, client] = await Promise.all([
        reading.core.whatIf(params.dataSetId, params.body),
        reading.core.clientLookup({ id: clientId }),
      ]);
      signal.throwIfAborted();
      const bytes = await buildWhatIfWorkbook(whatIf, client.name);
      report({ done: 1, total: 1 });
      return { bytes, fileName, contentType };
    }
    if (params.work === "what-if-pdf") {
      const auth = ctx.auth as SignedInAuth;
      const bytes = await deps.renderWhatIfPdf({
        auth,
        clientId,
        reportDefinitionId,
        input: params.input,
        signal,
      });
      report({ done: 1, total: 1 });
      return { bytes, fileName, contentType };
    }
    if (params.work === "workbook") {
      const bytes = await buildDetailWorkbook({
        sheets: params.sheets,
        // Each sheet's reads get a deadline of their own (the job runs long after its request),
        // as long as a computation's: the workbook asks for its reports cold, as a PDF does.
        load: async (sheet) => {
          const reading = await ctx.renew();
          reading.allowCompute();
          return ctx.reports.load(reading, sheetRequest(reportDefinitionId, sheet));
        },
        onSheet: (done, total) => report({ done, total }),
        signal,
      });
      return { bytes, fileName, contentType };
    }
    // A change to the report definition while rendering leaves the package outdated.
    const createdAt = Date.now();
    const { title, entries } = params;
    const auth = ctx.auth as SignedInAuth;
    const bytes = await deps.renderPdf(
      { auth, clientId, reportDefinitionId, title, entries, signal },
      report,
    );
    if (params.package) {
      const { suffix, name } = params.package;
      // Staff create PDF packages (the api registers them for staff only); a client user's
      // render refreshes the stored file behind an entry staff registered before, and of a
      // package staff never made it stays the user's own file, never the readers' package.
      const staff = record.owner.tenant === STAFF_TENANT;
      const shared =
        staff ||
        (await (await ctx.renew()).base.reportPdfs(reportDefinitionId).then(
          (pdfs) => listedAvailable(pdfs, suffix),
          () => false,
        ));
      if (shared)
        await deps.packages.save({ reportDefinitionId, clientId, suffix, fileName, createdAt }, bytes);
      if (staff) {
        await (
          await ctx.renew()
        ).base
          .registerReportPdf(reportDefinitionId, { name, status: "Available" })
          .catch((error: unknown) => {
            // The user still gets the file; only the menu entry for other readers is missing.
            log.warn(
              { err: error },
              `PDF package ${reportDefinitionId}/${suffix} was stored but not registered`,
            );
          });
      }
    }
    return { bytes, fileName, contentType };
  };
}
