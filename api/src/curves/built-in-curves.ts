import { TREASURY_CURVES } from "@alm/engine";
import type { CurveVersion } from "./curve-model.ts";

/**
 * The H.15 curves the engine ships, served as version 1 of their dates whatever the database
 * holds: always available, each with the source the engine states for it.
 */
export const BUILT_IN_CURVES: readonly CurveVersion[] = TREASURY_CURVES.map((c) => ({
  asOfDate: c.asOfDate,
  version: 1,
  source: c.source,
  points: c.points.map((p) => ({ ...p })),
  builtIn: true,
  fileName: null,
  uploadedBy: null,
  uploadedDate: null,
}));

export const builtInCurve = (asOfDate: string) => BUILT_IN_CURVES.find((c) => c.asOfDate === asOfDate);

/**
 * The built-in curve nearest a date. Only the demo seed uses it, to give its balance sheets the
 * rates of their month (runs choose their curve by runs/run-curve.ts, which refuses a far one).
 */
export function nearestBuiltInCurve(asOfDate: string): CurveVersion {
  const distance = (c: CurveVersion) => Math.abs(Date.parse(c.asOfDate) - Date.parse(asOfDate.slice(0, 10)));
  return BUILT_IN_CURVES.reduce((best, c) => (distance(c) < distance(best) ? c : best));
}
