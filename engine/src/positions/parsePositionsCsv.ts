import { parseCsv } from "../csv/parseCsv.ts";
import { canonicalRecord, missingColumns } from "../csv/validationError.ts";
import type { ParseResult } from "../csv/validationError.ts";
import type { Position } from "./position.ts";
import { POSITION_COLUMNS } from "./positionTemplate.ts";
import { validatePositionRows } from "./validatePositionRows.ts";

/** Parses the manual upload template (CSV text). */
export function parsePositionsCsv(text: string): ParseResult<Position[]> {
  const table = parseCsv(text);
  const missing = missingColumns(table.header, POSITION_COLUMNS);
  if (missing.length > 0) return { ok: false, errors: missing };
  return validatePositionRows(
    table.records.map((r) => canonicalRecord(r.values, POSITION_COLUMNS)),
    { rowNumbers: table.records.map((r) => r.line) },
  );
}
