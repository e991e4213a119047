import { PDFDocument } from "pdf-lib";
import type { BrowserPool } from "../browser-pool.ts";
import { runOnPages, type AfterAll, type PageTask } from "./page-workers.ts";
import { printReportList, printStandalone, printStandaloneInApp } from "./print-page.ts";
import { printRoutes, reportKeyOf } from "./print-routes.ts";
import type { PdfPackageEntry, PdfPackageRequest } from "./render-package.ts";
import { pagesPerReport, removeReportLinks, reportStarts } from "./report-starts.ts";

/** A printed part: the cover, or a run of the package's reports printed as one document. */
export interface PrintedPart {
  bytes: Uint8Array;
  /** The run's document as read (the links naming its reports taken out); none for the cover. */
  doc?: PDFDocument;
  /** Pages of each report of the run, in order; none for the cover. */
  reportPages: number[];
}

/**
 * The entries in `runs` runs of neighbours, as even in length as can be: one run per pool page,
 * so that the pages print side by side while each run's reports share one print (and one copy
 * of the fonts in the file).
 */
export function splitIntoRuns<T>(entries: readonly T[], runs: number): T[][] {
  const count = Math.max(1, Math.min(runs, entries.length));
  return Array.from({ length: count }, (_, i) =>
    entries.slice(Math.round((i * entries.length) / count), Math.round(((i + 1) * entries.length) / count)),
  ).filter((run) => run.length > 0);
}

/**
 * The cover and every report of the package, printed on the pool's pages side by side: the
 * reports in runs (splitIntoRuns), each run one print of the reports print route, then the cover
 * on a page that runs the app already. `afterAll` gets them all (the runs in order, the cover
 * last) on the last page open.
 */
export async function printReports(
  pool: BrowserPool,
  request: PdfPackageRequest,
  coverUrl: string,
  reportPrinted: () => void,
  afterAll?: AfterAll<PrintedPart>,
): Promise<{ cover: Uint8Array; runs: { entries: PdfPackageEntry[]; printed: PrintedPart }[] }> {
  const routes = printRoutes(request);
  const runs = splitIntoRuns(request.entries, pool.size);
  const tasks: PageTask<PrintedPart>[] = [
    ...runs.map((run): PageTask<PrintedPart> => async (page, appLoaded) => {
      const url = routes.reports(run, request.treeLevels);
      const reports = run.map((e) => ({ key: reportKeyOf(request, e.reportId, e.year), label: e.label }));
      const bytes = await printReportList(page, { url, reports }, !appLoaded);
      const doc = await PDFDocument.load(bytes);
      const reportPages = pagesPerReport(reportStarts(doc, run.length), doc.getPageCount());
      removeReportLinks(doc);
      for (const _ of run) reportPrinted();
      return { bytes, doc, reportPages };
    }),
    // Last, on the first page free: the app is loaded there by then, and the reports are not held up.
    async (page, appLoaded) => ({
      bytes: appLoaded
        ? await printStandaloneInApp(page, coverUrl, "Cover")
        : await printStandalone(page, coverUrl, "Cover"),
      reportPages: [],
    }),
  ];
  const printed = await runOnPages(pool, tasks, {
    signal: request.signal,
    ...(afterAll && { afterAll }),
  });
  const cover = printed.pop();
  return {
    cover: cover?.bytes ?? new Uint8Array(),
    runs: runs.map((entries, i) => ({ entries, printed: printed[i] as PrintedPart })),
  };
}
