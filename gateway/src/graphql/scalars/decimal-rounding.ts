import { Decimal } from "decimal.js";

/**
 * How exact the engine's numbers are on the wire. The engine computes in doubles, which hold 15
 * significant decimal digits exactly (DBL_DIG); digits past those are the binary representation's
 * noise ('-7868627.734099999'), not the model's.
 */
export const DECIMAL_RULES = {
  /** Dollars as Money: cents. */
  moneyDecimals: 2,
  /**
   * Other numbers (rates and ratios as decimal fractions, prices, years, and dollars read as plain
   * numbers): at most 8 decimals, four more than the finest a report shows (a percentage with 2
   * decimals is a fraction with 4).
   */
  numberDecimals: 8,
  significantDigits: 15,
} as const;

const canonical = (d: Decimal) => (d.isZero() ? "0" : d.toFixed());

/** Half away from zero, as accountants round. */
const round = (d: Decimal, places: number) => d.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);

/**
 * An engine number as a Decimal string: rounded once, to 8 decimals or to 15 significant digits,
 * whichever keeps fewer decimals ('-7868627.734099999' → '-7868627.7341').
 */
export function decimalOf(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`The engine number ${value} is not finite.`);
  // Decimal reads a number as its shortest round-trip text, the engine's value as JavaScript has it.
  const exact = new Decimal(value);
  const wholeDigits = exact.isZero() ? 1 : exact.e + 1;
  const places = Math.min(
    DECIMAL_RULES.numberDecimals,
    Math.max(0, DECIMAL_RULES.significantDigits - wholeDigits),
  );
  return canonical(round(exact, places));
}

export const decimalOrNull = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : decimalOf(value);

/**
 * Dollars as Money: the number's Decimal (decimalOf) rounded to cents, so that a cell's money is
 * always its number rounded, never a cent apart from it (rounding the double directly differs
 * where its digits past the 15th, noise, sit at a half cent: 0.00499999999999 vs "0.005").
 */
export function usdOf(value: number): { amount: string; currencyCode: "USD" } {
  if (!Number.isFinite(value)) throw new RangeError(`The engine amount ${value} is not finite.`);
  const amount = round(new Decimal(decimalOf(value)), DECIMAL_RULES.moneyDecimals);
  return { amount: canonical(amount), currencyCode: "USD" };
}
