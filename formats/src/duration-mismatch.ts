/**
 * How the effective duration mismatch is computed, in the words of every place that shows it: the
 * reports' narrative and tables and the dashboard's tile. It is the difference of the unrounded
 * durations, so assets of 3.02 years and liabilities of 1.50 print a mismatch of 1.51; a CFO
 * subtracting the printed durations got 1.52 and found nothing on the page saying why.
 */
export const DURATION_MISMATCH_BASIS = "the difference of the durations before rounding";

/** Said under or beside a mismatch that is read with durations printed elsewhere. */
export const DURATION_MISMATCH_NOTE = `The duration mismatch is ${DURATION_MISMATCH_BASIS}, so it may differ in its last digit from the difference of the rounded durations.`;
