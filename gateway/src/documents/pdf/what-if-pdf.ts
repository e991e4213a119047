import { PDFDocument } from "pdf-lib";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { DocumentJobError } from "../jobs/document-job.ts";
import type { RenderWhatIfPdf } from "../jobs/pdf-renderer.ts";
import type { ChromiumRendererOptions } from "./chromium-renderer.ts";
import { readPackageFacts, type PackageFacts } from "./package-facts.ts";
import { embedStampFont, stampPages } from "./page-stamps.ts";
import { refuseBlank, userFacingFailure } from "./pdf-failures.ts";
import { printStandalone, printStandaloneInApp } from "./print-page.ts";
import { printRoutes } from "./print-routes.ts";

const TITLE = "What-if";

/** Header and footer as the report packages have them, on every page (there is no cover). */
async function stamped(bytes: Uint8Array, facts: PackageFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const title = `${facts.definitionName} · ${TITLE}`;
  stampPages(
    doc,
    await embedStampFont(doc),
    { client: facts.clientName, title, date: facts.date },
    { cover: false },
  );
  doc.setTitle(`${facts.definitionName}: ${TITLE}`, { showInWindowTitleBar: true });
  doc.setSubject(`${facts.clientName}: ${title}`);
  doc.setCreator("ALM analysis platform");
  return doc.save();
}

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
    const gatewayUrl = options.gatewayUrl();
    const url = printRoutes({ gatewayUrl, ticket: issued.ticket, ...scope }).whatIf(request.input);
    try {
      const facts = await readPackageFacts(gatewayUrl, issued.ticket, scope);
      request.signal.throwIfAborted();
      // A page prepared with the print app is taken there by the app's router (no second load).
      const printed = await options.browser.withPage((page, prepared) =>
        prepared ? printStandaloneInApp(page, url, TITLE) : printStandalone(page, url, TITLE),
      );
      return refuseBlank(await stamped(printed, facts));
    } catch (error) {
      throw userFacingFailure(
        error,
        `What-if PDF of client ${scope.clientId}, report definition ${scope.reportDefinitionId}`,
      );
    }
  };
}
