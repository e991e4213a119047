/**
 * The bounds of a what-if's and a goal seek's fields, in the API's units (rates and shares as
 * decimal fractions, 4.5 % as 0.045; dollars). The api checks a body against them
 * (api/src/what-if/what-if-input.ts) and the web app's forms check and say them in percents
 * (web/src/what-if/change-fields.ts, goal-seek-inputs.ts): written in both, they had parted (a
 * decay of 99.9999 % passed the form and was refused by the api).
 */
export const WHAT_IF_BOUNDS = {
  /** A bought position's rate: 0 or more, as the upload template holds one; above 25 % is a percent sent by mistake. */
  rate: { min: 0, max: 0.25 },
  /** An adjustable purchase's margin over its index. */
  margin: { min: -0.05, max: 0.25 },
  /** A purchase's annual prepayment (CPR). */
  cpr: { min: 0, max: 0.9999 },
  /** A deposit group's annual decay (run-off): 1 would leave nothing to value. */
  decay: { min: 0, max: 0.9999 },
  /** A deposit group's beta, a share of a deposit group moved, and a goal seek's NEV ratio target. */
  unit: { min: 0, max: 1 },
  /** A share of a group grown (positive) or sold (negative), and a goal seek's NEV change target. */
  fraction: { min: -1, max: 1 },
  /** A goal seek's step, in dollars. */
  step: { min: 1 },
  /**
   * A purchase's term and its index's tenor, in months: the upload template's bounds on a
   * position's (the engine's MAX_TERM_MONTHS and MAX_INDEX_MONTHS, which the api's tests hold these to).
   */
  termMonths: { min: 1, max: 480 },
  indexMonths: { min: 1, max: 360 },
} as const;

/** A bound of fractions in percent, as a form shows and takes it: 0.9999 is 99.99, not 99.99000000000001. */
export const boundPercent = (fraction: number) => Number((fraction * 100).toFixed(6));
