import { parseCsv } from "../csv/parseCsv.ts";
import { missingColumns } from "../csv/validationError.ts";
import type { ParseResult } from "../csv/validationError.ts";
import type { Position } from "./position.ts";
import { REQUIRED_POSITION_COLUMNS } from "./positionTemplate.ts";
import { validatePositionRows, type RowOptions } from "./validatePositionRows.ts";

/**
 * A position table as read from any file (CSV, or a workbook's first sheet): every required
 * template column must be there, so a missing one is named instead of read as empty cells; the
 * optional ones (caps, floor, age) read as empty when left out.
 */
export function validatePositionSheet(
  header: readonly string[],
  rows: readonly Record<string, string>[],
  options: RowOptions = {},
): ParseResult<Position[]> {
  const missing = missingColumns(header, REQUIRED_POSITION_COLUMNS);
  if (missing.length > 0) return { ok: false, errors: missing };
  return validatePositionRows(rows, options);
}

/** Parses the manual upload template (CSV text). */
export function parsePositionsCsv(
  text: string,
  options: Pick<RowOptions, "maxErrors"> = {},
): ParseResult<Position[]> {
  const table = parseCsv(text);
  return validatePositionSheet(
    table.header,
    table.records.map((r) => r.values),
    { ...options, rowNumbers: table.records.map((r) => r.line) },
  );
}
