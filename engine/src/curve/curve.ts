/** A curve point: annual rate in percent, monthly compounding, at a tenor in months. */
export interface CurvePoint {
  tenorMonths: number;
  rate: number;
}

export type YieldCurve = readonly CurvePoint[];

/** Longest month the engine projects or discounts (40 years). */
export const HORIZON_MONTHS = 480;

/**
 * Rate at a tenor: linear in the rate between the two surrounding points,
 * flat beyond the first and last points.
 */
export function interpolateRate(curve: YieldCurve, months: number): number {
  const pts = sortedPoints(curve);
  return interpolateSorted(pts, months);
}

/**
 * The curve's rate (percent) for every month 0..HORIZON_MONTHS, interpolated as above: for a
 * Treasury (CMT) curve these are par yields, the market rates indexes and new volume follow.
 */
export function monthlyCurveRates(curve: YieldCurve): Float64Array {
  const pts = sortedPoints(curve);
  const out = new Float64Array(HORIZON_MONTHS + 1);
  for (let m = 0; m <= HORIZON_MONTHS; m++) out[m] = interpolateSorted(pts, m);
  return out;
}

/** Tenors up to a year are bills (no coupon); longer ones are notes and bonds with semiannual coupons. */
const BILL_MONTHS = 12;

/**
 * A scenario's par yield: today's `rate` moved by `shiftPct`. With `floorAtZero` a fall stops at
 * zero, or at today's yield where that is below zero already: the floor only keeps a shock from
 * pushing rates below zero, it never moves a rate the market quotes (so Base, shift 0, is never
 * floored, and a negative curve is valued as it is).
 */
export function shockedYield(rate: number, shiftPct: number, floorAtZero: boolean): number {
  const r = rate + shiftPct;
  if (!floorAtZero || shiftPct >= 0 || r >= 0) return r;
  return rate < 0 ? rate : 0;
}

/**
 * How far a par yield of `rate` moves under `shiftPct` (shockedYield less today's yield): the shift
 * itself, exactly, unless the floor stops it.
 */
export function shockedChange(rate: number, shiftPct: number, floorAtZero: boolean): number {
  if (!floorAtZero || shiftPct >= 0 || rate + shiftPct >= 0) return shiftPct;
  return rate < 0 ? 0 : -rate;
}

/**
 * Zero rates (percent, monthly compounding, as discountFactors reads them) for every month, from
 * par yields (bond-equivalent: semiannual) shifted by `shift` (percent: one number for a parallel
 * move, or one per tenor month for a shaped one), so that a bond paying the par yield semiannually
 * prices at par at every tenor. Bills discount at their own yield; from 18 months on each
 * semiannual discount factor is bootstrapped from the coupons before it; months between coupon
 * dates interpolate the zero rate linearly. With `floorAtZero` the shifted par yields are floored
 * as shockedYield says; without it negative rates stay negative.
 */
export function bootstrapZeroRates(
  par: Float64Array,
  shift: number | ArrayLike<number>,
  floorAtZero: boolean,
): Float64Array {
  const y =
    typeof shift === "number"
      ? (m: number) => shockedYield(par[m] ?? 0, shift, floorAtZero)
      : (m: number) => shockedYield(par[m] ?? 0, shift[m] ?? 0, floorAtZero);
  const zero = new Float64Array(HORIZON_MONTHS + 1);
  const toZero = (df: number, m: number) => 1200 * (Math.pow(df, -1 / m) - 1);
  for (let m = 1; m <= BILL_MONTHS; m++) zero[m] = toZero(Math.pow(1 + y(m) / 200, -m / 6), m);
  let couponDfs = Math.pow(1 + y(6) / 200, -1) + Math.pow(1 + y(12) / 200, -2);
  for (let m = BILL_MONTHS + 6; m <= HORIZON_MONTHS; m += 6) {
    const half = y(m) / 200;
    const df = (1 - half * couponDfs) / (1 + half);
    couponDfs += df;
    zero[m] = toZero(df, m);
    for (let k = m - 5; k < m; k++) zero[k] = zero[m - 6] + ((k - (m - 6)) / 6) * (zero[m] - zero[m - 6]);
  }
  zero[0] = zero[1];
  return zero;
}

/** Discount factor per month 0..HORIZON_MONTHS on zero rates plus `spreadPct`: df[m] = (1 + r(m)/1200)^-m. */
export function discountFactors(zero: Float64Array, spreadPct: number): Float64Array {
  const df = new Float64Array(HORIZON_MONTHS + 1);
  df[0] = 1;
  for (let m = 1; m <= HORIZON_MONTHS; m++) df[m] = Math.pow(1 + ((zero[m] ?? 0) + spreadPct) / 1200, -m);
  return df;
}

function sortedPoints(curve: YieldCurve): CurvePoint[] {
  if (curve.length === 0) throw new Error("the yield curve has no points");
  return [...curve].sort((a, b) => a.tenorMonths - b.tenorMonths);
}

function interpolateSorted(pts: readonly CurvePoint[], months: number): number {
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (months <= first.tenorMonths) return first.rate;
  if (months >= last.tenorMonths) return last.rate;
  let i = 1;
  while (pts[i].tenorMonths < months) i++;
  const a = pts[i - 1];
  const b = pts[i];
  const w = (months - a.tenorMonths) / (b.tenorMonths - a.tenorMonths);
  return a.rate + w * (b.rate - a.rate);
}
