import type { BalanceBook } from "./balance-book.ts";
import { overlaps, type BookGroup } from "./book-group.ts";
import { dollars, gainOf } from "./change-words.ts";
import { CENT } from "./what-if-input.ts";
import type { WhatIfBookings } from "./what-if-bookings.ts";

export type Counterpart = "CASH" | "GROUP" | "NONE";

/** What the other side of a change needs of the ledger checking it (change-ledger.ts). */
export interface ChangeChecks {
  /** The chart of accounts' name, for the words of a problem. */
  chartName: string;
  /** Records a problem of a field. */
  problem(field: string, error: string, resolution: string): void;
  /** The balance-sheet group a name names, or undefined with a problem recorded. */
  group(name: string, field: string): BookGroup | undefined;
}

/**
 * The other side of a change: the group that pays for it or receives it, found apart from the
 * group that changes, priced as it changes hands, and booked. The balance sheet balances.
 */
export class Counterparts {
  private readonly book: BalanceBook;
  private readonly bookings: WhatIfBookings;
  private readonly checks: ChangeChecks;

  constructor(bookings: WhatIfBookings, checks: ChangeChecks) {
    this.book = bookings.book;
    this.bookings = bookings;
    this.checks = checks;
  }

  /**
   * The group a change moves and the one on its other side (null for NONE), kept apart: when one
   * lies within the other, the outer one stands for the rest of it. Selling Total Investments into
   * Cash, one of its leaves, sells the other investments, as a CFO means it. Undefined (a problem
   * recorded) when the other side cannot be found or is the very group that changes.
   */
  apart(
    moving: BookGroup,
    kind: Counterpart,
    name: string | undefined,
    [at, kindField]: [string, string],
  ): { moving: BookGroup; other: BookGroup | null } | undefined {
    if (kind === "NONE") return { moving, other: null };
    const other =
      kind === "CASH" ? this.book.cash() : this.checks.group(name as string, `${at}.counterpartGroup`);
    if (!other) {
      if (kind === "CASH")
        this.checks.problem(
          `${at}.${kindField}`,
          `the chart of accounts '${this.checks.chartName}' has no cash leaf`,
          "Choose a GROUP counterpart, or NONE.",
        );
      return undefined;
    }
    if (!overlaps(moving, other)) return { moving, other };
    const movingRest = this.book.groups.without(moving, other);
    if (movingRest.leafIds.length) return { moving: movingRest, other };
    const otherRest = this.book.groups.without(other, moving);
    if (otherRest.leafIds.length) return { moving, other: otherRest };
    this.checks.problem(
      kind === "CASH" ? `${at}.${kindField}` : `${at}.counterpartGroup`,
      `'${other.label}' is the group that changes: it cannot also be the other side`,
      "Choose another group for the other side, or Nothing.",
    );
    return undefined;
  }

  /**
   * What a book dollar of a group is worth when it changes hands: assets at their market value at
   * Base (LeafBalances.priceOf); the cash that pays or receives, and liabilities, at par, as cash is
   * lent overnight and deposits are paid out and taken in.
   */
  unitWorth(g: BookGroup): number {
    return g.side === "asset" && !g.atPar ? this.book.balances.priceOf(g) : 1;
  }

  /**
   * Takes the other side of a change worth `value` dollars to `moving`: undefined when it cannot
   * (a problem is recorded, on the field of the other side, or on the amount when that side holds
   * too little: a smaller amount is the first remedy, and the user looks for it where they typed
   * it). Its step is added here; `words` say which way the money went.
   */
  take(cp: BookGroup, [field, amountField]: [string, string], moving: BookGroup, value: number) {
    // The balance sheet balances: an asset sold buys an asset; a deposit that leaves takes cash with it.
    const sameSide = (cp.side === "asset") === (moving.side === "asset");
    const worth = sameSide ? -value : value;
    // Cash invests what it receives overnight (BalanceBook.cash) and pays out of all it holds.
    const target = worth > 0 && cp.inflow ? cp.inflow : cp;
    const change = worth / this.unitWorth(target);
    const held = this.book.balances.balanceOf(cp);
    if (held + change < -CENT) {
      // In whole dollars, and what the figure is: a $900M purchase "cannot give $975,432,336.49"
      // quoted its cost at market, premium and cents included, unexplained (a review, 2026-12-06).
      const needed = dollars(Math.round(-change));
      const atBook = this.unitWorth(target) === 1 ? "" : " at book";
      this.checks.problem(
        amountField,
        `'${cp.label}' holds ${dollars(Math.round(held))}, less than the ${needed}${atBook} the change comes to at market`,
        "Enter a smaller amount, or choose another group for the other side.",
      );
      return undefined;
    }
    if (held <= CENT && !cp.isLeaf) {
      this.checks.problem(
        field,
        `'${cp.label}' holds no balance to grow`,
        "Choose a group that holds positions, or cash.",
      );
      return undefined;
    }
    this.bookings.scaleAtCost(target, change, change > 0 ? worth - change : 0);
    const way =
      cp.side === "asset" ? (worth > 0 ? "into" : "paid from") : worth > 0 ? "funded by" : "paying down";
    // An asset that pays is sold at its worth: its gain or loss is said, as a sale's is.
    const sold = change < 0 && target.side === "asset" ? gainOf(change, worth) : "";
    return { ...cp, words: `${way} ${cp.label}${sold}` };
  }
}
