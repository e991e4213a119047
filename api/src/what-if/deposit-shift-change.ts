import { overlaps } from "./book-group.ts";
import type { ChangeLedger } from "./change-ledger.ts";
import { dollars, typedPercent } from "./change-words.ts";
import { overlapText } from "./overlap-text.ts";
import { CENT, type WhatIfChange } from "./what-if-input.ts";

/** Moves non-maturity deposits from one group to another: the balance sheet's total stays. */
export function shiftDeposits(
  ledger: ChangeLedger,
  d: NonNullable<WhatIfChange["depositShift"]>,
  at: string,
): void {
  const from = ledger.group(d.fromGroup, `${at}.fromGroup`);
  const to = ledger.group(d.toGroup, `${at}.toGroup`);
  if (!from || !to) return;
  const available = ledger.balanceOf(from, true);
  const held = ledger.balanceOf(to, true);
  const amount = d.amount ?? (d.fraction as number) * available;
  if (overlaps(from, to))
    return ledger.problem(
      `${at}.toGroup`,
      overlapText(from, to),
      "Choose two groups neither of which holds the other.",
    );
  if (available <= CENT)
    return ledger.problem(
      `${at}.fromGroup`,
      `'${from.label}' holds no non-maturity deposits`,
      "Name a group of shares or deposits.",
    );
  if (held <= CENT)
    return ledger.problem(
      `${at}.toGroup`,
      `'${to.label}' holds no non-maturity deposits to add to`,
      "Name a group of shares or deposits that holds some.",
    );
  // After the groups' own checks: a share of an empty group comes to $0.00, and was refused as too
  // small a change where an amount of it was refused as what it is.
  if (ledger.underACent(amount, `${at}.${d.amount === undefined ? "fraction" : "amount"}`)) return;
  if (amount > available + CENT)
    return ledger.problem(
      `${at}.amount`,
      `moving ${dollars(amount)} is more than the ${dollars(available)} of non-maturity deposits in '${from.label}'`,
      `Move at most ${dollars(available)}.`,
    );
  ledger.bookings.scale(from, -amount, true);
  ledger.bookings.scale(to, amount, true);
  ledger.applied.push({
    description:
      d.fraction === undefined
        ? `Move ${dollars(Math.round(amount))} of deposits from ${from.label} to ${to.label}`
        : `Move ${typedPercent(d.fraction)} of the deposits of ${from.label} (${dollars(Math.round(amount))}) to ${to.label}`,
    amount,
  });
}
