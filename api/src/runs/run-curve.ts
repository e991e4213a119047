import type { CurvePoint } from "@alm/engine";
import { isDataSetLocked } from "../analysis/data-sets/data-set-repository.ts";
import { curveOfInputsKey, type CurveVersion } from "../curves/curve-model.ts";
import { curveVersion, daysBetween, nearestCurve } from "../curves/curve-store.ts";
import type { Queryable } from "@alm/database";
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

const runCurveOf = ({ asOfDate, version, source, points }: CurveVersion, dataSetDate: string): RunCurve => ({
  asOfDate,
  version,
  source,
  points,
  distanceDays: daysBetween(asOfDate, dataSetDate),
});

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
  return runCurveOf(nearest.curve, date);
}

/**
 * The curve of a data set's results. A data set an approved or published report uses is locked:
 * its figures must not change under that report, so its stored results keep the curve version they
 * were computed on (named at the end of their inputs key) when a newer one is uploaded. Any other
 * data set's results follow the latest version, as a run would.
 */
export async function curveForResults(
  db: Queryable,
  dataSet: { id: number; asOfDate: string },
  storedInputsKey: string | undefined,
): Promise<RunCurve> {
  const pinned = storedInputsKey === undefined ? undefined : curveOfInputsKey(storedInputsKey);
  if (pinned && (await isDataSetLocked(db, dataSet.id))) {
    const kept = await curveVersion(db, pinned.asOfDate, pinned.version);
    if (kept) return runCurveOf(kept, dataSet.asOfDate.slice(0, 10));
  }
  return curveForRun(db, dataSet.asOfDate);
}
