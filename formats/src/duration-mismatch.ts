import { formatNumber } from "./numbers.ts";

/**
 * How the effective duration mismatch is computed, in the words of every place that shows it: the
 * reports' narrative and tables, the dashboard's tile and the what-if's comparison. It is the
 * difference of the unrounded durations, so assets of 3.02 years and liabilities of 1.50 print a
 * mismatch of 1.51; a CFO subtracting the printed durations got 1.52 and found nothing on the page
 * saying why.
 */
export const DURATION_MISMATCH_BASIS = "the difference of the durations before rounding";

/** Said under or beside a mismatch that is read with durations printed elsewhere. */
export const DURATION_MISMATCH_NOTE = `The duration mismatch is ${DURATION_MISMATCH_BASIS}, so it may differ in its last digit from the difference of the rounded durations.`;

/** What the durations beside a mismatch are called: years at base, as the mismatch is. */
export const DURATIONS_LABEL = "Effective durations (years)";

/** Binds a label to its figure: a line never breaks inside "Assets 3.02". */
const NO_BREAK = "\u00a0";

/**
 * The durations a mismatch is the difference of, as the reports print them: 'Assets 3.02 ·
 * Liabilities 1.50'. Shown beside the mismatch wherever its note is, so that the note speaks of
 * figures in view (a tile said "the difference of the durations" and showed none). A narrow
 * column breaks it only after the separator: on a phone it broke inside a part, leaving a figure
 * without its label (a CFO's review).
 */
export function durationsText(assets: number | null, liabilities: number | null): string {
  const years = (v: number | null) => formatNumber(v, { precision: 2 });
  return `Assets${NO_BREAK}${years(assets)}${NO_BREAK}· Liabilities${NO_BREAK}${years(liabilities)}`;
}
