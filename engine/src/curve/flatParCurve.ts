import type { YieldCurve } from "./curve.ts";

/**
 * A par curve at one rate at every tenor, for first-principles checks: its bootstrapped zero
 * curve is flat at the same semiannual yield, so a hand calculation can discount month `m` at
 * `(1 + z/1200)^-m` with z from flatMonthlyZero.
 */
export function flatParCurve(ratePercent: number): YieldCurve {
  return [1, 3, 6, 12, 24, 60, 120, 360].map((tenorMonths) => ({ tenorMonths, rate: ratePercent }));
}

/** The monthly-compounded zero rate (percent) of a flat semiannual par yield. */
export function flatMonthlyZero(parPercent: number): number {
  return 1200 * (Math.pow(1 + parPercent / 200, 1 / 6) - 1);
}
