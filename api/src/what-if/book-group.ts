import type { Side } from "@alm/engine";

/** A folder of the chart a change names, with the leaves positions attach to below it. */
export interface BookGroup {
  id: string;
  key: string;
  /** As reports name it: its description, else its key. */
  label: string;
  side: Side;
  /** Leaf ids (the group itself when it is a leaf). */
  leafIds: string[];
  /** Normalized leaf keys: what positions carry. */
  leafKeys: string[];
  isLeaf: boolean;
  /**
   * Where money that comes into this group goes, when not spread over all of it: the chart's cash
   * invests what it receives overnight (BalanceBook.cash). Undefined: spread in proportion.
   */
  inflow?: BookGroup;
  /** Cash: it pays and is invested at par, whatever the engine's price of its positions. */
  atPar?: boolean;
}

/** Whether a group holds positions a change may move: assets and liabilities. */
export const onBalanceSheet = (g: BookGroup) => g.side === "asset" || g.side === "liability";

/** Whether one group lies within the other (or is it). */
export function overlaps(a: BookGroup, b: BookGroup): boolean {
  const inA = new Set(a.leafIds);
  return b.leafIds.some((id) => inA.has(id));
}
