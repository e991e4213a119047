/**
 * The original product's PDF, emulated for the bench: every print page rasterized as html2canvas
 * did (scale 2), cut into Letter-page slices, each slice a JPEG at quality 0.9 placed on its own
 * Letter page (spec shell-and-reports section 9). Same pool, same routes and same render-complete
 * waits as the renderer, so the difference measured is vector printing versus pictures of pages.
 */
import type { Page } from "playwright-core";
import { PDFDocument } from "pdf-lib";
import { LETTER_PX, PAGE_MARGIN_PX, type Orientation } from "@alm/formats";
import type { BrowserPool } from "../src/documents/browser-pool.ts";
import { settleContents } from "../src/documents/pdf/contents-numbering.ts";
import { runOnPages, type PageTask } from "../src/documents/pdf/page-workers.ts";
import { openReport, openStandalone } from "../src/documents/pdf/print-page.ts";
import { printRoutes, reportKeyOf } from "../src/documents/pdf/print-routes.ts";
import type { PdfPackageRequest } from "../src/documents/pdf/render-package.ts";

const SCALE = 2;
const QUALITY = 90;
const PX_TO_PT = 72 / 96;

/** The page's content (its main element) as JPEG slices one printable page tall. */
async function rasterize(page: Page, orientation: Orientation): Promise<Uint8Array[]> {
  const box = (await page.evaluate(`(() => {
    const r = document.querySelector("main").getBoundingClientRect();
    return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
  })()`)) as { x: number; y: number; width: number; height: number };
  const sliceHeight = LETTER_PX[orientation].height - 2 * PAGE_MARGIN_PX;
  const slices: Uint8Array[] = [];
  for (let top = 0; top < Math.max(box.height, 1); top += sliceHeight) {
    const height = Math.min(sliceHeight, Math.max(box.height - top, 1));
    const clip = { x: box.x, y: box.y + top, width: box.width, height };
    const jpeg = await page.screenshot({ type: "jpeg", quality: QUALITY, clip, fullPage: true });
    // A copy of its own: pdf-lib reads a JPEG from offset 0 of the buffer, and small Node
    // buffers are slices of a shared one.
    slices.push(new Uint8Array(jpeg));
  }
  return slices;
}

async function imagePdf(parts: readonly { slices: Uint8Array[]; orientation: Orientation }[]) {
  const doc = await PDFDocument.create();
  for (const part of parts) {
    const size = LETTER_PX[part.orientation];
    const [width, height] = [size.width * PX_TO_PT, size.height * PX_TO_PT];
    const margin = PAGE_MARGIN_PX * PX_TO_PT;
    for (const slice of part.slices) {
      const image = await doc.embedJpg(slice);
      const drawn = image.scale((width - 2 * margin) / image.width);
      doc.addPage([width, height]).drawImage(image, {
        x: margin,
        y: height - margin - drawn.height,
        width: drawn.width,
        height: drawn.height,
      });
    }
  }
  return doc.save();
}

/** The package as pictures: cover, contents (numbered by slices), every report. */
export async function renderRasterPackage(pool: BrowserPool, request: PdfPackageRequest) {
  const routes = printRoutes(request);
  const context = { deviceScaleFactor: SCALE };
  const tasks: PageTask<Uint8Array[]>[] = [
    async (page) => {
      await openStandalone(page, routes.cover(request.title, request.subtitle), "Cover");
      return rasterize(page, "portrait");
    },
    ...request.entries.map((entry): PageTask<Uint8Array[]> => async (page, appLoaded) => {
      const { reportId, year, label, orientation } = entry;
      const url = routes.report(reportId, { year, orientation });
      const key = reportKeyOf(request, reportId, year);
      await openReport(page, { url, key, label, orientation }, !appLoaded);
      return rasterize(page, orientation);
    }),
  ];
  const [cover = [], ...reports] = await runOnPages(pool, tasks, { context });
  // The last contents rasterized is the one whose numbers held.
  let contentsSlices: Uint8Array[] = [];
  await pool.withPage(
    (page) =>
      settleContents(
        request.entries,
        reports.map((r) => r.length),
        async (entries) => {
          await openStandalone(page, routes.contents(entries), "Contents");
          contentsSlices = await rasterize(page, "portrait");
          return { bytes: new Uint8Array(), pages: contentsSlices.length };
        },
      ),
    context,
  );
  return imagePdf([
    { slices: cover, orientation: "portrait" },
    { slices: contentsSlices, orientation: "portrait" },
    ...reports.map((slices, i) => ({ slices, orientation: request.entries[i]?.orientation ?? "portrait" })),
  ]);
}
