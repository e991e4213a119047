/**
 * Numbers as a user types them into a what-if, read exactly (the api takes decimal strings, so no
 * binary rounding on the way): money as '20,000,000', '$20M' or '250k'; percents as '4.5' for
 * 4.5 %, sent as the decimal fraction '0.045' every ratio of the API uses.
 */

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/** Moves the decimal point of a plain decimal text `places` to the right (negative: left). */
export function shiftDecimal(text: string, places: number): string | null {
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, whole = "", fraction = ""] = match;
  let digits = whole + fraction;
  let point = whole.length + places;
  if (point < 0) {
    digits = "0".repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, "0");
  const int = digits.slice(0, point).replace(/^0+(?=\d)/, "") || "0";
  const dec = digits.slice(point).replace(/0+$/, "");
  const out = dec ? `${int}.${dec}` : int;
  return /^0(\.0*)?$/.test(out) ? out : sign + out;
}

/** Suffixes as the industry writes them: 'MM' is a million as often as 'M' is. */
const SCALE: Record<string, number> = { k: 3, m: 6, mm: 6, b: 9 };

/** Separators only between groups of three digits before the point: '5,5' is no amount. */
const GROUPED = /^-?\$?\d{1,3}(,\d{3})*(\.\d*)?$|^[^,]*$/;

/**
 * Dollars typed with optional '$', thousands separators and a k/M/MM/B suffix; null when not a
 * number. A comma elsewhere is refused, not dropped: '5,5' (a 5.5 typed the European way) was
 * read as $55 without a word (a CFO's review).
 */
export function parseMoney(typed: string): string | null {
  const spaced = typed.trim().replace(/\s/g, "");
  const suffix = /(mm|[kmb])$/i.exec(spaced)?.[0].toLowerCase();
  const number = suffix ? spaced.slice(0, -suffix.length) : spaced;
  if (!GROUPED.test(number)) return null;
  return shiftDecimal(number.replace(/[$,]/g, ""), suffix ? SCALE[suffix]! : 0);
}

/** A percent typed as '4.5' or '4.5%', as its decimal fraction ('0.045'); null when not a number. */
export const parsePercent = (typed: string): string | null =>
  shiftDecimal(typed.trim().replace(/%$/, "").trim(), -2);

/** A whole number of months; null when not one. */
export function parseWhole(typed: string): number | null {
  const plain = typed.trim();
  return /^\d+$/.test(plain) ? Number(plain) : null;
}

/**
 * A decimal text of dollars as the user would type it, digits grouped ('93,624,000'; '1,234.5'):
 * what the goal seek puts into a change's Amount, which read "93624000" beside its "$93,624,000".
 */
export function groupedMoney(text: string): string {
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const [, sign, whole = "", fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}
