import { bootstrapZeroRates, discountFactors } from "../curve/curve.ts";
import { parallelShift } from "../scenarios/scenarios.ts";
import { VALUATION_LEVEL_BPS } from "./valuationLevels.ts";

/**
 * Discount factors and rate shifts per valuation level, built once per run. Each level shifts the
 * par curve and bootstraps its own zero rates; discount tables are cached per spread because
 * spreads vary by group.
 */
export class DiscountTables {
  /** The curve's par rates per tenor month (indexes and new volume follow them). */
  readonly curve: Float64Array;
  readonly shifts: Float64Array[];
  readonly #zeroByLevel: Float64Array[];
  readonly #bySpread = new Map<number, Float64Array[]>();

  constructor(curve: Float64Array, floorAtZero: boolean) {
    this.curve = curve;
    this.shifts = VALUATION_LEVEL_BPS.map((bp) => parallelShift(bp));
    this.#zeroByLevel = VALUATION_LEVEL_BPS.map((bp) => bootstrapZeroRates(curve, bp / 100, floorAtZero));
  }

  forSpread(spreadPct: number): Float64Array[] {
    let tables = this.#bySpread.get(spreadPct);
    if (!tables) {
      tables = this.#zeroByLevel.map((zero) => discountFactors(zero, spreadPct));
      this.#bySpread.set(spreadPct, tables);
    }
    return tables;
  }
}
