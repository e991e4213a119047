import { PDFArray, PDFDict, PDFName, PDFRef, type PDFDocument } from "pdf-lib";

/**
 * Where each report of a list printed as one document starts (zero-based page index), read from
 * the outline Chromium writes from the document's headings (page.pdf with `outline`): every
 * report opens with its title, the one second-level heading of a report, and nothing above it
 * is printed, so the outline's top-level items are the reports in print order.
 */
export function reportStarts(doc: PDFDocument, reports: number): number[] {
  const pageIndex = new Map(doc.getPages().map((page, i) => [page.ref.toString(), i]));
  const starts: number[] = [];
  const outlines = doc.catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  let item = outlines?.lookupMaybe(PDFName.of("First"), PDFDict);
  while (item) {
    const target = item.lookupMaybe(PDFName.of("Dest"), PDFArray)?.get(0);
    const index = target instanceof PDFRef ? pageIndex.get(target.toString()) : undefined;
    if (index === undefined) throw new Error("A heading of the printed reports points at no page.");
    starts.push(index);
    item = item.lookupMaybe(PDFName.of("Next"), PDFDict);
  }
  if (starts.length !== reports) {
    throw new Error(`The printed reports have ${starts.length} titles in their outline, not ${reports}.`);
  }
  return starts;
}

/** Pages per report from where each starts, the last one running to the document's end. */
export const pagesPerReport = (starts: readonly number[], pageCount: number): number[] =>
  starts.map((start, i) => (starts[i + 1] ?? pageCount) - start);
