import { bootstrapZeroRates, discountFactors, HORIZON_MONTHS } from "../curve/curve.ts";
import { ForwardIndex } from "../curve/forwardIndex.ts";
import { parallelShift } from "../scenarios/scenarios.ts";
import { VALUATION_LEVEL_BPS } from "./valuationLevels.ts";

/**
 * Zero curves of several scenarios, their discount factors cached per spread (spreads vary by
 * group), and the forward rates adjustable positions reset to on each.
 */
export class SpreadTables {
  readonly #zeros: Float64Array[];
  readonly #bySpread = new Map<number, Float64Array[]>();
  readonly #byMonthBySpread = new Map<number, Float64Array>();
  readonly forwards: ForwardIndex[];

  constructor(zeros: Float64Array[]) {
    this.#zeros = zeros;
    this.forwards = zeros.map((zero) => new ForwardIndex(zero));
  }

  /**
   * The same discount factors month by month, every curve's side by side (month m, curve c at
   * m × curves + c), so that one pass over a position's flows values them on every curve.
   */
  byMonthForSpread(spreadPct: number): Float64Array {
    let table = this.#byMonthBySpread.get(spreadPct);
    if (!table) {
      const dfs = this.forSpread(spreadPct);
      const curves = dfs.length;
      table = new Float64Array((HORIZON_MONTHS + 1) * curves);
      for (let c = 0; c < curves; c++)
        for (let m = 0; m <= HORIZON_MONTHS; m++) table[m * curves + c] = dfs[c][m];
      this.#byMonthBySpread.set(spreadPct, table);
    }
    return table;
  }

  forSpread(spreadPct: number): Float64Array[] {
    let tables = this.#bySpread.get(spreadPct);
    if (!tables) {
      tables = this.#zeros.map((zero) => discountFactors(zero, spreadPct));
      this.#bySpread.set(spreadPct, tables);
    }
    return tables;
  }
}

/**
 * Discount factors and rate shifts per valuation level, built once per run. Each level shifts the
 * par curve and bootstraps its own zero rates.
 */
export class DiscountTables extends SpreadTables {
  /** The curve's par rates per tenor month (indexes and new volume follow them). */
  readonly curve: Float64Array;
  readonly shifts: Float64Array[];
  readonly floorAtZero: boolean;

  constructor(curve: Float64Array, floorAtZero: boolean) {
    super(VALUATION_LEVEL_BPS.map((bp) => bootstrapZeroRates(curve, bp / 100, floorAtZero)));
    this.curve = curve;
    this.shifts = VALUATION_LEVEL_BPS.map((bp) => parallelShift(bp));
    this.floorAtZero = floorAtZero;
  }
}
