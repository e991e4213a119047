import { FOLDER_TYPE } from "@alm/engine";
import type { BookGroup } from "./book-group.ts";
import type { ChartGroups } from "./chart-groups.ts";
import type { LeafBalances } from "./leaf-balances.ts";

/**
 * Why a position bought at a rate does not belong in `group`, or undefined when it does: a
 * folder, a total line, a line whose positions bear no rate (fixed assets, deferred fees, the
 * allowance, an unrealized gain or loss), or one of non-maturity deposits (a purchase has a term:
 * it made a share draft that matures; deposit growth is a resize). The resolver refuses a purchase
 * by it and the what-if page offers the leaves it lets through (BalanceBook.purchaseLeaves).
 */
export function purchaseRefusal(
  group: BookGroup,
  groups: ChartGroups,
  balances: LeafBalances,
): { error: string; resolution: string } | undefined {
  if (!group.isLeaf || groups.folderOf(group.id)?.folderType === FOLDER_TYPE.special) {
    return {
      error: `'${group.label}' is a ${group.isLeaf ? "total line" : "folder"}: a position is bought into one of its leaves`,
      resolution: "Name a leaf of the chart of accounts (a product line, e.g. one term of a product).",
    };
  }
  if (balances.earnsNothing(group)) {
    return {
      error: `'${group.label}' holds only positions without a rate: a position bought at a rate does not belong there`,
      resolution:
        "Name a leaf of loans, investments, certificates or borrowings, or one that holds nothing yet.",
    };
  }
  if (balances.holdsOnlyNonMaturity(group.id)) {
    return {
      error: `'${group.label}' holds non-maturity deposits: a position bought has a term`,
      resolution: `Grow '${group.label}' with a sale or growth change instead, or name a leaf of certificates.`,
    };
  }
  return undefined;
}
