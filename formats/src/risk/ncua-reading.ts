import { textChange, textPercent } from "../units.ts";

/** One side of NCUA's NEV Supervisory Test: its two figures and the headings of NCUA's table they fall under. */
export interface NcuaReadingFigures {
  postShockRatio: number | null;
  ratioBand: string;
  sensitivity: number | null;
  declineBand: string;
}

/**
 * The test's figures in a sentence, as the what-if's screen and workbook both say them. They are
 * at NCUA's share prices, as the Executive Summary says: not the firm's model figures beside them.
 */
export function ncuaReadingText(r: NcuaReadingFigures): string {
  const figure = (value: number | null) => (value === null ? "" : `${textPercent(value)} `);
  // The change in words, as the narratives say it ('NEV change -49.57%' stood beside '(49.57%)').
  const change = r.sensitivity === null ? "NEV change" : `NEV ${textChange(r.sensitivity, textPercent)}`;
  return (
    `At NCUA's share prices: post-shock NEV ratio ${figure(r.postShockRatio)}(${r.ratioBand}), ` +
    `${change} (decline ${r.declineBand.toLowerCase()})`
  );
}

/**
 * Under the what-if's comparison, on screen and in its workbook: NCUA's rating and the measures
 * below it value non-maturity shares differently, so two NEV changes at one shock differ.
 */
export const ncuaRatingNote = (shockBp: number): string =>
  `NCUA's rating values non-maturity shares at NCUA's own prices; the measures below it use the credit union's deposit assumptions, so its +${shockBp} bp figures differ from theirs.`;
