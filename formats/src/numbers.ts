/** Shown for a missing value (spec shell-and-reports section 5: null or 'N.A.' shows N/A). */
export const NOT_AVAILABLE = "N/A";

/**
 * Shown, and sent by the api, for a ratio whose denominator is too close to zero to mean anything
 * (a share of a near-zero NEV change), as ALM reports print it.
 */
export const NOT_MEANINGFUL = "n/m";

export const isNotMeaningful = (value: unknown) => value === NOT_MEANINGFUL;

/** Decimals when a column or block names none (spec section 9). */
export const DEFAULT_PRECISION = 2;

export type NumberStyle = "number" | "currency" | "percent";

/**
 * How a negative figure is marked (README, "Signs"): in parentheses where figures stand in
 * columns (tables, charts, tiles, workbooks: the spec's rule), with a minus sign in running
 * text, where a parenthesis reads as an aside. Either way the digits are the same.
 */
export type NegativeStyle = "parentheses" | "minus";

export interface NumberOptions {
  style?: NumberStyle;
  precision?: number | null;
  /** ISO currency code; USD by default. */
  currency?: string;
  /** Three significant digits and a scale letter ('$18.2M'), where the whole figure has no room. */
  compact?: boolean;
  /** Parentheses unless said otherwise. */
  negative?: NegativeStyle;
  /** A "+" before a positive figure: for changes in running text ("+43 bp"). */
  plus?: boolean;
  /** A unit after the digits, inside the sign's marks: " bp" gives "(104 bp)", "M" gives "$292.1M". */
  suffix?: string;
}

/** A number from what a cell holds: numbers, numeric text; anything else (null, 'N.A.') is missing. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "" && !/^n\.?a\.?$/i.test(value.trim())) {
    const n = Number(value.replace(/[$,\s]/g, ""));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  style: NumberStyle,
  precision: number,
  currency: string,
  compact: boolean,
): Intl.NumberFormat {
  const key = `${style}/${precision}/${currency}/${compact}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat("en-US", {
      style: style === "currency" ? "currency" : "decimal",
      currency: style === "currency" ? currency : undefined,
      ...(compact
        ? { notation: "compact", maximumSignificantDigits: 3 }
        : { minimumFractionDigits: precision, maximumFractionDigits: precision }),
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * A number as the reports show it: thousands separators, fixed decimals, negatives in
 * parentheses ((1,234.50), ($1,234.50), (5.12%)), or with a minus sign for running text
 * (-1,234.50, -$1,234.50, -5.12%). Percent style expects the value in percent already (5.12 for
 * 5.12%). Missing values show N/A.
 */
export function formatNumber(value: unknown, options: NumberOptions = {}): string {
  if (isNotMeaningful(value)) return NOT_MEANINGFUL;
  const n = toNumber(value);
  if (n === null) return NOT_AVAILABLE;
  const style = options.style ?? "number";
  const precision = clampPrecision(options.precision ?? DEFAULT_PRECISION);
  const compact = options.compact ?? false;
  const text = formatter(style, precision, options.currency ?? "USD", compact).format(Math.abs(n));
  const suffixed = `${text}${style === "percent" ? "%" : ""}${options.suffix ?? ""}`;
  // Rounded to zero is zero: "(0.00)" would claim a loss that the shown digits do not have.
  const negative = n < 0 && (compact || Number(Math.abs(n).toFixed(precision)) !== 0);
  if (!negative)
    return options.plus && Number(Math.abs(n).toFixed(precision)) !== 0 ? `+${suffixed}` : suffixed;
  return options.negative === "minus" ? `-${suffixed}` : `(${suffixed})`;
}

function clampPrecision(p: number): number {
  return Math.min(10, Math.max(0, Math.trunc(p)));
}
