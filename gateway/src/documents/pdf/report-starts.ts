import { reportListAnchor } from "@alm/formats";
import { PDFArray, PDFDict, PDFName, PDFRef, type PDFDocument } from "pdf-lib";

/**
 * Where each report of a list printed as one document starts (zero-based page index). The
 * reports print route names each report and links to it (reportListAnchor), and Chromium's PDF
 * keeps such a link's target as a named destination on the page where it is.
 */
export function reportStarts(doc: PDFDocument, reports: number): number[] {
  const pageIndex = new Map(doc.getPages().map((page, i) => [page.ref.toString(), i]));
  const dests = doc.catalog.lookupMaybe(PDFName.of("Dests"), PDFDict);
  return Array.from({ length: reports }, (_, i) => {
    const target = dests?.lookupMaybe(PDFName.of(reportListAnchor(i)), PDFArray)?.get(0);
    const index = target instanceof PDFRef ? pageIndex.get(target.toString()) : undefined;
    if (index === undefined) throw new Error(`Report ${i + 1} of the printed list names no page.`);
    return index;
  });
}

/** The links that named the reports go: they served the renderer, not the reader. */
export function removeReportLinks(doc: PDFDocument): void {
  const anchors = new Set(
    [...(doc.catalog.lookupMaybe(PDFName.of("Dests"), PDFDict)?.keys() ?? [])].map((k) => k.toString()),
  );
  doc.catalog.delete(PDFName.of("Dests"));
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    const kept = annots.asArray().filter((ref) => {
      const dest = doc.context.lookupMaybe(ref, PDFDict)?.get(PDFName.of("Dest"));
      return !(dest instanceof PDFName && anchors.has(dest.toString()));
    });
    if (kept.length === annots.size()) continue;
    if (kept.length) page.node.set(PDFName.of("Annots"), doc.context.obj(kept));
    else page.node.delete(PDFName.of("Annots"));
  }
}

/** Pages per report from where each starts, the last one running to the document's end. */
export const pagesPerReport = (starts: readonly number[], pageCount: number): number[] =>
  starts.map((start, i) => (starts[i + 1] ?? pageCount) - start);
