import { expect } from "vitest";
import { pdfInfo, pdfOutline, pdfPageTexts } from "./poppler.ts";
import type { PdfPackageRequest } from "../documents/pdf/render-package.ts";

const PORTRAIT = [612, 792];
const LANDSCAPE = [792, 612];

/** 'Executive Summary — Balance Sheet Assessment ….. 4' as pdftotext lays a contents line out. */
const CONTENTS_LINE = /^\s*(.+?) — (.+?)\s{2,}(\d+)\s*$/;

function contentsOf(pages: readonly string[], firstReportPage: number) {
  return pages
    .slice(1, firstReportPage - 1)
    .flatMap((text) => text.split("\n"))
    .flatMap((line) => {
      const m = CONTENTS_LINE.exec(line);
      return m ? [{ label: m[1], sublabel: m[2], pageNumber: Number(m[3]) }] : [];
    });
}

/** The report's heading line: its title, right above '{client} · As of …'. */
function headingOf(text: string, clientName: string): string | undefined {
  const lines = text.split("\n").map((l) => l.trim());
  const subtitle = lines.findIndex((l) => l.startsWith(`${clientName} · As of`));
  return subtitle > 0 ? lines.slice(0, subtitle).findLast((l) => l !== "") : undefined;
}

/**
 * What a reader of the package must find, read by poppler: Letter pages in each report's
 * orientation, the contents naming the page each report's heading is on, header and footer with
 * 'Page n of m' on every page after the cover, one bookmark per report.
 */
export function expectPackage(bytes: Uint8Array, request: PdfPackageRequest): void {
  const info = pdfInfo(bytes);
  const pages = pdfPageTexts(bytes);
  const m = info.pages;
  expect(pages).toHaveLength(m);
  expect(info.title).toContain(request.title);

  expect(pages[0]).toContain(request.title);
  expect(pages[0]).toContain(request.clientName);
  expect(pages[0]).not.toMatch(/Page \d+ of \d+/);
  pages.slice(1).forEach((text, i) => {
    const where = `page ${i + 2}`;
    expect(text, where).toContain(`Page ${i + 2} of ${m}`);
    expect(text, where).toContain(request.clientName);
    expect(text, where).toContain(request.title);
    expect(text, where).toContain(request.date);
  });

  // Where reports really start: the pages with a report heading.
  const starts = pages.flatMap((text, i) => (headingOf(text, request.clientName) ? [i + 1] : []));
  expect(starts).toHaveLength(request.entries.length);
  const contents = contentsOf(pages, starts[0] ?? 0);
  expect(contents).toEqual(
    request.entries.map((e, i) => ({ label: e.label, sublabel: e.sublabel, pageNumber: starts[i] })),
  );
  request.entries.forEach((entry, i) => {
    const start = starts[i] as number;
    // An NII page's heading names its year as the contents do ("…: Year 2").
    expect(headingOf(pages[start - 1] ?? "", request.clientName), entry.label).toBe(entry.label);
    const end = (starts[i + 1] ?? m + 1) - 1;
    const size = entry.orientation === "landscape" ? LANDSCAPE : PORTRAIT;
    expect(info.sizes.slice(start - 1, end), entry.label).toEqual(Array(end - start + 1).fill(size));
  });
  expect(info.sizes.slice(0, (starts[0] ?? 1) - 1).every((s) => s.join() === PORTRAIT.join())).toBe(true);

  expect(pdfOutline(bytes)).toEqual([
    { title: "Contents", page: 2 },
    ...request.entries.map((e, i) => ({ title: e.label, page: starts[i] })),
  ]);
}

/** What a page's text is when pdftotext has laid it out: its lines, trimmed, blank ones left out. */
const linesOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");

/**
 * No page of the reports ends with a heading (a report's title or its client and as-of line, a
 * block's title or its data sets line): what a heading names must start on the same page. The
 * stamped header (first line) and footer (last line) are not the page's own text.
 */
export function expectTitlesKeptWithContent(
  bytes: Uint8Array,
  request: PdfPackageRequest,
  headings: ReadonlySet<string>,
): void {
  const pages = pdfPageTexts(bytes);
  const isHeading = (line: string) => headings.has(line) || line.startsWith(`${request.clientName} · As of`);
  const firstReport = pages.findIndex((text) => headingOf(text, request.clientName));
  const orphaned = pages.flatMap((text, i) => {
    const body = linesOf(text).slice(1, -1);
    const last = body.at(-1);
    return i >= firstReport && last !== undefined && isHeading(last) ? [`page ${i + 1}: ${last}`] : [];
  });
  expect(orphaned).toEqual([]);
}
