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

/** Interpolated rate (percent) for every month 0..HORIZON_MONTHS. */
export function monthlyZeroRates(curve: YieldCurve): Float64Array {
  const pts = sortedPoints(curve);
  const out = new Float64Array(HORIZON_MONTHS + 1);
  for (let m = 0; m <= HORIZON_MONTHS; m++) out[m] = interpolateSorted(pts, m);
  return out;
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

/**
 * Discount factor per month 0..HORIZON_MONTHS on the curve shifted by
 * `shiftPct` (floored at zero) plus `spreadPct`, monthly compounding:
 * df[m] = (1 + r(m)/1200)^-m.
 */
export function discountFactors(zero: Float64Array, shiftPct: number, spreadPct: number): Float64Array {
  const df = new Float64Array(HORIZON_MONTHS + 1);
  df[0] = 1;
  for (let m = 1; m <= HORIZON_MONTHS; m++) {
    const r = Math.max(0, zero[m] + shiftPct) + spreadPct;
    df[m] = Math.pow(1 + r / 1200, -m);
  }
  return df;
}
