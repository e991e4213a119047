import type { ChangeLedger } from "./change-ledger.ts";
import { purchaseWords } from "./change-words.ts";
import { purchasedPosition } from "./purchase-position.ts";
import { pricePurchase, purchaseWorth } from "./purchase-price.ts";
import { purchaseRefusal } from "./purchase-refusal.ts";
import { CENT, type WhatIfChange } from "./what-if-input.ts";

/** Buys (or, into a liability, issues) a position into a leaf, paid for by its counterpart. */
export function purchaseInto(
  ledger: ChangeLedger,
  p: NonNullable<WhatIfChange["purchase"]>,
  at: string,
): void {
  const { book, counterparts } = ledger;
  const leaf = ledger.group(p.group, `${at}.group`);
  if (!leaf) return;
  // A loan booked into the allowance for loan losses raised NEV; fixed assets earn nothing.
  const refused = purchaseRefusal(leaf, book.groups, book.balances);
  if (refused) {
    ledger.problem(`${at}.group`, refused.error, refused.resolution);
    return;
  }
  if (ledger.underACent(p.amount, `${at}.amount`)) return;
  const made = purchasedPosition(leaf.key, p);
  if ("problems" in made) {
    for (const e of made.problems)
      ledger.problem(`${at}.${e.field}`, e.reason, "Correct it and run the what-if again.");
    return;
  }
  const sides = counterparts.apart(leaf, p.fundedBy, p.counterpartGroup, [at, "fundedBy"]);
  const override = ledger.overridesInForce().get(leaf.id);
  const { worth, aboveMarket } = pricePurchase(made.position, override, ledger.results, ledger.model);
  const value = purchaseWorth(p.amount, worth, leaf.side);
  const cp = sides?.other && counterparts.take(sides.other, [`${at}.fundedBy`, `${at}.amount`], leaf, value);
  if (!sides || cp === undefined) return;
  // Recorded at what changed hands: an asset at its cost, a liability at what it raised. The
  // position carries its balance; the premium or discount is the leaf's book adjustment, which
  // the NII projection amortizes along the position's life (Position.premium), and its run-off
  // is replaced at the market's rate, not the one typed (Position.aboveMarket).
  const paid = cp && Math.abs(value - p.amount) >= CENT ? value - p.amount : 0;
  const priced = {
    ...(aboveMarket === 0 ? {} : { aboveMarket }),
    ...(paid === 0 ? {} : { premium: paid }),
  };
  ledger.bookings.addPurchase(leaf, { ...made.position, ...priced }, p.amount, worth);
  ledger.bookings.paidAtCost(leaf, paid);
  ledger.applied.push({
    description: purchaseWords(p, leaf, cp ? { value, worth, words: cp.words } : null),
    amount: p.amount,
  });
}
