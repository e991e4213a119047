import { parseCsv } from "../csv/parseCsv.ts";
import { readDecimal, readWhole } from "../csv/readNumber.ts";
import { canonicalRecord, missingColumns } from "../csv/validationError.ts";
import type { ParseResult, ValidationError } from "../csv/validationError.ts";
import { HORIZON_MONTHS } from "./curve.ts";
import type { CurvePoint } from "./curve.ts";

export const CURVE_COLUMNS = ["tenorMonths", "rate"] as const;

/** Parses a curve CSV with columns tenorMonths,rate (rate in annual percent). */
export function parseCurveCsv(text: string): ParseResult<CurvePoint[]> {
  const table = parseCsv(text);
  const missing = missingColumns(table.header, CURVE_COLUMNS);
  if (missing.length > 0) return { ok: false, errors: missing };
  const errors: ValidationError[] = [];
  const points: CurvePoint[] = [];
  const seen = new Map<number, number>();
  for (const record of table.records) {
    const cells = canonicalRecord(record.values, CURVE_COLUMNS);
    const row = record.line;
    const tenor = readWhole(cells.tenorMonths, "tenorMonths", 1, HORIZON_MONTHS, "months");
    const rate = readDecimal(cells.rate, "rate", -5, 50, "an annual percent");
    if ("reason" in tenor) errors.push({ row, column: "tenorMonths", reason: tenor.reason });
    if ("reason" in rate) errors.push({ row, column: "rate", reason: rate.reason });
    if ("reason" in tenor || "reason" in rate) continue;
    const earlier = seen.get(tenor.value);
    if (earlier !== undefined) {
      errors.push({
        row,
        column: "tenorMonths",
        reason: `tenor ${tenor.value} months appears twice (also on row ${earlier}); keep one`,
      });
      continue;
    }
    seen.set(tenor.value, row);
    points.push({ tenorMonths: tenor.value, rate: rate.value });
  }
  if (table.records.length === 0) {
    errors.push({ row: 1, column: "", reason: "the curve has no points" });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: points.sort((a, b) => a.tenorMonths - b.tenorMonths) };
}

export function curveToCsv(points: readonly CurvePoint[]): string {
  return ["tenorMonths,rate", ...points.map((p) => `${p.tenorMonths},${p.rate}`)].join("\n") + "\n";
}
