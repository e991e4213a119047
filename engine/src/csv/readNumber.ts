/**
 * Cell readers that return either a value or a reason the user can act on.
 * Thousands separators, "$" and "%" are tolerated because spreadsheets add them.
 */
export type Read<T> = { value: T } | ReadFailure;

/**
 * Why a cell was refused: `reason` says it for one row (the rule and the cell found); `rule` and
 * `got` apart let a file that breaks one rule on many rows say the rule once (groupProblems.ts).
 */
export interface ReadFailure {
  reason: string;
  rule: string;
  got: string;
}

export function isBlank(cell: string | undefined): boolean {
  return cell === undefined || cell.trim() === "";
}

/** Cells a message quotes before it says how many more there are. */
const CELLS_QUOTED = 3;

/** What was found instead: `got "x"`, or for several rows the first few distinct cells. */
export function gotText(cells: readonly string[]): string {
  const quoted = cells.map((c) => `"${c}"`);
  if (quoted.length > CELLS_QUOTED)
    return `got ${quoted.slice(0, CELLS_QUOTED).join(", ")} and ${quoted.length - CELLS_QUOTED} more`;
  if (quoted.length <= 1) return `got ${quoted[0] ?? '""'}`;
  return `got ${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1) ?? ""}`;
}

/** A cell that breaks `rule`. */
export const refusedCell = (rule: string, cell: string): ReadFailure => ({
  reason: `${rule}; ${gotText([cell])}`,
  rule,
  got: cell,
});

function toNumber(cell: string): number {
  const cleaned = cell.trim().replace(/[$,%\s]/g, "");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(cleaned)) return NaN;
  return Number(cleaned);
}

export function readDecimal(
  cell: string,
  column: string,
  min: number,
  max: number,
  what: string,
): Read<number> {
  const n = toNumber(cell);
  if (!Number.isFinite(n) || n < min || n > max) {
    return refusedCell(`${column} must be ${what} from ${min} to ${max}`, cell);
  }
  return { value: n };
}

export function readWhole(
  cell: string,
  column: string,
  min: number,
  max: number,
  unit: string,
): Read<number> {
  const n = toNumber(cell);
  if (!Number.isInteger(n) || n < min || n > max) {
    return refusedCell(`${column} must be a whole number of ${unit} from ${min} to ${max}`, cell);
  }
  return { value: n };
}
