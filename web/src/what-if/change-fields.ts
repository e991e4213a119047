/**
 * The fields of each kind of what-if change, as the editor draws them and as they map onto the
 * API's input (each field's name is the input field's, so a server message naming
 * `changes[1].purchase.rate` lands on that field).
 */

import { boundPercent, textPercent, WHAT_IF_BOUNDS as B } from "@alm/formats";
import type { DepositTerms, LeafTerms } from "./group-options.ts";

export type ChangeKind = "resize" | "purchase" | "depositShift" | "depositAssumptions";

/**
 * "depositGroup": a group that holds non-maturity deposits (the api's list, whatIfGroups);
 * "leafGroup": a leaf of the assets and liabilities, where a position is bought.
 */
export type FieldType = "group" | "depositGroup" | "leafGroup" | "money" | "percent" | "months" | "choice";

export interface Option {
  value: string;
  label: string;
}

/** What the user typed, by field name: every value a text until it is sent. */
export type Draft = Readonly<Record<string, string>>;

export interface ChangeField {
  name: string;
  label: string;
  type: FieldType;
  options?: readonly Option[];
  /** A choice of whole numbers (the API takes an Int). */
  numeric?: boolean;
  /** The API cannot take the change without it (a non-null input field). */
  required?: boolean;
  helper?: string;
  /**
   * The values a field takes, checked in the field's own unit before the API sees them: a percent
   * before it is sent as the decimal fraction (whose bounds would read "0 to 1" against a
   * percent); months as the upload template bounds them, said with the other fields' problems
   * rather than in a second round from the API.
   */
  range?: FieldRange;
  /** Shown (and sent) only when this holds. */
  shown?(draft: Draft): boolean;
  /** The chosen deposit group's own value of it, said beside the field: what the change replaces. */
  current?: keyof DepositTerms;
}

export interface FieldRange {
  /** The field as a sentence names it: "Decay". */
  name: string;
  /** What it is: "a percent a year". */
  is: string;
  min: number;
  /** The most the API takes, in the field's unit: 99.99 % of a decay, as the API's 0.9999. */
  max: number;
}

export const KIND_LABELS: Record<ChangeKind, string> = {
  resize: "Sell or grow a group",
  // Into a liability's leaf a position is issued (a certificate, an advance), and cash comes in.
  purchase: "Buy or issue a position",
  depositShift: "Shift deposits between groups",
  depositAssumptions: "Change a deposit group's decay or beta",
};

export const COUNTERPARTS: readonly Option[] = [
  { value: "CASH", label: "Cash" },
  { value: "GROUP", label: "Another group" },
  // A sale for nothing is a write-off: what leaves the assets leaves capital (net worth) too.
  { value: "NONE", label: "Nothing (a write-off, or a gain, to capital)" },
];

const BY: readonly Option[] = [
  { value: "AMOUNT", label: "An amount" },
  { value: "PERCENT", label: "A percent of the group" },
];

/** A share of a group, typed in percent; Change (sell or grow) gives it its sign. */
// Its direction is a field of its own (Sell or Grow): the share is the size of the fraction.
const SHARE: FieldRange = {
  name: "Percent of the group",
  is: "a percent",
  min: 0,
  max: boundPercent(B.fraction.max),
};

/** A bound of the API's fractions as the percents a field takes. */
const inPercent = (range: { min: number; max: number }) => ({
  min: boundPercent(range.min),
  max: boundPercent(range.max),
});

const byAmount = (d: Draft) => d.by !== "PERCENT";
const byPercent = (d: Draft) => d.by === "PERCENT";

/** A resize's or a deposit shift's share of the group, shown and required when chosen "By" it. */
const PERCENT_OF_GROUP: ChangeField = {
  name: "fraction",
  label: "Percent of the group (%)",
  type: "percent",
  required: true,
  shown: byPercent,
  range: SHARE,
};
const adjustable = (d: Draft) => Number(d.repriceMonths || 0) > 0;

export const CHANGE_FIELDS: Record<ChangeKind, readonly ChangeField[]> = {
  resize: [
    { name: "group", label: "Product group", type: "group", required: true },
    {
      name: "direction",
      label: "Change",
      type: "choice",
      options: [
        { value: "SELL", label: "Sell or run off" },
        { value: "GROW", label: "Grow" },
      ],
    },
    { name: "by", label: "By", type: "choice", options: BY },
    // The api's rule (Counterparts.unitWorth): the amount is of book; assets trade at market.
    // Required once shown: an empty one was sent, and the api named the other, hidden one.
    {
      name: "amount",
      label: "Amount ($)",
      type: "money",
      required: true,
      shown: byAmount,
      helper: "At book, e.g. 20M",
    },
    PERCENT_OF_GROUP,
    {
      name: "counterpart",
      label: "Proceeds to / paid from",
      type: "choice",
      options: COUNTERPARTS,
      // The api's rule (BalanceBook.cash): what cash receives earns the overnight rate and reprices.
      helper: "Assets sold or bought at market; cash received is invested overnight",
    },
    {
      name: "counterpartGroup",
      label: "Other group",
      type: "group",
      required: true,
      shown: (d) => d.counterpart === "GROUP",
    },
  ],
  purchase: [
    { name: "group", label: "Into group", type: "leafGroup", required: true },
    { name: "amount", label: "Amount ($)", type: "money", required: true, helper: "e.g. 20M" },
    {
      name: "rate",
      label: "Rate (%)",
      type: "percent",
      required: true,
      helper: "e.g. 4.5",
      range: { name: "Rate", is: "a percent a year", ...inPercent(B.rate) },
    },
    {
      name: "termMonths",
      label: "Term (months)",
      type: "months",
      required: true,
      range: { name: "Term", is: "a number of months", ...B.termMonths },
    },
    {
      name: "amortization",
      label: "Amortization",
      type: "choice",
      // purchaseInto: a bullet leaf's purchase was a level loan unless the user noticed.
      helper: "As the group's positions repay, once one is chosen",
      options: [
        { value: "LEVEL", label: "Level payments" },
        { value: "BULLET", label: "Principal at maturity" },
      ],
    },
    {
      name: "paymentMonths",
      label: "Payments",
      type: "choice",
      numeric: true,
      options: [
        { value: "1", label: "Monthly" },
        { value: "3", label: "Quarterly" },
        { value: "6", label: "Semi-annual" },
        { value: "12", label: "Annual" },
      ],
    },
    {
      name: "repriceMonths",
      label: "Reprices every (months)",
      type: "months",
      helper: "0 for a fixed rate",
      range: { name: "Repricing", is: "a number of months", min: 0, max: B.termMonths.max },
    },
    // An adjustable position follows an index at a margin: the API needs both once it reprices.
    {
      name: "indexMonths",
      label: "Index tenor (months)",
      type: "months",
      required: true,
      shown: adjustable,
      range: { name: "Index tenor", is: "a number of months", ...B.indexMonths },
    },
    {
      name: "margin",
      label: "Margin over the index (%)",
      type: "percent",
      required: true,
      shown: adjustable,
      range: { name: "Margin", is: "a percent", ...inPercent(B.margin) },
    },
    {
      name: "cpr",
      label: "Prepayment (CPR %)",
      type: "percent",
      range: { name: "Prepayment", is: "a percent a year", ...inPercent(B.cpr) },
      helper: "The group's own, once one is chosen; blank is none",
    },
    {
      name: "fundedBy",
      label: "Paid from / proceeds to",
      type: "choice",
      // A purchase is paid for: for nothing, its typed coupon priced a gift (what-if-input.ts).
      options: COUNTERPARTS.filter((o) => o.value !== "NONE"),
      // The api's rule (purchase-price.ts): a typed coupon makes no NEV on the day it is bought.
      helper: "At par, or at market value when its rate beats the market's (an issue: is below it)",
    },
    {
      name: "counterpartGroup",
      label: "Other group",
      type: "group",
      required: true,
      shown: (d) => d.fundedBy === "GROUP",
    },
  ],
  depositShift: [
    { name: "fromGroup", label: "From deposit group", type: "depositGroup", required: true },
    { name: "toGroup", label: "To deposit group", type: "depositGroup", required: true },
    { name: "by", label: "By", type: "choice", options: BY },
    // Required once shown, as a resize's: empty, the api answered "give exactly one of amount
    // (dollars) and fraction" under an Amount without its asterisk (a CFO's review).
    { name: "amount", label: "Amount ($)", type: "money", required: true, shown: byAmount },
    PERCENT_OF_GROUP,
  ],
  depositAssumptions: [
    { name: "group", label: "Deposit group", type: "depositGroup", required: true },
    {
      name: "decay",
      label: "Decay (% a year)",
      type: "percent",
      helper: `${boundPercent(B.decay.min)} to ${boundPercent(B.decay.max)}`,
      range: { name: "Decay", is: "a percent a year", ...inPercent(B.decay) },
      current: "decay",
    },
    {
      name: "beta",
      label: "Beta (%)",
      type: "percent",
      helper: `${boundPercent(B.unit.min)} to ${boundPercent(B.unit.max)}`,
      range: { name: "Beta", is: "a percent", ...inPercent(B.unit) },
      current: "beta",
    },
  ],
};

/** What a new change of each kind starts with. */
export const NEW_DRAFT: Record<ChangeKind, Draft> = {
  resize: { direction: "SELL", by: "AMOUNT", counterpart: "CASH" },
  purchase: { amortization: "LEVEL", paymentMonths: "1", repriceMonths: "0", fundedBy: "CASH" },
  depositShift: { by: "AMOUNT" },
  depositAssumptions: {},
};

/**
 * A purchase's leaf chosen: it repays and prepays as that leaf's positions do (the api's
 * purchaseTerms), which the user may still change. A note bought into a leaf of agency bullets is
 * a bullet; a mortgage bought with no CPR never prepaid, and one at 8 % cost 168.
 */
export function purchaseInto(values: Draft, group: string, termsOf: ReadonlyMap<string, LeafTerms>): Draft {
  const terms = termsOf.get(group);
  if (!terms) return { ...values, group };
  // The field takes percent, to two decimals as the assumption pages show it.
  const cpr = String(Number((Number(terms.cpr) * 100).toFixed(2)));
  return { ...values, group, amortization: terms.amortization, cpr };
}

/**
 * What a field says under it: the chosen deposit group's value now, for a decay or beta (a user
 * changing one had to look it up on the assumption pages first), else its range or hint. Said as
 * the average it is: the change sets every position of the group to the one value typed, so where
 * the positions differ, typing the average back in moves the figures (a review, 2026-12-06).
 */
export function helperOf(f: ChangeField, draft: Draft, depositTermsOf: ReadonlyMap<string, DepositTerms>) {
  const terms = f.current && draft.group ? depositTermsOf.get(draft.group) : undefined;
  if (!f.current || !terms) return f.helper;
  return `Now ${textPercent(Number(terms[f.current]))} on average; blank keeps each position's own (${f.helper})`;
}

export const visibleFields = (kind: ChangeKind, draft: Draft) =>
  CHANGE_FIELDS[kind].filter((f) => !f.shown || f.shown(draft));
