import type { ValidationError } from "./validationError.ts";

/**
 * Rates in the templates are annual percent (1.52 for 1.52 %). A file whose every rate is smaller
 * than this was almost surely typed as decimals (0.0152): even at the lows of 2020-2021 the Treasury
 * curve's long end stayed above 1 %, and no balance sheet lends and invests below 0.25 % throughout.
 * A single low rate is ordinary (overnight funds at 0.08 %), so only the whole file is judged.
 * Every text about decimal rates is here, the curve's refusal and the positions' warning alike.
 */
export const DECIMAL_RATE_LIMIT = 0.25;

/**
 * Whether rates look like decimals: there is one at least and every one is smaller than the
 * limit in size (a curve quoted below zero, -0.5 %, is market data, not a decimal).
 */
export function looksLikeDecimals(rates: readonly number[]): boolean {
  return rates.length > 0 && rates.every((r) => Math.abs(r) < DECIMAL_RATE_LIMIT);
}

const percentOf = (rate: number) => Number((rate * 100).toPrecision(10));

/** Why a curve is refused when its rates look like decimals (the whole rate column). */
export function decimalCurveProblem(): ValidationError {
  return {
    row: 1,
    column: "rate",
    reason: `every rate is below ${DECIMAL_RATE_LIMIT}: rates look like decimals (0.0152) rather than percent (1.52); enter rates in percent (multiply these by 100) and upload the curve again`,
  };
}

/** Rows a warning names before it says how many more there are. */
const ROWS_NAMED = 10;

/**
 * The warning on a positions file whose loan and investment rates look like decimals: one for the
 * file (row 1, as other whole-file problems), naming the rows, so a screen shows it in one line.
 */
export function decimalPositionsWarning(flagged: readonly { row: number; rate: number }[]): ValidationError {
  const rows = flagged.map((f) => f.row);
  const named =
    rows.length <= ROWS_NAMED
      ? listed(rows.map(String))
      : `${rows.slice(0, ROWS_NAMED).join(", ")} and ${rows.length - ROWS_NAMED} more`;
  const first = flagged[0] ?? { row: 0, rate: 0 };
  return {
    row: 1,
    column: "rate",
    reason: `the rates of row${rows.length === 1 ? "" : "s"} ${named} look like decimals: every non-zero rate of the level and bullet positions is below ${DECIMAL_RATE_LIMIT} (row ${first.row}: ${first.rate}). Rates are in percent: enter ${percentOf(first.rate)} for ${percentOf(first.rate)} %, not ${first.rate}; if these are decimals, multiply them by 100 and upload the file again`,
  };
}

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
