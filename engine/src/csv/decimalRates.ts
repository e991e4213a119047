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

/** The warning on one position row whose rate looks like a decimal, given the file's other rates do too. */
export function decimalPositionWarning(row: number, rate: number): ValidationError {
  return {
    row,
    column: "rate",
    reason: `rate ${rate} looks like a decimal (${percentOf(rate)} %): every non-zero rate of the level and bullet positions is below ${DECIMAL_RATE_LIMIT}; rates are in percent, so enter ${percentOf(rate)}, not ${rate}`,
  };
}
