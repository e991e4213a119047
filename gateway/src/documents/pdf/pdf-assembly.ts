import { PDFDocument } from "pdf-lib";
import { addOutline, type Bookmark } from "./pdf-outline.ts";
import { embedStampFont, stampPages, type StampTexts } from "./page-stamps.ts";

/** A printed part of the package: a print of the cover, the contents or a run of reports. */
export interface Part {
  bytes: Uint8Array;
  /** The part already loaded (and changed): used instead of reading `bytes` again. */
  doc?: PDFDocument;
}

/**
 * Pages of a part where they appear in the package: the runs' reports are put back in the
 * package's order, so one part's pages may be spread over several sections.
 */
export interface Section {
  part: Part;
  /** Zero-based pages of the part, in order; every page when unset. */
  pages?: readonly number[];
  /** Its outline entry, opening its first page; none for the cover. */
  bookmark?: string;
}

export interface PackageTexts extends StampTexts {
  /** Document title (metadata). */
  documentTitle: string;
  author: string;
}

export const pageCount = async (bytes: Uint8Array): Promise<number> =>
  (await PDFDocument.load(bytes)).getPageCount();

/**
 * The sections as one document; where each starts (zero-based page index). Each part is copied
 * once, whatever the sections it is spread over: a copy per section would take its fonts again.
 */
export async function mergeSections(
  sections: readonly Section[],
): Promise<{ doc: PDFDocument; starts: number[] }> {
  const doc = await PDFDocument.create();
  const copies = new Map<Part, Awaited<ReturnType<PDFDocument["copyPages"]>>>();
  for (const { part } of sections) {
    if (copies.has(part)) continue;
    const source = part.doc ?? (await PDFDocument.load(part.bytes));
    copies.set(part, await doc.copyPages(source, source.getPageIndices()));
  }
  const starts: number[] = [];
  for (const section of sections) {
    starts.push(doc.getPageCount());
    const pages = copies.get(section.part) ?? [];
    for (const index of section.pages ?? pages.keys()) {
      const page = pages[index];
      if (!page) throw new Error(`A section names page ${index + 1} of a part of ${pages.length} pages.`);
      doc.addPage(page);
    }
  }
  return { doc, starts };
}

/**
 * The package: the sections merged, header and footer stamped on every page after the first,
 * a bookmark per section that has one, title and author set.
 */
export async function assemblePackage(
  sections: readonly Section[],
  texts: PackageTexts,
): Promise<Uint8Array> {
  const { doc, starts } = await mergeSections(sections);
  stampPages(doc, await embedStampFont(doc), texts);
  const bookmarks: Bookmark[] = sections.flatMap((section, i) =>
    section.bookmark ? [{ title: section.bookmark, pageIndex: starts[i] ?? 0 }] : [],
  );
  addOutline(doc, bookmarks);
  doc.setTitle(texts.documentTitle, { showInWindowTitleBar: true });
  doc.setAuthor(texts.author);
  doc.setSubject(`${texts.client}: ${texts.title}`);
  doc.setCreator("ALM analysis platform");
  return doc.save();
}
