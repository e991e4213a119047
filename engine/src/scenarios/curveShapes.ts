import { HORIZON_MONTHS } from "../curve/curve.ts";
import { DURATION_BUMP_BP, DURATION_BUMP_COUNT } from "../valuation/valuationLevels.ts";

/**
 * Shocks that move the curve by tenor rather than in parallel. `byTenor[m]` is the change (percent)
 * of the par yield at tenor month m; a cash flow that follows a rate (an adjustable loan's index,
 * a deposit's dividend) moves by the change at that rate's tenor.
 */
export interface CurveShape {
  /** Stable id used as a key in results: "steepener", "krd-60-up" … */
  id: string;
  label: string;
  byTenor: Float64Array;
}

/**
 * Basel IRRBB standard shocks for USD (BCBS d368, 2016, Annex 2): parallel 200, short 300, long
 * 150 bp; with t in years, short(t) = 300·e^(−t/4), long(t) = 150·(1 − e^(−t/4)).
 */
export const IRRBB_USD_BP = { parallel: 200, short: 300, long: 150 } as const;
const DECAY_YEARS = 4;

const shaped = (f: (years: number) => number): Float64Array => {
  const out = new Float64Array(HORIZON_MONTHS + 1);
  for (let m = 0; m <= HORIZON_MONTHS; m++) out[m] = f(m / 12) / 100;
  return out;
};
const short = (t: number) => IRRBB_USD_BP.short * Math.exp(-t / DECAY_YEARS);
const long = (t: number) => IRRBB_USD_BP.long * (1 - Math.exp(-t / DECAY_YEARS));

/** The four non-parallel shocks of the IRRBB standard set (the parallel ones are the shocks ±200). */
export const NON_PARALLEL_SHAPES: readonly CurveShape[] = [
  { id: "steepener", label: "Steepener", byTenor: shaped((t) => -0.65 * short(t) + 0.9 * long(t)) },
  { id: "flattener", label: "Flattener", byTenor: shaped((t) => 0.8 * short(t) - 0.6 * long(t)) },
  { id: "shortUp", label: "Short Rates Up", byTenor: shaped((t) => short(t)) },
  { id: "shortDown", label: "Short Rates Down", byTenor: shaped((t) => -short(t)) },
];

/** Tenors (months) of the key-rate durations: each key moves its neighbourhood of the par curve. */
export const KEY_RATE_TENORS = [3, 12, 24, 36, 60, 84, 120, 240, 360] as const;

/**
 * The share of a move at key `k` felt at tenor month m: 1 at the key, falling linearly to 0 at the
 * neighbouring keys, flat to the ends beyond the first and last keys. The shares of all keys add
 * up to 1 at every tenor, so moving every key together is a parallel move.
 */
export function keyRateWeight(k: number, m: number): number {
  const tenor = KEY_RATE_TENORS[k];
  const before = KEY_RATE_TENORS[k - 1];
  const after = KEY_RATE_TENORS[k + 1];
  if (m === tenor) return 1;
  if (m < tenor) return before === undefined ? 1 : m <= before ? 0 : (m - before) / (tenor - before);
  return after === undefined ? 1 : m >= after ? 0 : (after - m) / (after - tenor);
}

/** Up and down bumps of DURATION_BUMP_BP at each key tenor, in that order per key. */
export const KEY_RATE_SHAPES: readonly CurveShape[] = KEY_RATE_TENORS.flatMap((tenor, k) =>
  ([1, -1] as const).map((sign) => {
    const byTenor = new Float64Array(HORIZON_MONTHS + 1);
    for (let m = 0; m <= HORIZON_MONTHS; m++)
      byTenor[m] = (sign * DURATION_BUMP_BP * keyRateWeight(k, m)) / 100;
    return {
      id: `krd-${tenor}-${sign > 0 ? "up" : "down"}`,
      label: `${tenor}m ${sign > 0 ? "+" : "-"}`,
      byTenor,
    };
  }),
);

/** The shaped shocks of every run: the non-parallel shocks, then the key-rate bumps. */
export const CURVE_SHAPES: readonly CurveShape[] = [...NON_PARALLEL_SHAPES, ...KEY_RATE_SHAPES];
/** Every shaped valuation: CURVE_SHAPES, then the run's duration bumps (durationBumpShapes). */
export const SHAPE_COUNT = CURVE_SHAPES.length + DURATION_BUMP_COUNT;

/** The tenor a deposit's dividend rate follows under a shaped shock (the short end). */
export const DEPOSIT_REFERENCE_MONTHS = 3;
