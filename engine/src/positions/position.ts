export const AMORTIZATION_KINDS = ["level", "bullet", "nonmaturity", "none", "adjustment"] as const;

/**
 * level: level payment (principal + interest) amortizing to zero at maturity.
 * bullet: interest only, all principal at maturity.
 * nonmaturity: deposit without maturity that runs off at its decay rate.
 * none: not rate sensitive (cash, fixed assets, capital accounts): market value is book value.
 * adjustment: a book-value adjustment without a market value of its own, such as the unrealized
 *   gain or loss on AFS securities (the securities' own valuation already holds it; counting it
 *   again would add it to NEV twice).
 */
export type Amortization = (typeof AMORTIZATION_KINDS)[number];

/** Kinds without cash flows: no term, no interest, in the gaps' non-sensitive bucket. */
export const withoutCashFlows = (kind: Amortization) => kind === "none" || kind === "adjustment";

export const PAYMENT_FREQUENCIES = [1, 3, 6, 12] as const;

/** One position of the manual upload template, validated. Rates are percent. */
export interface Position {
  key: string;
  description: string;
  /** Book value in dollars. */
  balance: number;
  /** Annual coupon or deposit rate, percent. */
  rate: number;
  /** Remaining months to maturity; null for nonmaturity and none. */
  termMonths: number | null;
  amortization: Amortization;
  paymentMonths: number;
  /** Months between rate resets; 0 = fixed rate. */
  repriceMonths: number;
  /** Curve tenor in months followed by an adjustable rate; null when fixed. */
  index: number | null;
  /** Percent over the index for adjustable rates. */
  margin: number;
  /** Annual prepayment rate, percent. */
  cpr: number;
  /** Annual runoff of nonmaturity deposits, percent. */
  decay: number;
  /** Share of a rate change passed to a nonmaturity deposit rate, 0 to 1. */
  beta: number;
  /** Most an adjustable rate may move at one reset, percentage points; none when absent. */
  periodicCap?: number | null;
  /** Highest rate an adjustable position may reset to, percent; none when absent. */
  lifetimeCap?: number | null;
  /** Lowest rate an adjustable position may reset to, percent; 0 when absent. */
  lifetimeFloor?: number | null;
  /** Months since origination, for the seasoning ramp; seasoned when absent. */
  ageMonths?: number | null;
  /**
   * Percentage points by which this position's rate (fixed) or margin (adjustable) exceeds what
   * the market pays for the same terms at Base; 0 when absent. The constant balance sheet replaces
   * its run-off without it (newVolumeRate). Not a column of the upload template: a what-if
   * purchase at a typed rate sets it (api/src/what-if/purchase-price.ts), so that only the position
   * bought earns the rate typed, not every position that replaces it for the projection's years.
   */
  aboveMarket?: number | null;
  /**
   * Dollars the position was bought for above its balance (a premium; negative, a discount: a
   * liability issued for less than it owes); 0 when absent. The NII projection amortizes it over
   * the position's life by the interest method (projectInterest.ts), taking it off
   * interest income (an asset's) or adding it to interest expense (a liability's discount); the
   * book carries it as an `adjustment` position of the same leaf. Not a column of the upload
   * template: a what-if purchase at a typed rate sets it.
   */
  premium?: number | null;
}

/** The terms a position is given when it names only what it is: a template row's empty columns. */
export type PlainTerms = Pick<
  Position,
  "key" | "description" | "balance" | "rate" | "termMonths" | "amortization"
>;

/**
 * A position with the other terms a template row leaves empty: monthly payments, a fixed rate, no
 * prepayment, decay or beta. A what-if's cash-like balance or book adjustment starts from it, as
 * the tests' positions do.
 */
export const plainPosition = (terms: PlainTerms): Position => ({
  ...terms,
  paymentMonths: 1,
  repriceMonths: 0,
  index: null,
  margin: 0,
  cpr: 0,
  decay: 0,
  beta: 0,
});

export const MAX_TERM_MONTHS = 480;
export const MAX_INDEX_MONTHS = 360;
/** Nonmaturity deposits are projected this long; what is left is repaid then. */
export const DEPOSIT_LIFE_MONTHS = 360;
