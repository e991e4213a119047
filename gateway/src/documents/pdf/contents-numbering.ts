import type { TocEntry } from "@alm/formats";

/** A report as the table of contents lists it. */
export interface ContentsItem {
  label: string;
  sublabel?: string;
}

/** The contents printed, and how many pages that took. */
export interface RenderedContents {
  bytes: Uint8Array;
  pages: number;
}

/**
 * About how many lines a contents page holds (one line a report; the heading takes room on the
 * first page), as the contents print route lays them out: the first guess of its length. A wrong
 * guess costs one more print (a third of a second), never a wrong number.
 */
const CONTENTS_LINES = { firstPage: 30, nextPages: 32 };

/** The pages the contents of `reports` reports are guessed to take. */
export const guessContentsPages = (reports: number): number =>
  1 + Math.ceil(Math.max(0, reports - CONTENTS_LINES.firstPage) / CONTENTS_LINES.nextPages);

/** Lengths that change the numbers, which change the length…: give up after this many tries. */
const MAX_CONTENTS_ATTEMPTS = 4;

/**
 * The page each report starts on in the final document: the cover is page 1, the contents
 * take the next `contentsPages`, then the reports follow in order.
 */
export function numberContents(
  items: readonly ContentsItem[],
  reportPages: readonly number[],
  contentsPages: number,
): TocEntry[] {
  if (items.length !== reportPages.length) throw new Error("Every report needs its page count.");
  let next = 1 + contentsPages + 1;
  return items.map((item, i) => {
    const pageNumber = next;
    next += reportPages[i] ?? 0;
    return { label: item.label, pageNumber, ...(item.sublabel ? { sublabel: item.sublabel } : {}) };
  });
}

/**
 * The contents with real page numbers. Its own length moves every report, so it is printed
 * with a guess of its length and printed again until the guess holds.
 */
export async function settleContents(
  items: readonly ContentsItem[],
  reportPages: readonly number[],
  render: (entries: TocEntry[]) => Promise<RenderedContents>,
): Promise<RenderedContents & { entries: TocEntry[] }> {
  let guess = guessContentsPages(items.length);
  for (let attempt = 0; attempt < MAX_CONTENTS_ATTEMPTS; attempt++) {
    const entries = numberContents(items, reportPages, guess);
    const rendered = await render(entries);
    if (rendered.pages === guess) return { ...rendered, entries };
    guess = rendered.pages;
  }
  throw new Error(`The contents did not settle on a length after ${MAX_CONTENTS_ATTEMPTS} attempts.`);
}
