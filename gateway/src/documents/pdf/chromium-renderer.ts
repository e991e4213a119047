import type { Orientation } from "@alm/formats";
import type { PrintScope } from "../../auth/print-tickets.ts";
import type { RequestAuth } from "../../auth/request-auth.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import type { BrowserPool } from "../browser-pool.ts";
import { DocumentJobError } from "../jobs/document-job.ts";
import type { PdfEntry, RenderPdfPackage } from "../jobs/pdf-renderer.ts";
import { readPackageFacts } from "./package-facts.ts";
import { createPdfPackageRenderer, type PdfPackageEntry } from "./render-package.ts";
import { log } from "../../logging/logger.ts";

/** Wide detail tables (every scenario across) read better across the page. */
const LANDSCAPE_CATEGORIES = new Set(["Supplemental", "Assumptions"]);

export const orientationOf = (category: string): Orientation =>
  LANDSCAPE_CATEGORIES.has(category) ? "landscape" : "portrait";

export const packageEntryOf = (entry: PdfEntry): PdfPackageEntry => ({
  reportId: entry.reportId,
  ...(entry.year === null ? {} : { year: entry.year }),
  label: entry.label,
  sublabel: entry.category,
  orientation: orientationOf(entry.category),
});

export interface ChromiumRendererOptions {
  browser: BrowserPool;
  /** Tree levels printed; unset, the print routes' default (the levels the screen opens). */
  treeLevels?: number;
  /** How this gateway reaches itself (the print routes it serves); known once it listens. */
  gatewayUrl(): string;
  issueTicket(auth: RequestAuth, scope: PrintScope): Promise<{ ticket: string } | undefined>;
}

/**
 * The document jobs' renderer (jobs/pdf-renderer.ts): a print ticket for the user who asked,
 * the package's client and dates read with it, then the package printed by render-package.ts.
 */
export function createChromiumRenderer(options: ChromiumRendererOptions): RenderPdfPackage {
  const renderPdfPackage = createPdfPackageRenderer(options.browser);
  return async (request, onProgress) => {
    const scope = { clientId: request.clientId, reportDefinitionId: request.reportDefinitionId };
    const issued = await options.issueTicket(request.auth, scope);
    if (!issued) throw new DocumentJobError(ERROR_TEXTS.pdfFailed);
    const gatewayUrl = options.gatewayUrl();
    const facts = await readPackageFacts(gatewayUrl, issued.ticket, scope).catch((error: unknown) => {
      log.error(
        { err: error },
        `PDF package '${request.title}' of report definition ${scope.reportDefinitionId}`,
      );
      throw new DocumentJobError(ERROR_TEXTS.pdfFailed);
    });
    return renderPdfPackage(
      {
        gatewayUrl,
        ticket: issued.ticket,
        ...scope,
        title: request.title,
        subtitle: facts.definitionName,
        clientName: facts.clientName,
        date: facts.date,
        entries: request.entries.map(packageEntryOf),
        ...(options.treeLevels && { treeLevels: options.treeLevels }),
        signal: request.signal,
      },
      onProgress,
    );
  };
}
