import { reportListAnchor } from "@alm/formats";
import { PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pagesPerReport, removeReportLinks, reportStarts } from "./report-starts.ts";

/**
 * A document as Chromium prints the reports print route: each report's link to itself is a link
 * annotation on its first page, its target a named destination (catalog /Dests) of that page.
 */
async function printedList(firstPages: readonly number[], pages: number): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]);
  const dests = doc.context.obj({});
  firstPages.forEach((pageIndex, i) => {
    const page = doc.getPage(pageIndex);
    const name = reportListAnchor(i);
    dests.set(PDFName.of(name), doc.context.obj([page.ref, "XYZ", 33, 759, 0]));
    const link = doc.context.register(
      doc.context.obj({ Type: "Annot", Subtype: "Link", Rect: [33, 758, 34, 759], Dest: PDFName.of(name) }),
    );
    page.node.addAnnot(link);
  });
  doc.catalog.set(PDFName.of("Dests"), dests);
  return PDFDocument.load(await doc.save());
}

describe("where each report of a list printed as one document starts", () => {
  it("reads each report's first page from the destinations its links name", async () => {
    const doc = await printedList([0, 1, 5], 7);
    const starts = reportStarts(doc, 3);
    expect(starts).toEqual([0, 1, 5]);
    expect(pagesPerReport(starts, doc.getPageCount())).toEqual([1, 4, 2]);
  });

  it("refuses a list whose reports it cannot all find", async () => {
    const doc = await printedList([0, 1], 2);
    expect(() => reportStarts(doc, 3)).toThrow("Report 3 of the printed list names no page.");
  });

  it("takes the links that named the reports out of the document, keeping its other links", async () => {
    const doc = await printedList([0, 2], 3);
    const other = doc.context.register(
      doc.context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 0, 9, 9], URI: "https://example.com" }),
    );
    doc.getPage(2).node.addAnnot(other);
    removeReportLinks(doc);
    expect(doc.catalog.get(PDFName.of("Dests"))).toBeUndefined();
    expect(doc.getPage(0).node.Annots()).toBeUndefined();
    expect(doc.getPage(2).node.Annots()?.asArray()).toEqual([other]);
  });
});
