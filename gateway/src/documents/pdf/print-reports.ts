import { PDFDocument } from "pdf-lib";
import type { BrowserPool } from "../browser-pool.ts";
import { runOnPages, type PageTask } from "./page-workers.ts";
import type { Page } from "playwright-core";
import { printReportList, printStandalone, printStandaloneInApp } from "./print-page.ts";
import { printRoutes, reportKeyOf } from "./print-routes.ts";
import type { PdfPackageRequest } from "./render-package.ts";
import { pagesPerReport, removeReportLinks, reportStarts } from "./report-starts.ts";

/** A printed part: the cover, or a run of the package's reports printed as one document. */
export interface PrintedPart {
  bytes: Uint8Array;
  /** The run's document as read (the links naming its reports taken out); none for the cover. */
  doc?: PDFDocument;
  /** Pages of each report of the run, in order; none for the cover. */
  reportPages: number[];
}

/** Where a report of the package was printed: its run, and its pages there (zero-based). */
export interface PrintedReport {
  run: number;
  pages: number[];
}

/**
 * The entries dealt into `runs` runs like cards (entry i to run i mod the runs' count), each in
 * print order: one run per pool page, so that the pages print side by side while each run's
 * reports share one print (and one copy of the fonts in the file). Neighbours in the catalogue
 * cost alike (an NII page's years are the same work; the detail tables come together), so dealt,
 * the runs take about as long whatever the categories' order; reportsInOrder puts them back.
 */
export function dealIntoRuns<T>(entries: readonly T[], runs: number): T[][] {
  const count = Math.max(1, Math.min(runs, entries.length));
  return Array.from({ length: count }, (_, run) => entries.filter((_, i) => i % count === run)).filter(
    (run) => run.length > 0,
  );
}

/** The package's reports in its order, from each run's page counts (the runs dealt by dealIntoRuns). */
export function reportsInOrder(runs: readonly (readonly number[])[]): PrintedReport[] {
  const total = runs.reduce((sum, pages) => sum + pages.length, 0);
  const next = runs.map(() => ({ report: 0, page: 0 }));
  return Array.from({ length: total }, (_, i) => {
    const run = i % runs.length;
    const at = next[run] as { report: number; page: number };
    const length = runs[run]?.[at.report] ?? 0;
    const pages = Array.from({ length }, (_, p) => at.page + p);
    at.report++;
    at.page += length;
    return { run, pages };
  });
}

/** Work once every report is printed, on the last page open: the reports in the package's order. */
export type AfterReports = (page: Page, appLoaded: boolean, reports: PrintedReport[]) => Promise<void>;

/**
 * The cover and every report of the package, printed on the pool's pages side by side: the
 * reports in runs (dealIntoRuns), each run one print of the reports print route, then the cover
 * on a page that runs the app already. `afterAll` gets where each report was printed, on the
 * last page open.
 */
export async function printReports(
  pool: BrowserPool,
  request: PdfPackageRequest,
  coverUrl: string,
  reportPrinted: () => void,
  afterAll?: AfterReports,
): Promise<{ cover: Uint8Array; runs: PrintedPart[]; reports: PrintedReport[] }> {
  const routes = printRoutes(request);
  const runs = dealIntoRuns(request.entries, pool.size);
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
  const inOrder = (printed: readonly PrintedPart[]) =>
    reportsInOrder(printed.slice(0, runs.length).map((part) => part.reportPages));
  const printed = await runOnPages(pool, tasks, {
    signal: request.signal,
    ...(afterAll && {
      afterAll: (page: Page, appLoaded: boolean, parts: readonly PrintedPart[]) =>
        afterAll(page, appLoaded, inOrder(parts)),
    }),
  });
  const cover = printed.pop();
  return { cover: cover?.bytes ?? new Uint8Array(), runs: printed, reports: inOrder(printed) };
}
