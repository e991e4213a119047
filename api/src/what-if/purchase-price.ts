import { valuePositions, type GroupOverride, type Position, type Side } from "@alm/engine";
import type { StoredResults } from "../runs/compute-results.ts";
import type { RunModel } from "../runs/run-model.ts";

/** What a purchase is worth at Base, and by how much its rate or margin exceeds the market's. */
export interface PurchasePrice {
  worth: number;
  /** Position.aboveMarket: percentage points; 0 when it is at the market's. */
  aboveMarket: number;
}

/**
 * Prices of the purchases a what-if names, per results: a goal seek resolves its changes again at
 * every amount it tries, and a long loan's cash flows take up to some 30 ms each time.
 */
const priced = new WeakMap<StoredResults, Map<string, PurchasePrice>>();
const MAX_PRICED = 256;

/**
 * What a position bought at a rate the user gives is worth at Base, valued as a run values it (the
 * results' curve, the computation model, and the assumptions in force at its leaf, `override`), and
 * how far its rate (fixed) or margin (adjustable) lies above the one at which it is worth par: the
 * market's. One position's cash flows, a few times: milliseconds, not a computation for the pool.
 */
export function pricePurchase(
  position: Position,
  override: GroupOverride | undefined,
  results: StoredResults,
  model: RunModel,
): PurchasePrice {
  let known = priced.get(results);
  // Bounded: each distinct purchase typed adds one, and results stay cached for hours.
  if (!known || known.size >= MAX_PRICED) priced.set(results, (known = new Map()));
  const key = JSON.stringify([position, override ?? null]);
  const hit = known.get(key);
  if (hit) return hit;
  const value = (p: Position) => marketValueAtBase(p, override, results, model);
  const worth = value(position);
  const price = { worth, aboveMarket: aboveMarket(position, worth, value) };
  known.set(key, price);
  return price;
}

function marketValueAtBase(
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
 * The rate (fixed) or margin (adjustable) at which the position is worth its balance, by the
 * secant method: the value moves linearly with the coupon (exactly, but for the S-curve's
 * incentive and an adjustable rate's caps), so two or three valuations find it. A position whose
 * value does not move with it (capped throughout) is taken as at the market's.
 */
function aboveMarket(position: Position, worth: number, value: (p: Position) => number): number {
  const adjustable = position.repriceMonths > 0;
  const typed = adjustable ? position.margin : position.rate;
  const gap = (x: number) =>
    value(adjustable ? { ...position, margin: x } : { ...position, rate: x }) - position.balance;
  const close = Math.abs(position.balance) * 1e-10;
  let [x0, f0] = [typed, worth - position.balance];
  if (Math.abs(f0) <= close) return 0;
  let [x1, f1] = [typed - 1, gap(typed - 1)];
  for (let i = 0; i < 8 && Math.abs(f1) > close; i++) {
    if (f1 === f0) return 0;
    const x2 = x1 - (f1 * (x1 - x0)) / (f1 - f0);
    [x0, f0] = [x1, f1];
    [x1, f1] = [x2, gap(x2)];
  }
  return Number.isFinite(x1) ? typed - x1 : 0;
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
