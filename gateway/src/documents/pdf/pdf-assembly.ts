import { PDFDocument } from "pdf-lib";
import { addOutline, type Bookmark } from "./pdf-outline.ts";
import { embedStampFont, stampPages, type StampTexts } from "./page-stamps.ts";

/** A printed part of the package, in the order it appears. */
export interface Part {
  bytes: Uint8Array;
  /** The part already loaded (and changed): used instead of reading `bytes` again. */
  doc?: PDFDocument;
  /** Its outline entry, opening its first page; none for the cover. */
  bookmark?: string;
  /** Outline entries opening pages within it (zero-based page of the part): reports printed as one part. */
  bookmarks?: readonly Bookmark[];
}

export interface PackageTexts extends StampTexts {
  /** Document title (metadata). */
  documentTitle: string;
  author: string;
}

export const pageCount = async (bytes: Uint8Array): Promise<number> =>
  (await PDFDocument.load(bytes)).getPageCount();

/** The parts as one document; where each part starts (zero-based page index). */
export async function mergeParts(parts: readonly Part[]): Promise<{ doc: PDFDocument; starts: number[] }> {
  const doc = await PDFDocument.create();
  const starts: number[] = [];
  for (const part of parts) {
    starts.push(doc.getPageCount());
    const source = part.doc ?? (await PDFDocument.load(part.bytes));
    for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
  }
  return { doc, starts };
}

/**
 * The package: the parts merged, header and footer stamped on every page after the first,
 * a bookmark per part that has one, title and author set.
 */
export async function assemblePackage(parts: readonly Part[], texts: PackageTexts): Promise<Uint8Array> {
  const { doc, starts } = await mergeParts(parts);
  stampPages(doc, await embedStampFont(doc), texts);
  const bookmarks: Bookmark[] = parts.flatMap((part, i) => [
    ...(part.bookmark ? [{ title: part.bookmark, pageIndex: starts[i] ?? 0 }] : []),
    ...(part.bookmarks ?? []).map((b) => ({ title: b.title, pageIndex: (starts[i] ?? 0) + b.pageIndex })),
  ]);
  addOutline(doc, bookmarks);
  doc.setTitle(texts.documentTitle, { showInWindowTitleBar: true });
  doc.setAuthor(texts.author);
  doc.setSubject(`${texts.client}: ${texts.title}`);
  doc.setCreator("ALM analysis platform");
  return doc.save();
}
