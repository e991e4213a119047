import type { CurvePoint } from "./curve.ts";

export interface TreasuryCurve {
  /** ISO date of the as-of (month-end) business day. */
  asOfDate: string;
  /** Where the numbers come from and how far to trust them. */
  source: string;
  points: CurvePoint[];
}

const TENORS = [1, 3, 6, 12, 24, 36, 60, 84, 120, 240, 360] as const;

const curve = (asOfDate: string, source: string, rates: number[]): TreasuryCurve => ({
  asOfDate,
  source,
  points: TENORS.map((tenorMonths, i) => ({ tenorMonths, rate: rates[i] })),
});

const H15 = "US Treasury daily par yield curve (CMT, H.15), closing values";

/**
 * Treasury par (CMT) yields of the demo's as-of dates, each transcribed from its source, which
 * it names. The engine reads them as par yields (see README: Curves). Only a curve transcribed
 * from a named publication belongs here: anything else would ship as market data it is not;
 * other dates are uploaded by staff with their source (api curves/).
 */
export const TREASURY_CURVES: readonly TreasuryCurve[] = [
  curve("2021-09-30", H15, [0.07, 0.04, 0.05, 0.09, 0.28, 0.53, 0.98, 1.32, 1.52, 2.02, 2.08]),
  curve("2021-12-31", H15, [0.06, 0.05, 0.19, 0.39, 0.73, 0.97, 1.26, 1.44, 1.52, 1.94, 1.9]),
  curve("2022-07-29", H15, [2.22, 2.41, 2.91, 2.98, 2.89, 2.83, 2.7, 2.7, 2.67, 3.26, 3.0]),
];

export function treasuryCurve(asOfDate: string): TreasuryCurve | undefined {
  return TREASURY_CURVES.find((c) => c.asOfDate === asOfDate.slice(0, 10));
}
