import { KEY_RATE_TENORS, NON_PARALLEL_SHAPES } from "../scenarios/curveShapes.ts";
import { DURATION_BUMP_BP } from "./valuationLevels.ts";

/** What the shaped shocks tell of a node: its value under each non-parallel shock, its key-rate durations. */
export interface ShapedMeasures {
  /** Market value per non-parallel shock id ("steepener", "flattener", "shortUp", "shortDown"). */
  nonParallel: Record<string, number>;
  /**
   * Key-rate duration in years per key tenor in months ("3" … "360"): −(dV/dy)/V for a move of
   * the par curve around that tenor alone. One-sided (up moves only) where Base's duration is
   * (keyRatesOneSided). They add up to the effective duration to first order: central, but for
   * O(Δ²); one-sided, but for the keys' cross-convexity (Δ/2)(C − Σ C_k), 0.3 years for the demo's
   * deposits, whose decay follows the 3-month rate (README, "Key-rate durations").
   */
  keyRateDurations: Record<string, number>;
}

export function shapedMeasures(
  shaped: ArrayLike<number>,
  baseValue: number,
  oneSided: boolean,
): ShapedMeasures {
  const nonParallel: Record<string, number> = {};
  NON_PARALLEL_SHAPES.forEach((shape, s) => (nonParallel[shape.id] = shaped[s]));
  const keyRateDurations = recordByTenor();
  const dy = DURATION_BUMP_BP / 10_000;
  const tiny = Math.abs(baseValue) < 1e-9;
  for (let k = 0; k < KEY_RATE_TENORS.length; k++) {
    const up = shaped[NON_PARALLEL_SHAPES.length + 2 * k];
    const down = shaped[NON_PARALLEL_SHAPES.length + 2 * k + 1];
    // The tenor as a number: the key is the same ("3"), without making a string per record.
    // "+ 0" turns -0 into 0 so that results survive a JSON round trip unchanged.
    const duration = oneSided ? (baseValue - up) / (baseValue * dy) : (down - up) / (2 * baseValue * dy);
    keyRateDurations[KEY_RATE_TENORS[k]] = tiny ? 0 : duration + 0;
  }
  return { nonParallel, keyRateDurations };
}

/**
 * An empty object for values keyed by tenor in months ("3" … "360"). Keys like these are array
 * indexes to V8: set one by one, they grow a 361-slot array in every object (3 KB, copied as it
 * grows), which made these records most of what pricing a book allocated. An index far beyond
 * them, set and deleted at once, turns the object to sparse elements first (0.5 KB). It stays a
 * plain object: same keys, same order, same JSON.
 */
function recordByTenor(): Record<string, number> {
  const record: Record<number, number> = {};
  record[FAR_INDEX] = 0;
  delete record[FAR_INDEX];
  return record;
}

/** Further than V8 lets an array grow in one step, so that it goes to sparse elements instead. */
const FAR_INDEX = 1 << 20;
