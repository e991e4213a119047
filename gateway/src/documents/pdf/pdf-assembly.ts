import { readFileSync, existsSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import {
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFRef,
} from "pdf-lib";

/** Embedded so that the header and footer stay searchable and look the same everywhere. */
const FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf";

export interface Part {
  bytes: Uint8Array;
  /** Bookmark title of the part's first page; none for the cover and the contents. */
  bookmark?: string;
}

export const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

async function embedFont(doc: PDFDocument): Promise<PDFFont> {
  if (!existsSync(FONT)) return doc.embedFont(StandardFonts.Helvetica);
  doc.registerFontkit(fontkit);
  return doc.embedFont(readFileSync(FONT), { subset: true });
}

/**
 * One document from the parts, in order: every page after the cover gets the header (client and
 * package) and the footer (date and 'Page n of m'); each report gets an outline entry.
 */
export async function assemble(
  parts: readonly Part[],
  texts: { title: string; header: string; date: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(texts.title);
  doc.setAuthor("ALM Advisory");
  doc.setSubject(texts.header);
  const marks: { title: string; page: PDFRef }[] = [];
  for (const part of parts) {
    const source = await PDFDocument.load(part.bytes);
    const pages = await doc.copyPages(source, source.getPageIndices());
    pages.forEach((page, i) => {
      doc.addPage(page);
      if (i === 0 && part.bookmark) marks.push({ title: part.bookmark, page: page.ref });
    });
  }
  const font = await embedFont(doc);
  const total = doc.getPageCount();
  doc.getPages().forEach((page, i) => {
    if (i === 0) return;
    const { width, height } = page.getSize();
    const size = 8;
    const grey = rgb(0.35, 0.35, 0.35);
    const number = `Page ${i + 1} of ${total}`;
    page.drawText(texts.header, { x: 27, y: height - 18, size, font, color: grey });
    page.drawText(texts.date, { x: 27, y: 12, size, font, color: grey });
    page.drawText(number, {
      x: width - 27 - font.widthOfTextAtSize(number, size),
      y: 12,
      size,
      font,
      color: grey,
    });
  });
  addOutline(doc, marks);
  return doc.save();
}

/** Bookmarks: a flat outline, one entry per report, pointing at its first page. */
function addOutline(doc: PDFDocument, marks: readonly { title: string; page: PDFRef }[]) {
  if (!marks.length) return;
  const context = doc.context;
  const outlinesRef = context.nextRef();
  const refs = marks.map(() => context.nextRef());
  marks.forEach((mark, i) => {
    const item = context.obj({
      Title: PDFString.of(mark.title),
      Parent: outlinesRef,
      Dest: [mark.page, "XYZ", null, null, null],
    });
    if (i > 0) item.set(PDFName.of("Prev"), refs[i - 1] as PDFRef);
    if (i < refs.length - 1) item.set(PDFName.of("Next"), refs[i + 1] as PDFRef);
    context.assign(refs[i] as PDFRef, item);
  });
  const outlines = context.obj({
    Type: "Outlines",
    First: refs[0],
    Last: refs.at(-1),
    Count: PDFNumber.of(refs.length),
  });
  context.assign(outlinesRef, outlines);
  doc.catalog.set(PDFName.of("Outlines"), outlinesRef);
  doc.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}
