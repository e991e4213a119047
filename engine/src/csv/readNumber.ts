/**
 * Cell readers that return either a value or a reason the user can act on.
 * Thousands separators, "$" and "%" are tolerated because spreadsheets add them.
 */
export type Read<T> = { value: T } | { reason: string };

export function isBlank(cell: string | undefined): boolean {
  return cell === undefined || cell.trim() === "";
}

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
    return { reason: `${column} must be ${what} from ${min} to ${max}; got "${cell}"` };
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
    return {
      reason: `${column} must be a whole number of ${unit} from ${min} to ${max}; got "${cell}"`,
    };
  }
  return { value: n };
}
