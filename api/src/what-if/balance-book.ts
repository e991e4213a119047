import type { RunChart } from "../runs/chart-structure.ts";
import type { StoredResults } from "../runs/compute-results.ts";
import { onBalanceSheet, type BookGroup } from "./book-group.ts";
import { ChartGroups } from "./chart-groups.ts";
import { folderNamed } from "./group-names.ts";
import { LeafBalances } from "./leaf-balances.ts";
import { purchaseRefusal } from "./purchase-refusal.ts";

/** An asset leaf named cash, and the group that is the chart's cash when it holds the most. */
interface CashCandidate {
  leaf: BookGroup;
  group: BookGroup;
}

/**
 * A data set's balances over a chart's groups, as the what-if's changes move them, and the groups
 * each kind of change may name by them: the resolver checks a change by the same rules that choose
 * the groups the what-if page offers.
 */
export class BalanceBook {
  readonly groups: ChartGroups;
  readonly balances: LeafBalances;
  /** The chart's candidates for its cash (namedCash), found on the first call. */
  private cashCandidates: CashCandidate[] | undefined;

  constructor(chart: RunChart, results: StoredResults) {
    this.groups = new ChartGroups(chart, results.engine.nodes);
    this.balances = new LeafBalances(results);
  }

  /**
   * The folder a change names (group-names.ts). Cash named (Fed Funds Sold, the cash group) is at
   * par, as it is as the other side of a change.
   */
  find(name: string): BookGroup | undefined {
    const folder = folderNamed(this.groups.folders, name);
    if (!folder) return undefined;
    const found = this.groups.group(folder);
    const cash = new Set(this.cash()?.leafIds);
    return found.leafIds.every((id) => cash.has(id)) ? { ...found, atPar: true } : found;
  }

  /**
   * The chart's cash, as a CFO means "against cash": the cash group (Cash & Equivalents: the folder
   * above the asset leaf named cash holding the most, when it is named cash too; else that leaf).
   * What it receives is invested overnight, in its leaf with the most balance that earns a rate and
   * reprices (Fed Funds Sold): proceeds put into non-interest cash lowered NII, and NII at risk in
   * rising rates looked worse for selling fixed-rate loans. What it pays comes out of the whole
   * group in proportion. With no rate-bearing balance in the group, both go to the leaf in
   * proportion, as before 2026-12-05.
   */
  cash(): BookGroup | undefined {
    const candidates = (this.cashCandidates ??= this.namedCash());
    const byBalance = (a: CashCandidate, b: CashCandidate) =>
      this.balances.balanceOf(b.leaf) - this.balances.balanceOf(a.leaf);
    const group = candidates.toSorted(byBalance)[0]?.group;
    if (!group) return undefined;
    const earning = group.leafIds
      .map((id) => ({ id, rateBearing: this.balances.rateBearingOf(id) }))
      .filter((l) => l.rateBearing > 0)
      .sort((a, b) => b.rateBearing - a.rateBearing)[0];
    const overnight = earning && this.groups.folderOf(earning.id);
    const inflow = overnight ? { ...this.groups.group(overnight), atPar: true } : undefined;
    return { ...group, inflow, atPar: true };
  }

  /**
   * The asset leaves named cash, in the chart's order, each with the group it stands for (its
   * parent when that is named cash too). The chart never changes, so they are found once per book
   * (built anew, every group of the chart was built again each time a change named a group or
   * cash); which of them is the cash depends on the balances the changes leave (cash()).
   */
  private namedCash(): CashCandidate[] {
    const { folders } = this.groups;
    const named = (g: BookGroup) => /\bcash\b/i.test(g.label + " " + g.key);
    const leaves = folders
      .map((f) => this.groups.group(f))
      .filter((g) => g.isLeaf && g.side === "asset" && named(g));
    return leaves.map((leaf) => {
      const folder = this.groups.folderOf(leaf.id);
      const parent = folders.find((f) => f.depth > 0 && String(f.id) === String(folder?.parentId));
      const parentGroup = parent && this.groups.group(parent);
      return { leaf, group: parentGroup && named(parentGroup) ? parentGroup : leaf };
    });
  }

  /**
   * The groups a deposit change may name: every folder and leaf of the chart that holds
   * non-maturity deposits (more than `atLeast` dollars), in the chart's order.
   */
  depositGroups(atLeast: number): BookGroup[] {
    return this.groups.belowSections().filter((g) => this.balances.balanceOf(g, true) > atLeast);
  }

  /**
   * The groups a resize, a purchase or a goal seek's lever may name: every folder and leaf of the
   * assets and liabilities (income, expense and capital lines hold no positions to move), in the
   * chart's order. ChangeLedger.group refuses the others.
   */
  balanceSheetGroups(): BookGroup[] {
    return this.groups.belowSections().filter((g) => onBalanceSheet(g));
  }

  /**
   * The groups a resize or a goal seek's lever may move (or a change take its other side from):
   * those of the balance sheet that hold a balance. Empty groups and contra lines (the allowance
   * for loan losses, a negative balance) have nothing to sell; a resize and a lever refuse them.
   */
  resizableGroups(atLeast: number): BookGroup[] {
    return this.balanceSheetGroups().filter(
      (g) => this.balances.balanceOf(g) > atLeast && this.balances.holdsPositions(g, atLeast),
    );
  }

  /** The leaves a purchase may be bought into (purchase-refusal.ts says why any other is not). */
  purchaseLeaves(): BookGroup[] {
    return this.balanceSheetGroups().filter(
      (g) => purchaseRefusal(g, this.groups, this.balances) === undefined,
    );
  }
}
