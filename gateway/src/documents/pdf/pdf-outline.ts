import { PDFName, PDFNumber, PDFString, type PDFDocument, type PDFRef } from "pdf-lib";

export interface Bookmark {
  title: string;
  /** Zero-based index of the page the bookmark opens. */
  pageIndex: number;
}

/**
 * A flat document outline (PDF 1.7 section 12.3.3): the Outlines dictionary points at its first
 * and last item, items are chained by Next/Prev and open their page at its top. pdf-lib has no
 * API for it, so the dictionaries are written directly.
 */
export function addOutline(doc: PDFDocument, bookmarks: readonly Bookmark[]): void {
  if (!bookmarks.length) return;
  const { context } = doc;
  const pages = doc.getPages();
  const outlinesRef = context.nextRef();
  const refs: PDFRef[] = bookmarks.map(() => context.nextRef());
  bookmarks.forEach((bookmark, i) => {
    const page = pages[bookmark.pageIndex];
    if (!page) throw new Error(`Bookmark '${bookmark.title}' points past the last page.`);
    const item = context.obj({
      Title: PDFString.of(bookmark.title),
      Parent: outlinesRef,
      Dest: [page.ref, "XYZ", null, page.getHeight(), null],
    });
    const prev = refs[i - 1];
    const next = refs[i + 1];
    if (prev) item.set(PDFName.of("Prev"), prev);
    if (next) item.set(PDFName.of("Next"), next);
    context.assign(refs[i] as PDFRef, item);
  });
  context.assign(
    outlinesRef,
    context.obj({ Type: "Outlines", First: refs[0], Last: refs.at(-1), Count: PDFNumber.of(refs.length) }),
  );
  doc.catalog.set(PDFName.of("Outlines"), outlinesRef);
  // Viewers open with the bookmarks panel showing.
  doc.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}
