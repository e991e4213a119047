import type { CurvePoint } from "@alm/engine";
import { isoTimestamp } from "../analysis/dates.ts";
import { isUniqueViolation, type Queryable } from "@alm/database";
import { BUILT_IN_CURVES, builtInCurve } from "./built-in-curves.ts";
import type { CurveDetail, CurveSummary, CurveVersion } from "./curve-model.ts";

interface CurveRow {
  as_of_date: string;
  version: number;
  source: string;
  points: CurvePoint[];
  file_name: string;
  uploaded_by: string;
  uploaded_date: Date | string;
}

const COLUMNS = `as_of_date::text as as_of_date, version, source, points, file_name, uploaded_by, uploaded_date`;

const toVersion = (row: CurveRow): CurveVersion => ({
  asOfDate: row.as_of_date,
  version: row.version,
  source: row.source,
  points: row.points,
  builtIn: false,
  fileName: row.file_name,
  uploadedBy: row.uploaded_by,
  uploadedDate: isoTimestamp(row.uploaded_date),
});

const summaryOf = ({ points: _points, ...rest }: CurveVersion, versionCount: number): CurveSummary => ({
  ...rest,
  versionCount,
});

/** Every date with a curve, newest date first, each as its latest version. */
export async function listCurves(db: Queryable): Promise<CurveSummary[]> {
  const rows = await db.query<CurveRow & { stored: number }>(
    `select distinct on (as_of_date) ${COLUMNS}, count(*) over (partition by as_of_date)::int as stored
     from yield_curves order by as_of_date, version desc`,
  );
  const byDate = new Map<string, CurveSummary>();
  for (const row of rows) {
    const builtIn = builtInCurve(row.as_of_date) ? 1 : 0;
    byDate.set(row.as_of_date, summaryOf(toVersion(row), row.stored + builtIn));
  }
  for (const c of BUILT_IN_CURVES) if (!byDate.has(c.asOfDate)) byDate.set(c.asOfDate, summaryOf(c, 1));
  return [...byDate.values()].sort((a, b) => b.asOfDate.localeCompare(a.asOfDate));
}

/** Every version of a date's curve, newest first (the built-in one last); empty when it has none. */
async function versionsOf(db: Queryable, asOfDate: string): Promise<CurveVersion[]> {
  const rows = await db.query<CurveRow>(
    `select ${COLUMNS} from yield_curves where as_of_date = $1::date order by version desc`,
    [asOfDate],
  );
  const builtIn = builtInCurve(asOfDate);
  return [...rows.map(toVersion), ...(builtIn ? [builtIn] : [])];
}

/** A date's curve with all its versions; undefined when the date has none. */
export async function curveDetail(db: Queryable, asOfDate: string): Promise<CurveDetail | undefined> {
  const versions = await versionsOf(db, asOfDate);
  const latest = versions[0];
  return latest && { ...latest, versions };
}

/** One version of a date's curve; undefined when the date has no such version. */
export async function curveVersion(
  db: Queryable,
  asOfDate: string,
  version: number,
): Promise<CurveVersion | undefined> {
  return (await versionsOf(db, asOfDate)).find((v) => v.version === version);
}

const DAY = 86_400_000;
export const daysBetween = (a: string, b: string) =>
  Math.round(Math.abs(Date.parse(a) - Date.parse(b)) / DAY);

/**
 * The latest version of the curve whose date is nearest `asOfDate` (the earlier date on a tie:
 * a curve observed before the as-of date, not after), with its distance in days; undefined when
 * no curve exists at all.
 */
export async function nearestCurve(
  db: Queryable,
  asOfDate: string,
): Promise<{ curve: CurveVersion; distanceDays: number } | undefined> {
  const [stored] = await db.query<{ as_of_date: string }>(
    `select as_of_date::text as as_of_date from yield_curves
     order by abs(as_of_date - $1::date), as_of_date limit 1`,
    [asOfDate],
  );
  const dates = [...(stored ? [stored.as_of_date] : []), ...BUILT_IN_CURVES.map((c) => c.asOfDate)];
  const nearest = dates.sort(
    (a, b) => daysBetween(a, asOfDate) - daysBetween(b, asOfDate) || a.localeCompare(b),
  )[0];
  if (nearest === undefined) return undefined;
  const [curve] = await versionsOf(db, nearest);
  return curve && { curve, distanceDays: daysBetween(nearest, asOfDate) };
}

export interface NewCurve {
  asOfDate: string;
  source: string;
  points: CurvePoint[];
  fileName: string;
  uploadedBy: string;
}

/**
 * Stores a curve as the next version of its date in one statement (a built-in curve is version 1
 * of its date). Two uploads for one date at once both get a version: the one that lost the race
 * to a version number takes the next.
 */
export async function addCurveVersion(db: Queryable, curve: NewCurve, attempts = 3): Promise<CurveVersion> {
  try {
    const [row] = await db.query<CurveRow>(
      `insert into yield_curves (as_of_date, version, source, points, file_name, uploaded_by)
       select $1::date, greatest(coalesce(max(version), 0), $2::int) + 1, $3, $4::jsonb, $5, $6
       from yield_curves where as_of_date = $1::date
       returning ${COLUMNS}`,
      [
        curve.asOfDate,
        builtInCurve(curve.asOfDate) ? 1 : 0,
        curve.source,
        JSON.stringify(curve.points),
        curve.fileName,
        curve.uploadedBy,
      ],
    );
    return toVersion(row as CurveRow);
  } catch (error) {
    if (attempts > 1 && isUniqueViolation(error)) return addCurveVersion(db, curve, attempts - 1);
    throw error;
  }
}
