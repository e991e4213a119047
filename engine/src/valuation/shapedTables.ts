import { bootstrapZeroRates, HORIZON_MONTHS } from "../curve/curve.ts";
import { CURVE_SHAPES, SHAPE_COUNT, type CurveShape } from "../scenarios/curveShapes.ts";
import { durationBumpShapes } from "./durationLegs.ts";
import { SpreadTables } from "./discountTables.ts";

/**
 * Discount factors for the shaped shocks (non-parallel and key-rate), built once per run like
 * DiscountTables: each shape moves the par curve by tenor and bootstraps its own zero rates. The
 * duration bumps of the floored shocks depend on the run's curve, so they are made here.
 */
export class ShapedTables extends SpreadTables {
  readonly curve: Float64Array;
  readonly floorAtZero: boolean;
  /** Shift tables by shape and tenor (s × (HORIZON_MONTHS + 1) + tenor), made when first asked. */
  readonly #shifts: (Float64Array | undefined)[] = new Array(SHAPE_COUNT * (HORIZON_MONTHS + 1));
  /**
   * CURVE_SHAPES, then this curve's duration bumps (none where the floor changes no shock): at most
   * SHAPE_COUNT. Values past them stay 0 and are never read (durationLegs).
   */
  readonly shapes: readonly CurveShape[];

  constructor(curve: Float64Array, floorAtZero: boolean) {
    const shapes = [...CURVE_SHAPES, ...durationBumpShapes(curve, floorAtZero)];
    super(
      // The shape is the shift, so the floor sees which way each tenor moves (Base is never floored).
      shapes.map((shape) => bootstrapZeroRates(curve, shape.byTenor, floorAtZero)),
    );
    this.shapes = shapes;
    this.curve = curve;
    this.floorAtZero = floorAtZero;
  }

  /** Every shape's change at each tenor (SHAPE_COUNT numbers per tenor), made when first asked. */
  readonly #changes: (Float64Array | undefined)[] = new Array(HORIZON_MONTHS + 1);

  /**
   * The change each shape makes to a rate of `tenorMonths` (shiftFor(s, tenorMonths)[1] for every
   * s): what a fixed rate's reference needs, without a month-by-month table per shape and tenor.
   */
  changesAt(tenorMonths: number): Float64Array {
    let changes = this.#changes[tenorMonths];
    if (!changes) {
      changes = Float64Array.from(this.shapes, (shape) => shape.byTenor[tenorMonths] ?? 0);
      this.#changes[tenorMonths] = changes;
    }
    return changes;
  }

  /** The change in force every month for a rate of `tenorMonths` under shape `s` (instantaneous). */
  shiftFor(s: number, tenorMonths: number): Float64Array {
    // An array index, not a map's key: this runs for every position and shape.
    const key = s * (HORIZON_MONTHS + 1) + tenorMonths;
    let shift = this.#shifts[key];
    if (!shift) {
      shift = new Float64Array(HORIZON_MONTHS + 1).fill(this.shapes[s].byTenor[tenorMonths] ?? 0);
      shift[0] = 0;
      this.#shifts[key] = shift;
    }
    return shift;
  }
}
