import type { CurvePoint } from "@alm/engine";
import type { Queryable } from "../db/database.ts";
import { nearestCurve } from "../curves/curve-store.ts";
import { RunFailure } from "./run-failure.ts";

/** A curve observed this many days from a data set's as-of date still describes its market. */
export const CURVE_WINDOW_DAYS = 7;

/** The curve a run values with, as its results remember it. */
export interface RunCurve {
  asOfDate: string;
  version: number;
  source: string;
  points: CurvePoint[];
  /** Days between the data set's as-of date and the curve's. */
  distanceDays: number;
}

/**
 * The latest version of the curve nearest the as-of date, if it is within CURVE_WINDOW_DAYS; a
 * run (or a report's results) without one is refused, naming the curve to add, rather than
 * valued on another month's market.
 */
export async function curveForRun(db: Queryable, asOfDate: string): Promise<RunCurve> {
  const date = asOfDate.slice(0, 10);
  const nearest = await nearestCurve(db, date);
  if (!nearest || nearest.distanceDays > CURVE_WINDOW_DAYS) {
    throw new RunFailure(
      `No yield curve within ${CURVE_WINDOW_DAYS} days of ${date}${nearest ? `: the nearest is ${nearest.curve.asOfDate}` : ""}.`,
      `Add a curve for ${date} under Yield Curves, then run again.`,
    );
  }
  const { asOfDate: curveDate, version, source, points } = nearest.curve;
  return { asOfDate: curveDate, version, source, points, distanceDays: nearest.distanceDays };
}
