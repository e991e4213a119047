import { existsSync, readFileSync } from "node:fs";
import { rgb, type PDFDocument, type PDFFont } from "pdf-lib";

/**
 * Embedded (not one of the 14 standard fonts) so that the header and footer are real, searchable
 * text that looks the same in every viewer. Debian's fonts-liberation ships it.
 */
export const STAMP_FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf";

const SIZE = 8;
const GREY = rgb(0.35, 0.35, 0.35);
/** The print margin (36 px) is 27 pt: text sits inside it, clear of the page content. */
const SIDE = 27;
const HEADER_FROM_TOP = 18;
const FOOTER_FROM_BOTTOM = 12;
const GAP = 12;

let fontBytes: Uint8Array | undefined;

function readStampFont(): Uint8Array {
  if (!fontBytes) {
    if (!existsSync(STAMP_FONT)) {
      throw new Error(
        `The PDF header and footer font is missing: ${STAMP_FONT} (install Debian's fonts-liberation).`,
      );
    }
    fontBytes = readFileSync(STAMP_FONT);
  }
  return fontBytes;
}

export async function embedStampFont(doc: PDFDocument): Promise<PDFFont> {
  // Loaded with the first stamped PDF, not with every gateway start.
  const { default: fontkit } = await import("@pdf-lib/fontkit");
  doc.registerFontkit(fontkit);
  return doc.embedFont(readStampFont(), { subset: true });
}

/** The text, shortened with an ellipsis until it fits the width. */
export function fitText(font: PDFFont, text: string, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, SIZE) <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, SIZE) > maxWidth) end--;
  return end > 0 ? `${text.slice(0, end)}…` : "";
}

export interface StampTexts {
  /** Header, left: the client. */
  client: string;
  /** Header, right: the package title. */
  title: string;
  /** Footer, left. */
  date: string;
}

/**
 * Header (client, package title) and footer (date, 'Page n of m') on every page but the cover;
 * n and m count the cover, so they match the numbers of the table of contents. A document
 * without a cover (`cover: false`, the what-if PDF) is stamped from its first page.
 */
export function stampPages(
  doc: PDFDocument,
  font: PDFFont,
  texts: StampTexts,
  { cover = true }: { cover?: boolean } = {},
): void {
  const pages = doc.getPages();
  const total = pages.length;
  pages.forEach((page, i) => {
    if (i === 0 && cover) return;
    const { width, height } = page.getSize();
    const draw = (text: string, x: number, y: number) =>
      page.drawText(text, { x, y, size: SIZE, font, color: GREY });
    const right = (text: string, y: number) =>
      draw(text, width - SIDE - font.widthOfTextAtSize(text, SIZE), y);
    const usable = width - 2 * SIDE;

    const title = fitText(font, texts.title, usable / 2);
    right(title, height - HEADER_FROM_TOP);
    const clientRoom = usable - font.widthOfTextAtSize(title, SIZE) - GAP;
    draw(fitText(font, texts.client, clientRoom), SIDE, height - HEADER_FROM_TOP);

    const number = `Page ${i + 1} of ${total}`;
    right(number, FOOTER_FROM_BOTTOM);
    const dateRoom = usable - font.widthOfTextAtSize(number, SIZE) - GAP;
    draw(fitText(font, texts.date, dateRoom), SIDE, FOOTER_FROM_BOTTOM);
  });
}
