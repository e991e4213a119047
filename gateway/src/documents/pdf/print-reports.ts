import type { BrowserPool } from "../browser-pool.ts";
import { runOnPages, type AfterAll, type PageTask } from "./page-workers.ts";
import { printReport, printStandalone } from "./print-page.ts";
import { printRoutes, reportKeyOf } from "./print-routes.ts";
import type { PdfPackageRequest } from "./render-package.ts";

/**
 * The cover and every report of the package, printed on the pool's pages side by side.
 * Answers in order: the cover, then the reports. `afterAll` gets them all on the last page open.
 */
export function printReports(
  pool: BrowserPool,
  request: PdfPackageRequest,
  coverUrl: string,
  reportPrinted: () => void,
  afterAll?: AfterAll<Uint8Array>,
): Promise<Uint8Array[]> {
  const routes = printRoutes(request);
  const tasks: PageTask<Uint8Array>[] = [
    (page) => printStandalone(page, coverUrl, "Cover"),
    ...request.entries.map((entry): PageTask<Uint8Array> => async (page, appLoaded) => {
      const { reportId, year, label, orientation } = entry;
      const url = routes.report(reportId, { year, orientation, treeLevels: request.treeLevels });
      const key = reportKeyOf(request, reportId, year);
      const pdf = await printReport(page, { url, key, label, orientation }, !appLoaded);
      reportPrinted();
      return pdf;
    }),
  ];
  return runOnPages(pool, tasks, { signal: request.signal, ...(afterAll && { afterAll }) });
}
