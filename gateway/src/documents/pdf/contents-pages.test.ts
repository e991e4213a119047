import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TocEntry } from "@alm/formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../browser-pool.ts";
import { startDocumentStack, type DocumentStack } from "../../testing/document-test-stack.ts";
import { demoAllReports } from "../../testing/demo-package.ts";
import { pdfPageTexts } from "../../testing/poppler.ts";
import { guessContentsPages } from "./contents-numbering.ts";
import { printStandalone } from "./print-page.ts";
import { printRoutes } from "./print-routes.ts";
import type { PdfPackageRequest } from "./render-package.ts";

/** 'Report 12 — Net Economic Value ….. 14': a line of the printed contents, as pdftotext lays it out. */
const CONTENTS_LINE = /^\s*Report \d+ — .+?\s{2,}\d+\s*$/;

describe("the printed table of contents", () => {
  let stack: DocumentStack;
  let request: PdfPackageRequest;
  const pool = new BrowserPool(undefined, 1);

  beforeAll(async () => {
    const index = join(import.meta.dirname, "../../../../web/dist/index.html");
    if (!existsSync(index)) throw new Error("The web app is not built: run `npm run build -w web` first.");
    stack = await startDocumentStack({ apiPort: 4256, gatewayPort: 4257 });
    request = await demoAllReports(stack);
  }, 90_000);
  afterAll(async () => {
    await pool.close();
    await stack?.close();
  });

  /** The contents lines on each printed page of contents of `count` reports. */
  const linesPerPage = (count: number) =>
    pool.withPage(async (page) => {
      const entries: TocEntry[] = Array.from({ length: count }, (_, i) => ({
        label: `Report ${i + 1}`,
        sublabel: "Net Economic Value",
        pageNumber: i + 3,
      }));
      const bytes = await printStandalone(page, printRoutes(request).contents(entries), "Contents");
      return pdfPageTexts(bytes).map((text) => text.split("\n").filter((l) => CONTENTS_LINE.test(l)).length);
    });

  it("never leaves its last line alone on a page", async () => {
    // 30 lines fill the first page: 31 printed the 31st alone on the second.
    for (const count of [30, 31, 32]) {
      const pages = await linesPerPage(count);
      expect(
        pages.reduce((a, b) => a + b, 0),
        `${count} reports`,
      ).toBe(count);
      expect(pages.at(-1), `${count} reports: the last page of the contents`).not.toBe(1);
    }
  }, 120_000);

  it("takes the pages the renderer guesses for it, so that it is printed once", async () => {
    for (const count of [30, 31, 64]) {
      expect((await linesPerPage(count)).length, `${count} reports`).toBe(guessContentsPages(count));
    }
  }, 120_000);
});
