import { validatePositionRows, type Position } from "@alm/engine";
import type { WhatIfChange } from "./what-if-input.ts";

type Purchase = NonNullable<WhatIfChange["purchase"]>;

/** The template's columns as the purchase's fields name them (rates are percent in the template). */
const FIELD_OF_COLUMN: Record<string, keyof Purchase> = {
  balance: "amount",
  rate: "rate",
  termMonths: "termMonths",
  amortization: "amortization",
  paymentMonths: "paymentMonths",
  repriceMonths: "repriceMonths",
  index: "indexMonths",
  margin: "margin",
  cpr: "cpr",
};

/** A decimal fraction as the template's percent, without a binary fraction's tail (0.045 → 4.5). */
const percentCell = (fraction: number | undefined) =>
  fraction === undefined ? "" : String(Number((fraction * 100).toPrecision(12)));

export interface PurchaseProblem {
  field: keyof Purchase;
  reason: string;
}

/**
 * The position a purchase adds, checked by the manual upload template's own rules (the engine's
 * row validation: terms, payment frequency, adjustable rates), so that a bought position is held
 * to what an uploaded one is.
 */
export function purchasedPosition(
  leafKey: string,
  p: Purchase,
): { position: Position } | { problems: PurchaseProblem[] } {
  const cells: Record<string, string> = {
    key: leafKey,
    description: "What-if purchase",
    balance: String(p.amount),
    rate: percentCell(p.rate),
    termMonths: String(p.termMonths),
    amortization: p.amortization.toLowerCase(),
    paymentMonths: String(p.paymentMonths),
    repriceMonths: String(p.repriceMonths),
    index: p.indexMonths === undefined ? "" : String(p.indexMonths),
    margin: percentCell(p.margin),
    cpr: percentCell(p.cpr),
    decay: "",
    beta: "",
  };
  const result = validatePositionRows([cells]);
  if (!result.ok) {
    return {
      problems: result.errors.map((e) => ({ field: FIELD_OF_COLUMN[e.column] ?? "group", reason: e.reason })),
    };
  }
  const [position] = result.value;
  if (!position) return { problems: [{ field: "group", reason: "the position could not be read" }] };
  return { position };
}
