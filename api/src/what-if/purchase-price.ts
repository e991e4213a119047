import { valuePositions, type GroupOverride, type Position, type Side } from "@alm/engine";
import type { StoredResults } from "../runs/compute-results.ts";
import type { RunModel } from "../runs/run-model.ts";

/**
 * What a position bought at a rate the user gives is worth at Base, valued as a run values it: the
 * results' curve, the computation model, and the assumptions in force at its leaf (`override`).
 * One position's cash flows: a millisecond, not a computation for the engine pool.
 */
export function marketValueAtBase(
  position: Position,
  override: GroupOverride | undefined,
  results: StoredResults,
  model: RunModel,
): number {
  const { totals } = valuePositions([position], results.curve.points, {
    // Matched by the position's key, as the run matches the leaf's (or its group's) by the tree.
    overrides: override ? [{ ...override, group: position.key }] : [],
    deposits: model.deposits,
    prepayment: model.prepayment,
    floorAtZero: model.floorAtZero,
  });
  const base = totals.scenarios.find((s) => s.scenario === "Base")?.marketValue;
  return base !== undefined && Number.isFinite(base) ? base : position.balance;
}

/**
 * What changes hands for a position of `face` dollars worth `worth` at Base: nobody sells below
 * market, nor lends below it. An asset above market costs its market value (a premium); one below
 * it, par. A liability below market raises only its market value (a discount); one above it, par.
 * So a typed coupon never makes NEV on the day it is bought (a 25 % Treasury raised the NEV ratio
 * from 11.77 % to 14.16 % when bought at par), while paying over the odds still shows as the loss
 * it is.
 */
export function purchaseWorth(face: number, worth: number, side: Side): number {
  return side === "asset" ? Math.max(face, worth) : Math.min(face, worth);
}
