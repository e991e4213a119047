import type { Orientation } from "@alm/formats";
import { BrowserGoneError, type BrowserPool } from "../browser-pool.ts";
import { settleContents, type RenderedContents } from "./contents-numbering.ts";
import { assemblePackage, pageCount } from "./pdf-assembly.ts";
import { refuseBlank, userFacingFailure } from "./pdf-failures.ts";
import { printReports, type PrintedPart, type PrintedReport } from "./print-reports.ts";
import { printStandalone, printStandaloneInApp } from "./print-page.ts";
import { printRoutes, type PrintScopeUrl } from "./print-routes.ts";
import { log } from "../../logging/logger.ts";
import { pdfPackageSteps } from "../jobs/pdf-renderer.ts";

/** One report of the package, in the order it is printed. */
export interface PdfPackageEntry {
  reportId: number;
  /** NII projection year; reports without years leave it out. */
  year?: number;
  /** Contents line and bookmark. */
  label: string;
  /** Contents line, under the label (the catalogue category). */
  sublabel?: string;
  orientation: Orientation;
}

export interface PdfPackageRequest extends PrintScopeUrl {
  /** Cover title, header right, document title: 'All Reports'. */
  title: string;
  /** Cover subtitle: the report definition's name. */
  subtitle?: string;
  /** Header left. */
  clientName: string;
  /** Footer left: 'As of 2021/12/31'. */
  date: string;
  entries: readonly PdfPackageEntry[];
  /** Levels of an account tree printed; unset, the print routes' default (the levels the screen opens). */
  treeLevels?: number;
  /** Author metadata; the product's short name (as in the browser title) when not given. */
  author?: string;
  /** Aborted when nobody waits for the document any more: stop printing. */
  signal?: AbortSignal;
}

/** Steps done of steps in all: one per report, then the contents, then cover and assembly. */
export type PdfPackageProgress = (progress: { done: number; total: number }) => void;

export type RenderPdfPackage = (
  request: PdfPackageRequest,
  onProgress: PdfPackageProgress,
) => Promise<Buffer>;

const PRODUCT_NAME = "ALM";

async function renderOnce(
  pool: BrowserPool,
  request: PdfPackageRequest,
  step: () => void,
): Promise<Uint8Array> {
  const routes = printRoutes(request);
  const cover = routes.cover(request.title, request.subtitle);
  // The contents wait for every report's length; the page that prints the last report prints
  // them too, the app already loaded there.
  let contents: RenderedContents | undefined;
  const {
    cover: coverPdf,
    runs,
    reports,
  } = await printReports(pool, request, cover, step, async (page, appLoaded, printed) => {
    const counts = printed.map((report) => report.pages.length);
    let inApp = appLoaded;
    contents = await settleContents(request.entries, counts, async (entries) => {
      const url = routes.contents(entries);
      const bytes = inApp
        ? await printStandaloneInApp(page, url, "Contents")
        : await printStandalone(page, url, "Contents");
      inApp = false;
      return { bytes, pages: await pageCount(bytes) };
    });
  });
  if (!contents) throw new Error("The contents were not printed.");
  step();
  const pdf = await assemblePackage(
    [
      { part: { bytes: coverPdf } },
      { part: { bytes: contents.bytes }, bookmark: "Contents" },
      // The reports in the package's order again, each from the run it was dealt to.
      ...request.entries.map((entry, i) => {
        const { run, pages } = reports[i] as PrintedReport;
        return { part: runs[run] as PrintedPart, pages, bookmark: entry.label };
      }),
    ],
    {
      client: request.clientName,
      // Which report definition the page belongs to matters once pages are handed round.
      title: request.subtitle ? `${request.subtitle} · ${request.title}` : request.title,
      date: request.date,
      documentTitle: request.subtitle ? `${request.subtitle}: ${request.title}` : request.title,
      author: request.author ?? PRODUCT_NAME,
    },
  );
  step();
  return refuseBlank(pdf);
}

/**
 * The PDF renderer: the package's print routes in the gateway's Chromium (cover, each report in
 * its orientation, the contents with the real page numbers), joined into one Letter document with
 * header, footer, 'Page n of m' and bookmarks. When Chromium dies under it, the package is printed
 * once more with a new browser. Failures reach the user as the spec's texts; details are logged.
 */
export function createPdfPackageRenderer(pool: BrowserPool): RenderPdfPackage {
  return async function renderPdfPackage(request, onProgress) {
    const what = `'${request.title}' of client ${request.clientId}, report definition ${request.reportDefinitionId}`;
    const total = pdfPackageSteps(request.entries.length);
    // A second attempt starts over: progress waits until it passes the first one's.
    let shown = 0;
    const attempt = () => {
      let done = 0;
      return renderOnce(pool, request, () => {
        done++;
        if (done > shown) onProgress({ done: (shown = done), total });
      });
    };
    try {
      const pdf = await attempt().catch((error: unknown) => {
        if (!(error instanceof BrowserGoneError) || request.signal?.aborted) throw error;
        log.warn(`PDF package ${what}: ${error.message}. Printing it again with a new browser.`);
        return attempt();
      });
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } catch (error) {
      // Nobody waits for it any more (the gateway is stopping and hands the job back, or its time
      // ran out): what broke as its pages closed is not the package's failure, and an error line
      // on every rolling restart that met a print woke whoever watches the error logs.
      if (request.signal?.aborted) throw error;
      throw userFacingFailure(error, what);
    }
  };
}
