import { POLICY_MATRIX } from "./dashboard-contract.ts";
import type { CellValue } from "./report-page.ts";

/**
 * How far apart two figures may be and still be one: the same cents summed in another order differ
 * by a rounding error well below it. A figure this close to its limit meets it, a goal seek's
 * target this close is reached, and scenarios whose changes are this close tie.
 */
export const SUMS_TOLERANCE = 1e-12;

/**
 * Whether a figure breaches the board's limit on it: every limit is a floor, a NEV ratio's
 * minimum (0.07) as much as the largest decline a change may show (-0.25, negative). The api
 * decides with it once per figure (the matrix's "No", a table's per-cell flag, a what-if's
 * status); readers take the flags it wrote and never compare again. A figure not measured (null)
 * breaches nothing, and a change short of the limit by a rounding error of the sums is no breach.
 */
export const breachesLimit = (value: number | null, limit: number): boolean =>
  value !== null && value < limit - SUMS_TOLERANCE;

/**
 * The flag a row carries beside a figure it measures against a limit: `breach_declining` beside
 * `declining`. Tables whose columns are scenarios (Policy Measurements, the Executive Summary)
 * hold a limit per cell, so a row's one `breach` cannot say which of its figures breached.
 */
export const breachFlag = (field: string) => `breach_${field}`;

/**
 * Whether a table's cell shows a breached limit, drawn bold and in the error colour on screen and
 * on paper: the answer of a row that breaches (the column its dictionary marks `answers`: the
 * matrix's "No", the Executive Summary's "Outside policy"), or a figure its row flags as beyond
 * its limit (breachFlag). The one rule of every table, whatever it measures.
 */
export function showsBreach(
  column: { field: string; isAnswer?: boolean | null },
  values: Readonly<Record<string, CellValue>> | undefined,
): boolean {
  if (!values) return false;
  if (column.isAnswer && values[POLICY_MATRIX.breach] === true) return true;
  return values[breachFlag(column.field)] === true;
}

/**
 * How a breached limit (showsBreach) is drawn wherever it shows: the report grid, the printed page
 * and the Excel workbook. Bold, so that those who see no colour read it from the weight (as the
 * word itself, "No", says it of an answer), and in one red: #C62828 (MUI's error.dark), 5.6:1 on
 * white, which stays red on screen, prints darker than error.main's 4.98:1 and reads in a
 * workbook's cells alike.
 */
export const BREACH_STYLE = { color: "#C62828", fontWeight: 700 } as const;
