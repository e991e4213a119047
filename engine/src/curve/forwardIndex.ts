import { HORIZON_MONTHS } from "./curve.ts";

/**
 * Forward rates of an index on one zero curve: what an adjustable rate resets to in valuation.
 * `path(tenor)[m]` is the simple annual rate (percent) for the `tenor` months that start at the
 * beginning of month m (time m - 1): `(1200 / tenor) × (df(m-1) / df(m-1+tenor) - 1)`. On those
 * rates a loan that resets to the index every `tenor` months and pays interest as often prices at
 * par, which is what resetting "to forward rates" means. Beyond the horizon the last zero rate holds.
 */
export class ForwardIndex {
  readonly #df: Float64Array;
  readonly #paths = new Map<number, Float64Array>();

  constructor(zero: Float64Array) {
    const last = zero[HORIZON_MONTHS] ?? 0;
    const df = new Float64Array(2 * HORIZON_MONTHS + 1);
    for (let m = 0; m < df.length; m++) {
      df[m] = Math.pow(1 + (m <= HORIZON_MONTHS ? (zero[m] ?? 0) : last) / 1200, -m);
    }
    this.#df = df;
  }

  path(tenorMonths: number): Float64Array {
    let path = this.#paths.get(tenorMonths);
    if (!path) {
      path = new Float64Array(HORIZON_MONTHS + 1);
      const df = this.#df;
      for (let m = 1; m <= HORIZON_MONTHS; m++) {
        path[m] = (1200 / tenorMonths) * (df[m - 1] / df[m - 1 + tenorMonths] - 1);
      }
      path[0] = path[1];
      this.#paths.set(tenorMonths, path);
    }
    return path;
  }
}
