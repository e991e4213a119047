import { csvCell, parseCsv } from "../csv/parseCsv.ts";
import { isBlank, readDecimal, readWhole } from "../csv/readNumber.ts";
import { canonicalRecord, missingColumns } from "../csv/validationError.ts";
import type { ParseResult, ValidationError } from "../csv/validationError.ts";
import type { GroupOverride } from "./groupOverride.ts";

/** Columns every overrides file must have. */
const REQUIRED_OVERRIDE_COLUMNS = ["group", "cpr", "decay", "beta", "spreadBp"] as const;
/** The prepayment S-curve's slope and seasoning per group: files made before them read as empty. */
export const OVERRIDE_COLUMNS = [...REQUIRED_OVERRIDE_COLUMNS, "refiSensitivity", "seasoningMonths"] as const;
export const OVERRIDES_HEADER = OVERRIDE_COLUMNS.join(",");

type Field = Exclude<(typeof OVERRIDE_COLUMNS)[number], "group">;
const LIMITS: Record<Field, [number, number, string]> = {
  cpr: [0, 99.99, "an annual percent"],
  decay: [0, 99.99, "an annual percent"],
  beta: [0, 1, "a share"],
  spreadBp: [-1000, 5000, "basis points"],
  refiSensitivity: [0, 10, "a slope per 100 bp"],
  seasoningMonths: [0, 120, "months"],
};

/** Validates H3 override rows (cells as text); an empty cell keeps the positions' own value. */
export function validateOverrideRows(
  rows: readonly Record<string, string>[],
  rowNumbers?: readonly number[],
): ParseResult<GroupOverride[]> {
  const errors: ValidationError[] = [];
  const overrides: GroupOverride[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, i) => {
    const row = rowNumbers?.[i] ?? i + 2;
    const before = errors.length;
    const group = (cells.group ?? "").trim();
    if (group === "")
      errors.push({
        row,
        column: "group",
        reason: "group is required: the H3 group key or description, e.g. New Auto_H3",
      });
    const earlier = seen.get(group.toLowerCase());
    if (group !== "" && earlier !== undefined) {
      errors.push({
        row,
        column: "group",
        reason: `group "${group}" already appears on row ${earlier}; keep one row per group`,
      });
    }
    seen.set(group.toLowerCase(), row);
    const o: GroupOverride = { group };
    for (const f of Object.keys(LIMITS) as Field[]) {
      const cell = (cells[f] ?? "").trim();
      if (isBlank(cell)) continue;
      const [min, max, what] = LIMITS[f];
      const r =
        f === "seasoningMonths" ? readWhole(cell, f, min, max, what) : readDecimal(cell, f, min, max, what);
      if ("reason" in r) errors.push({ row, column: f, reason: r.reason });
      else o[f] = r.value;
    }
    const filled = (Object.keys(LIMITS) as Field[]).some((f) => !isBlank(cells[f]));
    if (!filled && group !== "") {
      errors.push({
        row,
        column: "",
        reason: `the row overrides nothing: fill at least one of ${Object.keys(LIMITS).join(", ")}`,
      });
    }
    if (errors.length === before) overrides.push(o);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: overrides };
}

/** An H3 override table as read from any file: every required template column must be there. */
export function validateOverrideSheet(
  header: readonly string[],
  rows: readonly Record<string, string>[],
  rowNumbers?: readonly number[],
): ParseResult<GroupOverride[]> {
  const missing = missingColumns(header, REQUIRED_OVERRIDE_COLUMNS);
  if (missing.length > 0) return { ok: false, errors: missing };
  return validateOverrideRows(
    rows.map((r) => canonicalRecord(r, OVERRIDE_COLUMNS)),
    rowNumbers,
  );
}

/** Parses the H3 overrides CSV (OVERRIDES_HEADER). */
export function parseOverridesCsv(text: string): ParseResult<GroupOverride[]> {
  const table = parseCsv(text);
  return validateOverrideSheet(
    table.header,
    table.records.map((r) => r.values),
    table.records.map((r) => r.line),
  );
}

const SAMPLE: GroupOverride[] = [
  { group: "New Auto_H3", cpr: 20, spreadBp: 150 },
  { group: "Used Auto_H3", cpr: 22, spreadBp: 175 },
  { group: "Fixed 30 Yr_H3", cpr: 10, spreadBp: 120, refiSensitivity: 2, seasoningMonths: 30 },
  { group: "HELOC 100%_H3", cpr: 18, spreadBp: 200 },
  { group: "Credit Cards_H3", refiSensitivity: 0 },
  { group: "Regular Shares_H3", decay: 12, beta: 0.1 },
  { group: "Money Market Shares_H3", decay: 22, beta: 0.5 },
  { group: "Share Certificates_H3", spreadBp: 25 },
];

/** The downloadable H3 overrides sample. */
export function overridesSampleCsv(): string {
  const lines = SAMPLE.map((o) => OVERRIDE_COLUMNS.map((c) => csvCell(o[c] ?? "")).join(","));
  return [OVERRIDES_HEADER, ...lines].join("\n") + "\n";
}
