import { discountFactors } from "../curve/curve.ts";
import { parallelShift } from "../scenarios/scenarios.ts";
import { VALUATION_LEVEL_BPS } from "./valuationLevels.ts";

/**
 * Discount factors and rate shifts per valuation level, built once per run;
 * discount tables are cached per spread because spreads vary by group.
 */
export class DiscountTables {
  readonly zero: Float64Array;
  readonly shifts: Float64Array[];
  readonly #bySpread = new Map<number, Float64Array[]>();

  constructor(zero: Float64Array) {
    this.zero = zero;
    this.shifts = VALUATION_LEVEL_BPS.map((bp) => parallelShift(bp));
  }

  forSpread(spreadPct: number): Float64Array[] {
    let tables = this.#bySpread.get(spreadPct);
    if (!tables) {
      tables = VALUATION_LEVEL_BPS.map((bp) => discountFactors(this.zero, bp / 100, spreadPct));
      this.#bySpread.set(spreadPct, tables);
    }
    return tables;
  }
}
