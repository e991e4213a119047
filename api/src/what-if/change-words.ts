import type { Side } from "@alm/engine";
import { formatNumber, textPercent } from "@alm/formats";
import type { BookGroup } from "./book-group.ts";
import type { WhatIfChange } from "./what-if-input.ts";

type Purchase = NonNullable<WhatIfChange["purchase"]>;

/**
 * A percent as typed, to the digit: two decimals unless it has more (up to six). A decay of 0.004
 * read "0.00%" and a beta of 99.999 "100.00%" in the changes as applied (a review, 2026-12-06),
 * the only record of them on paper.
 */
export function typedPercent(fraction: number): string {
  const shown = fraction * 100;
  const digits = [2, 3, 4, 5, 6].find((d) => Math.abs(Number(shown.toFixed(d)) - shown) < 1e-9) ?? 6;
  return textPercent(fraction, digits);
}

/**
 * How much of a group a change moved: the dollars, and the percent first where that is what was
 * typed ("10.00% ($14,010,814)"): the description, the only record of the change on paper, said
 * the dollars alone, and the reader of the PDF could not tell what had been asked.
 */
export function shareWords(fraction: number | undefined, amount: number): string {
  const moved = dollars(Math.round(Math.abs(amount)));
  return fraction === undefined ? moved : `${typedPercent(Math.abs(fraction))} (${moved})`;
}

/** Dollars as a CFO writes them: cents only when there are some ($20,000,000; $1,234.56), or asked for. */
export const dollars = (v: number, cents = false) =>
  formatNumber(v, {
    style: "currency",
    precision: cents || Math.round(Math.abs(v) * 100) % 100 !== 0 ? 2 : 0,
    negative: "minus",
  });

/** What a sale of `book` dollars for `value` made, to the dollar: " (a gain of $561,234)", or nothing. */
export function gainOf(book: number, value: number): string {
  const gain = Math.round(Math.abs(value)) - Math.round(Math.abs(book));
  return gain === 0 ? "" : ` (a ${gain > 0 ? "gain" : "loss"} of ${dollars(Math.abs(gain))})`;
}

/**
 * What a resized asset changed hands for, when its market value differs from its book by a dollar
 * or more: " for $20,561,234 at market (a gain of $561,234)"; bought, its cost alone.
 */
export function atMarket(amount: number, value: number): string {
  if (Math.round(Math.abs(value)) === Math.round(Math.abs(amount))) return "";
  return ` for ${dollars(Math.round(Math.abs(value)))} at market${amount < 0 ? gainOf(amount, value) : paidOver(amount, value)}`;
}

/** What a group grown cost beside its book, as a purchase's wording says it: " (a premium of $553,399)". */
function paidOver(amount: number, value: number): string {
  const apart = Math.round(value) - Math.round(amount);
  if (apart === 0) return "";
  return apart > 0 ? ` (a premium of ${dollars(apart)})` : ` (a discount of ${dollars(-apart)})`;
}
/**
 * What a purchase changed hands for, when not its face: ", costing $21,234,567 at market (a
 * premium of $1,234,567)"; an issue, ", raising $19,100,000 at market (a discount of $900,000)".
 */
function pricedAt(face: number, value: number, side: Side): string {
  const apart = Math.round(value) - Math.round(face);
  if (apart === 0) return "";
  return side === "asset"
    ? `, costing ${dollars(Math.round(value))} at market (a premium of ${dollars(apart)})`
    : `, raising ${dollars(Math.round(value))} at market (a discount of ${dollars(-apart)})`;
}

/**
 * What a purchase at par gave away where its rate lies below the market's (an asset) or above it
 * (a liability issued): it is paid, or raises, par while worth less to the buyer, a loss of NEV on
 * the day. It went unsaid while a premium was said (a review, 2026-12-06).
 */
function atPar(face: number, worth: number, side: Side): string {
  const lost = side === "asset" ? Math.round(face) - Math.round(worth) : Math.round(worth) - Math.round(face);
  if (lost <= 0) return "";
  return side === "asset"
    ? `, at par, ${dollars(lost)} over its market value of ${dollars(Math.round(worth))} (a loss of NEV on the day)`
    : `, at par, owing ${dollars(lost)} more than it raises at market (a loss of NEV on the day)`;
}

/** Months counted as said: "1 month", "36 months" (a term of one month read "for 1 months"). */
export const monthsWords = (n: number) => `${n} month${n === 1 ? "" : "s"}`;
/** How often: "every month", "every 12 months" (a monthly reset read "every 1 months"). */
const everyMonths = (n: number) => (n === 1 ? "every month" : `every ${monthsWords(n)}`);

const PAYMENTS: Record<number, string> = { 1: "monthly", 3: "quarterly", 6: "semi-annual", 12: "annual" };

/**
 * The position's terms, which the description is the only record of in the PDF and the workbook:
 * "level monthly payments, fixed rate, CPR 8.12%"; "principal at maturity, quarterly interest,
 * resetting every 12 months to the 12-month rate + 2.25%, no prepayment".
 */
function termsWords(p: Purchase): string {
  const every = PAYMENTS[p.paymentMonths] ?? everyMonths(p.paymentMonths);
  const repays =
    p.amortization === "BULLET" ? `principal at maturity, ${every} interest` : `level ${every} payments`;
  const resets =
    p.repriceMonths > 0
      ? `resetting ${everyMonths(p.repriceMonths)} to the ${p.indexMonths ?? "?"}-month rate + ${typedPercent(p.margin ?? 0)}`
      : "fixed rate";
  const cpr = p.cpr ? `CPR ${typedPercent(p.cpr)}` : "no prepayment";
  return `${repays}, ${resets}, ${cpr}`;
}

/**
 * A purchase as applied: "Buy $10,000,000 of Agency Bullet 36 Months at 4.00% for 36 months
 * (principal at maturity, monthly interest, fixed rate, no prepayment), costing $10,712,345 at
 * market (a premium of $712,345), paid from Cash & Equivalents". A liability's position is taken in
 * (a certificate issued), not bought. `paid`: what changed hands, null when nothing did.
 */
export function purchaseWords(
  p: Purchase,
  leaf: BookGroup,
  paid: { value: number; worth: number; words: string } | null,
): string {
  const rate = typedPercent(p.rate);
  const head = `${leaf.side === "liability" ? "Issue" : "Buy"} ${dollars(p.amount)} of ${leaf.label} at ${rate} for ${monthsWords(p.termMonths)} (${termsWords(p)})`;
  if (!paid) return `${head}, nothing else changing`;
  const price = pricedAt(p.amount, paid.value, leaf.side) || atPar(p.amount, paid.worth, leaf.side);
  return `${head}${price}, ${paid.words}`;
}
