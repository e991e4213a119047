import { plainPosition, type GroupOverride, type Position } from "@alm/engine";
import type { WhatIfStep } from "../runs/what-if-steps.ts";
import type { BalanceBook } from "./balance-book.ts";
import { onBalanceSheet, type BookGroup } from "./book-group.ts";
import { CENT } from "./what-if-input.ts";

/** A position of a balance that bears no rate: a cash-like balance (`none`) or a book adjustment. */
const rateless = (key: string, description: string, balance: number, kind: "none" | "adjustment"): Position =>
  plainPosition({ key, description, balance, rate: 0, termMonths: null, amortization: kind });

/**
 * A group's leaves, with their keys and their shares of what it holds that bears a rate (the
 * first leaf alone when none does): where a premium paid for the group is booked.
 */
function premiumShares(book: BalanceBook, group: BookGroup): { id: string; key: string; share: number }[] {
  const held = group.leafIds
    .map((id) => ({
      id,
      key: book.groups.folderOf(id)?.key ?? "",
      bearing: book.balances.rateBearingOf(id),
    }))
    .filter((l) => l.key.trim() !== "");
  const total = held.reduce((sum, l) => sum + l.bearing, 0);
  if (total <= 0) return held.slice(0, 1).map((l) => ({ id: l.id, key: l.key, share: 1 }));
  return held.filter((l) => l.bearing > 0).map((l) => ({ id: l.id, key: l.key, share: l.bearing / total }));
}

/**
 * The steps a what-if's changes add (runs/what-if-steps.ts), each booked in the balances the
 * changes leave (BalanceBook) as it is added, so that the next change is checked against them.
 */
export class WhatIfBookings {
  readonly steps: WhatIfStep[] = [];
  readonly book: BalanceBook;

  constructor(book: BalanceBook) {
    this.book = book;
  }

  /** A bought position of `amount` dollars, its leaf's balance grown by them at `worth` a dollar. */
  addPurchase(leaf: BookGroup, position: Position, amount: number, worth: number): void {
    this.steps.push({ op: "add", position });
    this.book.balances.add(leaf, amount, worth, true);
  }

  /** New behaviour assumptions of a leaf, in force for the steps after it. */
  override(override: GroupOverride): void {
    this.steps.push({ op: "override", override });
  }

  /**
   * Books what a group was bought for above its balance (`premium`; below it, negative: a
   * liability issued for less than it owes) as adjustments of its leaves, in proportion to what
   * each holds that bears a rate, after the change's own step: a later sale of the group sells its
   * premium with it (left behind, it counted a $2,605,688 premium twice in total assets at book,
   * 2026-12-06).
   */
  paidAtCost(g: BookGroup, premium: number): void {
    if (!onBalanceSheet(g) || Math.abs(premium) < CENT) return;
    for (const { id, key, share } of premiumShares(this.book, g)) {
      const position = rateless(key, "What-if premium paid", premium * share, "adjustment");
      this.steps.push({ op: "add", position });
      this.book.balances.adjust(id, position.balance);
    }
  }

  /**
   * Grows (or shrinks) a group by `amount` book dollars bought for `premium` more (less, negative):
   * the premium is booked (paidAtCost) and the grown positions amortize their share of it in NII,
   * as a purchase's do (grown mortgages earned their old coupons on a premium never amortized).
   */
  scaleAtCost(g: BookGroup, amount: number, premium: number): void {
    const booked = onBalanceSheet(g) && amount > 0 && Math.abs(premium) >= CENT;
    this.scale(g, amount, false, booked ? premium / amount : 0);
    if (booked) this.paidAtCost(g, premium);
  }

  /** Adds `amount` dollars to a group in proportion to its positions (an empty leaf gets a cash-like position). */
  scale(g: BookGroup, amount: number, nonMaturityOnly: boolean, premiumPerDollar = 0): void {
    const held = this.book.balances.balanceOf(g, nonMaturityOnly);
    if (held <= CENT) {
      const position = rateless(g.key, "What-if balance", amount, "none");
      this.steps.push({ op: "add", position });
      this.book.balances.add(g, amount);
      return;
    }
    const factor = Math.abs(held + amount) <= CENT ? 0 : (held + amount) / held;
    const premium = premiumPerDollar ? { premiumPerDollar } : {};
    this.steps.push({ op: "scale", keys: g.leafKeys, factor, nonMaturityOnly, ...premium });
    this.book.balances.scale(g, factor, nonMaturityOnly);
  }
}
