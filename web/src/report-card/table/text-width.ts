/** Where no canvas can measure (jsdom): a character of the compact grid's 14 px font, digits and capitals included. */
const CHAR_EM = 8 / 14;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

function canvas(): OffscreenCanvasRenderingContext2D | null {
  if (context === undefined)
    context = typeof OffscreenCanvas === "undefined" ? null : new OffscreenCanvas(1, 1).getContext("2d");
  return context;
}

/** A CSS font the way the grid draws its cells or headers, at the page's current root size. */
export interface MeasureFont {
  family: string;
  weight: number | string;
  sizePx: number;
}

/**
 * The width a text takes in a font, measured the way the browser draws it (fallback fonts
 * included), so that a column is as wide as its longest text and no wider.
 */
export function textWidth(text: string, font: MeasureFont): number {
  const ctx = canvas();
  if (!ctx) return text.length * CHAR_EM * font.sizePx;
  ctx.font = `${font.weight} ${font.sizePx}px ${font.family}`;
  return ctx.measureText(text).width;
}

/** Where a browser may break a header: after a space, or after a hyphen before a letter ('Non-Sensitive', not '0-3'). */
const BREAKS = /(?<= )|(?<=-)(?=\p{L})/gu;

/**
 * The narrowest width that shows a text in at most two lines. Any width from it on breaks it
 * into two lines at most: the browser fills the first line with as many words as fit.
 */
export function twoLineWidth(text: string, font: MeasureFont): number {
  let best = textWidth(text, font);
  for (const m of text.matchAll(BREAKS)) {
    const first = textWidth(text.slice(0, m.index).trimEnd(), font);
    const second = textWidth(text.slice(m.index).trimStart(), font);
    best = Math.min(best, Math.max(first, second));
  }
  return best;
}

/** A text's words as a browser may break it: each with the space or hyphen after it. */
export function breakableWords(text: string): string[] {
  const starts = [0, ...Array.from(text.matchAll(BREAKS), (m) => m.index).filter((at) => at > 0)];
  return starts.map((at, i) => text.slice(at, starts[i + 1]));
}

/** Room for a character's width, kept where a word is broken inside (its pieces do not fill a line). */
const BROKEN_WORD_SLACK_PX = 10;

/**
 * How many lines a text takes at a width, broken as the browser breaks it: whole words on a
 * line while they fit; a word wider than the width is broken anywhere (overflow-wrap: anywhere).
 */
export function wrappedLines(text: string, width: number, font: MeasureFont): number {
  let lines = 0;
  let line = "";
  for (const word of breakableWords(text)) {
    if (line && textWidth((line + word).trimEnd(), font) <= width) {
      line += word;
      continue;
    }
    lines++;
    const wide = textWidth(word.trimEnd(), font);
    if (wide <= width) {
      line = word;
      continue;
    }
    // Broken into pieces; the next word is counted on a line of its own (an upper bound).
    lines += Math.ceil(wide / Math.max(1, width - BROKEN_WORD_SLACK_PX)) - 1;
    line = "";
  }
  return Math.max(1, lines);
}
