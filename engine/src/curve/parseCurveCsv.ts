import { parseCsv } from "../csv/parseCsv.ts";
import { readDecimal, readWhole, type ReadFailure } from "../csv/readNumber.ts";
import { decimalCurveProblem, looksLikeDecimals } from "../csv/decimalRates.ts";
import { canonicalRecord, missingColumns } from "../csv/validationError.ts";
import type { ParseResult, ValidationError } from "../csv/validationError.ts";
import { HORIZON_MONTHS } from "./curve.ts";
import type { CurvePoint } from "./curve.ts";

export const CURVE_COLUMNS = ["tenorMonths", "rate"] as const;

/** The Treasury's CMT tenors (H.15): 1, 2, 3, 4 and 6 months, 1 to 30 years. */
export const KNOWN_CURVE_TENORS: readonly number[] = [1, 2, 3, 4, 6, 12, 24, 36, 60, 84, 120, 240, 360];

/**
 * Tenors a curve must have: the 6- and 12-month bills start the bootstrap to zero rates, and the
 * others are the key rates where non-parallel shocks and key-rate durations move the curve;
 * without them the engine would read a flat or interpolated rate where the market has one.
 */
export const REQUIRED_CURVE_TENORS: readonly number[] = [3, 6, 12, 24, 36, 60, 84, 120, 240, 360];

/** Par yields outside this range (annual percent) are a typo or a fraction, not a Treasury yield. */
export const CURVE_RATE_RANGE = { min: -5, max: 25 } as const;

const tenorList = (tenors: readonly number[]) => tenors.join(", ");

const cellProblem = (row: number, column: string, refused: ReadFailure): ValidationError => ({
  row,
  column,
  reason: refused.reason,
  rule: refused.rule,
  value: refused.got,
});

/**
 * A curve table as read from any file (CSV, or a workbook's first sheet): columns tenorMonths and
 * rate (annual percent), one row per known tenor in increasing order, every required tenor there,
 * and not every rate below DECIMAL_RATE_LIMIT (decimals typed for percent). Every problem comes
 * back, each with the row and column to fix; a cell's problem also with its rule and the cell, so
 * that one rule broken on many rows can be said once (groupProblems).
 */
export function validateCurveSheet(
  header: readonly string[],
  rows: readonly Record<string, string>[],
  options: { rowNumbers?: readonly number[] } = {},
): ParseResult<CurvePoint[]> {
  const missing = missingColumns(header, CURVE_COLUMNS);
  if (missing.length > 0) return { ok: false, errors: missing };
  const errors: ValidationError[] = [];
  const points: CurvePoint[] = [];
  const seen = new Map<number, number>();
  let previous: { tenor: number; row: number } | undefined;
  rows.forEach((values, i) => {
    const row = options.rowNumbers?.[i] ?? i + 2;
    const cells = canonicalRecord(values, CURVE_COLUMNS);
    if (cells.tenorMonths === "" && cells.rate === "") return;
    const tenor = readWhole(cells.tenorMonths, "tenorMonths", 1, HORIZON_MONTHS, "months");
    const rate = readDecimal(
      cells.rate,
      "rate",
      CURVE_RATE_RANGE.min,
      CURVE_RATE_RANGE.max,
      "an annual percent",
    );
    if ("reason" in tenor) errors.push(cellProblem(row, "tenorMonths", tenor));
    else if (!KNOWN_CURVE_TENORS.includes(tenor.value)) {
      errors.push({
        row,
        column: "tenorMonths",
        reason: `tenor ${tenor.value} months is not a Treasury (CMT) tenor; use one of ${tenorList(KNOWN_CURVE_TENORS)}`,
        rule: `tenorMonths must be a Treasury (CMT) tenor, one of ${tenorList(KNOWN_CURVE_TENORS)}`,
        value: cells.tenorMonths,
      });
    }
    if ("reason" in rate) errors.push(cellProblem(row, "rate", rate));
    if ("reason" in tenor) return;
    const earlier = seen.get(tenor.value);
    if (earlier !== undefined) {
      errors.push({
        row,
        column: "tenorMonths",
        reason: `tenor ${tenor.value} months appears twice (also on row ${earlier}); keep one`,
      });
      return;
    }
    if (previous && tenor.value < previous.tenor) {
      errors.push({
        row,
        column: "tenorMonths",
        reason: `tenors must increase down the file: ${tenor.value} months comes after ${previous.tenor} months (row ${previous.row})`,
      });
    }
    seen.set(tenor.value, row);
    previous = { tenor: tenor.value, row };
    if (!("reason" in rate)) points.push({ tenorMonths: tenor.value, rate: rate.value });
  });
  const absent = REQUIRED_CURVE_TENORS.filter((t) => !seen.has(t));
  if (seen.size === 0 && errors.length === 0) {
    errors.push({ row: 1, column: "", reason: "the curve has no points" });
  } else if (absent.length > 0) {
    errors.push({
      row: 1,
      column: "tenorMonths",
      reason: `the curve lacks the tenors ${tenorList(absent)} months; the engine needs ${tenorList(REQUIRED_CURVE_TENORS)}`,
    });
  }
  if (errors.length === 0 && looksLikeDecimals(points.map((p) => p.rate))) errors.push(decimalCurveProblem());
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: points };
}

/** Parses a curve CSV with columns tenorMonths,rate (rate in annual percent). */
export function parseCurveCsv(text: string): ParseResult<CurvePoint[]> {
  const table = parseCsv(text);
  return validateCurveSheet(
    table.header,
    table.records.map((r) => r.values),
    { rowNumbers: table.records.map((r) => r.line) },
  );
}

export function curveToCsv(points: readonly CurvePoint[]): string {
  return ["tenorMonths,rate", ...points.map((p) => `${p.tenorMonths},${p.rate}`)].join("\n") + "\n";
}
