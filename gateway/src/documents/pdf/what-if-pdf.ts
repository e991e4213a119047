import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { DocumentJobError } from "../jobs/document-job.ts";
import type { RenderWhatIfPdf } from "../jobs/pdf-renderer.ts";
import type { ChromiumRendererOptions } from "./chromium-renderer.ts";
import { refuseBlank, userFacingFailure } from "./pdf-failures.ts";
import { printStandalone } from "./print-page.ts";
import { printRoutes } from "./print-routes.ts";

/**
 * The what-if PDF: a print ticket for the user who asked, scoped to the what-if's report
 * definition, and the web app's what-if print route printed by Chromium. The page has the gateway
 * compute the what-if from its changes with that ticket: the figures are the api's.
 */
export function createWhatIfPdfRenderer(
  options: Omit<ChromiumRendererOptions, "treeLevels">,
): RenderWhatIfPdf {
  return async (request) => {
    const scope = { clientId: request.clientId, reportDefinitionId: request.reportDefinitionId };
    const issued = await options.issueTicket(request.auth, scope);
    if (!issued) throw new DocumentJobError(ERROR_TEXTS.pdfFailed);
    const url = printRoutes({ gatewayUrl: options.gatewayUrl(), ticket: issued.ticket, ...scope }).whatIf(
      request.input,
    );
    try {
      request.signal.throwIfAborted();
      return refuseBlank(await options.browser.withPage((page) => printStandalone(page, url, "What-if")));
    } catch (error) {
      throw userFacingFailure(
        error,
        `What-if PDF of client ${scope.clientId}, report definition ${scope.reportDefinitionId}`,
      );
    }
  };
}
