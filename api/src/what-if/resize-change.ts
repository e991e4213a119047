import type { ChangeLedger } from "./change-ledger.ts";
import { atMarket, dollars, shareWords } from "./change-words.ts";
import { CENT, type WhatIfChange } from "./what-if-input.ts";

export type Resize = NonNullable<WhatIfChange["resize"]>;

/** Scales a group by `amount` dollars (negative: sells) against its counterpart. */
export function resizeGroup(ledger: ChangeLedger, r: Resize, at: string): void {
  const { counterparts } = ledger;
  const named = ledger.group(r.group, `${at}.group`);
  const sides = named && counterparts.apart(named, r.counterpart, r.counterpartGroup, [at, "counterpart"]);
  if (!sides) return;
  const g = sides.moving;
  const balance = ledger.balanceOf(g);
  const amount = r.amount ?? (r.fraction as number) * balance;
  const field = `${at}.${r.amount === undefined ? "fraction" : "amount"}`;
  // An empty group first: a share of it comes to $0.00, and was refused as too small a change
  // where an amount of it was refused as what it is.
  if (balance <= CENT) {
    ledger.problem(
      `${at}.group`,
      `'${g.label}' holds no balance to change`,
      "Buy a position into it instead.",
    );
    return;
  }
  if (ledger.underACent(amount, field)) return;
  if (ledger.adjustsOnly(g, `${at}.group`)) return;
  if (balance + amount < -CENT) {
    // Said of the field, as the screen puts its name in front: "Amount ($) is more than ...". What
    // a change before this one took is said: "the $40,108,141 it holds" read as the group's all.
    const before = ledger.balanceBefore(g);
    const holds =
      Math.abs(before - balance) > CENT
        ? `holds after the changes before this one (${dollars(before)} before them)`
        : "holds";
    ledger.problem(
      field,
      `is more than the ${dollars(balance)} that '${g.label}' ${holds}: it would take ${dollars(-amount)}`,
      `Take at most ${dollars(balance)}: all it holds.`,
    );
    return;
  }
  // Assets change hands at their market value: a sale at book gave away a premium's worth of NEV.
  const value = amount * counterparts.unitWorth(g);
  const cp = sides.other && counterparts.take(sides.other, [`${at}.counterpart`, field], g, value);
  if (cp === undefined) return;
  // Grown against another side, the group was bought at its worth; for nothing, it was not bought.
  ledger.bookings.scaleAtCost(g, amount, cp && amount > 0 ? value - amount : 0);
  const verb = amount < 0 ? (g.side === "asset" ? "Sell" : "Reduce") : "Grow";
  ledger.applied.push({
    // To the dollar, as a CFO says it: a share of a group comes to cents ($14,010,814.10).
    description: `${verb} ${g.label} by ${shareWords(r.fraction, amount)}${cp ? `${atMarket(amount, value)}, ${cp.words}` : ", nothing else changing"}`,
    amount: Math.abs(amount),
  });
}
