import { DEFAULT_PRECISION, formatNumber, type NegativeStyle } from "./numbers.ts";

/**
 * Finance units, one way on every screen, PDF, workbook and narrative (README, "Units and signs").
 * Tables, charts and workbooks reach these rules through their column formats; tiles and the
 * api's narratives call the functions below.
 */

/** A basis point is a hundredth of a percentage point: 0.0001 as a decimal fraction. */
export const BASIS_POINT = 0.0001;

/** Money figures a column or tile shows in millions. */
export const MILLION = 1_000_000;

/** The basis points of a change of a ratio held as a decimal fraction: 0.0113 is 113 bp. */
export const basisPointsOf = (fractionChange: number) => fractionChange / BASIS_POINT;

interface SignOptions {
  negative?: NegativeStyle;
  plus?: boolean;
  /** Decimals, where the unit's own would be too many (an axis' ticks: '$10M', not '$10.0M'). */
  precision?: number;
}

/**
 * Basis points are whole numbers with their unit: '104 bp', '(104 bp)' in a figure, '-104 bp' in
 * running text. A tenth of a basis point is noise in every measure the reports show.
 */
export const formatBasisPoints = (bp: unknown, options: SignOptions = {}) =>
  formatNumber(bp, { precision: 0, suffix: " bp", ...options });

/** Dollars in millions with one decimal, for a figure that stands alone (a tile): '$292.1M', '($4.8M)'. */
export const formatMillions = (dollars: unknown, options: SignOptions = {}) =>
  formatNumber(typeof dollars === "number" ? dollars / MILLION : dollars, {
    style: "currency",
    precision: 1,
    suffix: "M",
    ...options,
  });

/*
 * Running text: a minus sign for negatives, the digits the tables show for the same figure.
 */

/** A decimal fraction as percent, with the tables' decimals: -0.4604 → '-46.04%'. */
export const textPercent = (fraction: number | null, precision = DEFAULT_PRECISION) =>
  formatNumber(fraction === null ? null : fraction * 100, { style: "percent", precision, negative: "minus" });

/**
 * Money in a sentence, always with its currency: a million or more in millions with one decimal,
 * the digits of the tiles ('$96.1 million'), less in whole dollars ('$845,120'), '-$3.6 million'.
 */
export function textMoney(dollars: number | null): string {
  if (dollars !== null && Math.abs(dollars) >= MILLION) {
    return formatNumber(dollars / MILLION, {
      style: "currency",
      precision: 1,
      suffix: " million",
      negative: "minus",
    });
  }
  return formatNumber(dollars, { style: "currency", precision: 0, negative: "minus" });
}

/** A plain number in a sentence (years, prices): '2.52', '-0.24'. */
export const textNumber = (value: number | null, precision = DEFAULT_PRECISION) =>
  formatNumber(value, { precision, negative: "minus" });

/** Basis points in a sentence: '300 bp', '-175 bp'; `plus` for a change, '+43 bp'. */
export const textBasisPoints = (bp: number | null, plus = false) =>
  formatBasisPoints(bp, { negative: "minus", plus });

/**
 * A change in a sentence, in words with its size unsigned: 'falls by 3.70%', 'rises by 0.86%', 'is
 * unchanged' (nothing at the digits shown). Prose takes neither a minus sign nor the tables'
 * parentheses: 'changes NEV by -46.04%' stood beside a table's '(46.04%)' (a CFO's and an
 * examiner's reviews). `verbs` say it of a subject: 'lowers NEV', 'raises NEV', 'leaves NEV unchanged'.
 */
export function textChange(
  change: number,
  size: (magnitude: number) => string,
  verbs: { down: string; up: string; none: string } = { down: "falls", up: "rises", none: "is unchanged" },
): string {
  const magnitude = size(Math.abs(change));
  if (magnitude === size(0)) return verbs.none;
  return `${change < 0 ? verbs.down : verbs.up} by ${magnitude}`;
}
