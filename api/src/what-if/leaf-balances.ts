import type { StoredResults } from "../runs/compute-results.ts";
import type { BookGroup } from "./book-group.ts";

interface LeafBalance {
  balance: number;
  nonMaturity: number;
  /**
   * Of the balance, what earns or pays a rate: not `none` (fixed assets, deferred fees) nor
   * `adjustment` (a valuation line such as the unrealized gain or loss on AFS securities).
   */
  rateBearing: number;
  /** Book-value adjustments: no positions of their own to sell or buy. */
  adjustment: number;
  /** What the balance is worth at Base (the engine's market value of the leaf). */
  marketValue: number;
}

const EMPTY_LEAF: LeafBalance = { balance: 0, nonMaturity: 0, rateBearing: 0, adjustment: 0, marketValue: 0 };

/**
 * A data set's balances by leaf, as the what-if's changes move them: each change is checked
 * against the balances the changes before it left (a sale larger than what is left).
 */
export class LeafBalances {
  private readonly balances = new Map<string, LeafBalance>();

  constructor(results: StoredResults) {
    const worth = new Map(results.engine.nodes.map((n) => [String(n.id), n.nev?.Base?.marketValue]));
    for (const [id, sums] of Object.entries(results.assumptions)) {
      this.balances.set(id, {
        balance: sums.balance,
        nonMaturity: sums.byKind.nonmaturity,
        rateBearing: sums.rateWeight,
        adjustment: sums.byKind.adjustment,
        marketValue: worth.get(id) ?? sums.balance,
      });
    }
  }

  balanceOf(group: BookGroup, nonMaturityOnly = false): number {
    let total = 0;
    for (const id of group.leafIds) {
      const b = this.balances.get(id);
      total += (nonMaturityOnly ? b?.nonMaturity : b?.balance) ?? 0;
    }
    return total;
  }

  /** What of a leaf's balance earns or pays a rate. */
  rateBearingOf(leafId: string): number {
    return this.balances.get(leafId)?.rateBearing ?? 0;
  }

  /** Whether a leaf holds non-maturity deposits and nothing else. */
  holdsOnlyNonMaturity(leafId: string): boolean {
    const { balance, nonMaturity } = this.balances.get(leafId) ?? { balance: 0, nonMaturity: 0 };
    return nonMaturity > 0 && Math.abs(balance - nonMaturity) <= 0.005;
  }

  /**
   * Whether a group holds more than book-value adjustments (the unrealized gain or loss on AFS
   * securities has no positions to sell or grow).
   */
  holdsPositions(group: BookGroup, atLeast: number): boolean {
    const adjustment = group.leafIds.reduce((sum, id) => sum + (this.balances.get(id)?.adjustment ?? 0), 0);
    return this.balanceOf(group) - adjustment > atLeast;
  }

  /** Whether a group holds positions and none of them earns or pays a rate (fixed assets, the allowance). */
  earnsNothing(group: BookGroup): boolean {
    let held = 0;
    let bearing = 0;
    for (const id of group.leafIds) {
      held += Math.abs(this.balances.get(id)?.balance ?? 0);
      bearing += this.rateBearingOf(id);
    }
    return held > 0 && bearing === 0;
  }

  /**
   * What a group's book dollars are worth at Base, per dollar: its market value over its book
   * value (1 when it holds nothing). Fixed 30-year mortgages of a book at 3.4 % in a 1.9 % market
   * sell for about 1.03.
   */
  priceOf(group: BookGroup): number {
    let book = 0;
    let worth = 0;
    for (const id of group.leafIds) {
      const b = this.balances.get(id);
      book += b?.balance ?? 0;
      worth += b?.marketValue ?? 0;
    }
    const price = worth / book;
    return Math.abs(book) > 0.005 && Number.isFinite(price) && price > 0 ? price : 1;
  }

  /** Scales a group's balances as a scale step does. */
  scale(group: BookGroup, factor: number, nonMaturityOnly: boolean): void {
    for (const id of group.leafIds) {
      const b = this.balances.get(id);
      if (!b) continue;
      this.balances.set(
        id,
        nonMaturityOnly
          ? {
              ...b,
              balance: b.balance + b.nonMaturity * (factor - 1),
              nonMaturity: b.nonMaturity * factor,
              rateBearing: b.rateBearing + b.nonMaturity * (factor - 1),
              // Deposits come and go at par; their worth moves with the leaf's price.
              marketValue: b.marketValue + b.nonMaturity * (factor - 1) * (b.marketValue / b.balance || 1),
            }
          : {
              balance: b.balance * factor,
              nonMaturity: b.nonMaturity * factor,
              rateBearing: b.rateBearing * factor,
              adjustment: b.adjustment * factor,
              marketValue: b.marketValue * factor,
            },
      );
    }
  }

  /** Adds a position's balance to a leaf: `worth`, its market value (a rate-bearing position's, or cash's at par). */
  add(leaf: BookGroup, amount: number, worth = amount, rateBearing = false): void {
    const id = leaf.leafIds[0] as string;
    const b = this.balances.get(id) ?? EMPTY_LEAF;
    this.balances.set(id, {
      ...b,
      balance: b.balance + amount,
      rateBearing: b.rateBearing + (rateBearing ? Math.abs(amount) : 0),
      marketValue: b.marketValue + worth,
    });
  }

  /** Adds a book-value adjustment to a leaf: book dollars without a market value of their own. */
  adjust(leafId: string, amount: number): void {
    const b = this.balances.get(leafId) ?? EMPTY_LEAF;
    this.balances.set(leafId, { ...b, balance: b.balance + amount, adjustment: b.adjustment + amount });
  }
}
