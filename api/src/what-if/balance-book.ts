import { FOLDER_TYPE } from "@alm/engine";
import type { FolderNode, GroupOverride, Side } from "@alm/engine";
import { distance } from "fastest-levenshtein";
import { normalizeKey, type RunChart } from "../runs/chart-structure.ts";
import type { StoredResults } from "../runs/compute-results.ts";

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
   * invests what it receives overnight (cash()). Undefined: spread in proportion.
   */
  inflow?: BookGroup;
  /** Cash: it pays and is invested at par, whatever the engine's price of its positions. */
  atPar?: boolean;
}

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

/**
 * Of a leaf's balance, what repays in level payments and at maturity; Σ CPR (percent) × |balance|
 * and its weight; of its non-maturity deposits, Σ decay (percent) × |balance|, Σ beta × |balance|
 * and their weight.
 */
interface Repayments {
  level: number;
  bullet: number;
  cpr: number;
  cprWeight: number;
  decay: number;
  beta: number;
  depositWeight: number;
}

const EMPTY_LEAF: LeafBalance = { balance: 0, nonMaturity: 0, rateBearing: 0, adjustment: 0, marketValue: 0 };

/** Whether a group holds positions a change may move: assets and liabilities. */
export const onBalanceSheet = (g: BookGroup) => g.side === "asset" || g.side === "liability";

/** The names a change may give a folder: its key, its key without the _H3 suffix, its description. */
const namesOf = (f: FolderNode) =>
  [normalizeKey(f.key), normalizeKey(f.key).replace(/_h\d$/, ""), normalizeKey(f.description)].filter(
    Boolean,
  );

/**
 * A data set's balances over a chart's folders, as the what-if's changes move them: each change
 * is checked against the balances the changes before it left (a sale larger than what is left).
 */
export class BalanceBook {
  private readonly folders: FolderNode[];
  private readonly children = new Map<string, FolderNode[]>();
  private readonly sides = new Map<string, Side>();
  private readonly balances = new Map<string, LeafBalance>();
  /** The data set's balances in level payments and at maturity, by leaf: no change moves them. */
  private readonly repayments = new Map<string, Repayments>();

  constructor(chart: RunChart, results: StoredResults) {
    this.folders = chart.folders;
    for (const f of chart.folders) {
      const parent = String(f.parentId ?? 0);
      this.children.set(parent, [...(this.children.get(parent) ?? []), f]);
    }
    const rootSide = new Map(
      results.engine.nodes.filter((n) => n.depth === 0).map((n) => [String(n.id), n.side]),
    );
    for (const f of chart.folders) {
      const parentSide = f.depth === 0 ? undefined : this.sides.get(String(f.parentId));
      this.sides.set(String(f.id), f.side ?? parentSide ?? rootSide.get(String(f.id)) ?? "other");
    }
    const worth = new Map(results.engine.nodes.map((n) => [String(n.id), n.nev?.Base?.marketValue]));
    for (const [id, sums] of Object.entries(results.assumptions)) {
      this.balances.set(id, {
        balance: sums.balance,
        nonMaturity: sums.byKind.nonmaturity,
        rateBearing: sums.rateWeight,
        adjustment: sums.byKind.adjustment,
        marketValue: worth.get(id) ?? sums.balance,
      });
      this.repayments.set(id, {
        level: Math.abs(sums.byKind.level),
        bullet: Math.abs(sums.byKind.bullet),
        cpr: sums.cpr,
        cprWeight: sums.cprWeight,
        decay: sums.decay,
        beta: sums.beta,
        // Both are summed over the same positions (compute-results.ts).
        depositWeight: sums.decayWeight,
      });
    }
  }

  /**
   * The folders a mistyped name most likely meant ('Fixd 30 Yr' → 'Fixed 30 Yr'): the nearest of
   * those within a few letters of one of their names, or those whose name holds it whole ('auto').
   */
  nearest(name: string, most = 3): string[] {
    const wanted = normalizeKey(name);
    if (!wanted) return [];
    const allowed = Math.max(2, Math.floor(wanted.length / 4));
    const apart = (n: string) => (n.includes(wanted) ? 0 : distance(n, wanted));
    const near = this.folders
      .map((f) => ({ label: this.group(f).label, apart: Math.min(...namesOf(f).map(apart)) }))
      .filter((c) => c.apart <= allowed)
      .sort((a, b) => a.apart - b.apart || a.label.length - b.label.length);
    // Only the nearest: 'Fixed 30 Yr' for 'Fixd 30 Yr', not 'Fixed 10 Yr' a letter further.
    const best = near[0]?.apart;
    return [...new Set(near.filter((c) => c.apart === best).map((c) => c.label))].slice(0, most);
  }

  /**
   * The folder a change names (key, key without _H3, or description; case and spaces aside).
   * Cash named (Fed Funds Sold, the cash group) is at par, as it is as the other side of a change.
   */
  find(name: string): BookGroup | undefined {
    const wanted = normalizeKey(name);
    // A key first: the leaf 'Share Drafts' is not its folder, described 'Share Drafts' above it.
    const folder =
      this.folders.find((f) => normalizeKey(f.key) === wanted) ??
      this.folders.find((f) => namesOf(f).includes(wanted));
    if (!folder) return undefined;
    const found = this.group(folder);
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
    const named = (g: BookGroup) => /\bcash\b/i.test(g.label + " " + g.key);
    const leaves = this.folders
      .map((f) => this.group(f))
      .filter((g) => g.isLeaf && g.side === "asset" && named(g));
    const leaf = leaves.sort((a, b) => this.balanceOf(b) - this.balanceOf(a))[0];
    if (!leaf) return undefined;
    const folder = this.folders.find((f) => String(f.id) === leaf.id);
    const parent = this.folders.find((f) => f.depth > 0 && String(f.id) === String(folder?.parentId));
    const parentGroup = parent && this.group(parent);
    const group = parentGroup && named(parentGroup) ? parentGroup : leaf;
    const earning = group.leafIds
      .map((id) => ({ id, rateBearing: this.balances.get(id)?.rateBearing ?? 0 }))
      .filter((l) => l.rateBearing > 0)
      .sort((a, b) => b.rateBearing - a.rateBearing)[0];
    const overnight = earning && this.folders.find((f) => String(f.id) === earning.id);
    const inflow = overnight ? { ...this.group(overnight), atPar: true } : undefined;
    return { ...group, inflow, atPar: true };
  }

  /**
   * The groups a deposit change may name: every folder and leaf of the chart that holds
   * non-maturity deposits (more than `atLeast` dollars), in the chart's order.
   */
  depositGroups(atLeast: number): BookGroup[] {
    return this.folders
      .filter((f) => f.depth > 0)
      .map((f) => this.group(f))
      .filter((g) => this.balanceOf(g, true) > atLeast);
  }

  /**
   * The groups a resize, a purchase or a goal seek's lever may name: every folder and leaf of the
   * assets and liabilities (income, expense and capital lines hold no positions to move), in the
   * chart's order. ChangeResolver.group refuses the others.
   */
  balanceSheetGroups(): BookGroup[] {
    return this.folders
      .filter((f) => f.depth > 0)
      .map((f) => this.group(f))
      .filter((g) => onBalanceSheet(g));
  }

  /**
   * The groups a resize or a goal seek's lever may move (or a change take its other side from):
   * those of the balance sheet that hold a balance. Empty groups and contra lines (the allowance
   * for loan losses, a negative balance) have nothing to sell; ChangeResolver refuses them.
   */
  resizableGroups(atLeast: number): BookGroup[] {
    return this.balanceSheetGroups().filter(
      (g) => this.balanceOf(g) > atLeast && this.holdsPositions(g, atLeast),
    );
  }

  /**
   * Whether a group holds more than book-value adjustments (the unrealized gain or loss on AFS
   * securities has no positions to sell or grow).
   */
  holdsPositions(group: BookGroup, atLeast: number): boolean {
    return this.balanceOf(group) - this.adjustmentOf(group) > atLeast;
  }

  /** The leaves a purchase may be bought into (purchaseRefusal says why any other is not). */
  purchaseLeaves(): BookGroup[] {
    return this.balanceSheetGroups().filter((g) => this.purchaseRefusal(g) === undefined);
  }

  /**
   * Why a position bought at a rate does not belong in `group`, or undefined when it does: a
   * folder, a total line, a line whose positions bear no rate (fixed assets, deferred fees, the
   * allowance, an unrealized gain or loss), or one of non-maturity deposits (a purchase has a term:
   * it made a share draft that matures; deposit growth is a resize).
   */
  purchaseRefusal(group: BookGroup): { error: string; resolution: string } | undefined {
    const folder = this.folders.find((f) => String(f.id) === group.id);
    if (!group.isLeaf || folder?.folderType === FOLDER_TYPE.special) {
      return {
        error: `'${group.label}' is a ${group.isLeaf ? "total line" : "folder"}: a position is bought into one of its leaves`,
        resolution: "Name a leaf of the chart of accounts (a product line, e.g. one term of a product).",
      };
    }
    const { balance, nonMaturity } = this.balances.get(group.id) ?? { balance: 0, nonMaturity: 0 };
    if (this.earnsNothing(group)) {
      return {
        error: `'${group.label}' holds only positions without a rate: a position bought at a rate does not belong there`,
        resolution:
          "Name a leaf of loans, investments, certificates or borrowings, or one that holds nothing yet.",
      };
    }
    if (nonMaturity > 0 && Math.abs(balance - nonMaturity) <= 0.005) {
      return {
        error: `'${group.label}' holds non-maturity deposits: a position bought has a term`,
        resolution: `Grow '${group.label}' with a sale or growth change instead, or name a leaf of certificates.`,
      };
    }
    return undefined;
  }

  /**
   * How the data set's loans or securities in the group repay, by the larger balance, and at what
   * prepayment (balance-weighted CPR after the assumption overrides, a fraction): what a purchase
   * into it starts with. A note bought into a leaf of bullets is a bullet; a mortgage bought with no
   * CPR never prepaid, and an 8 % one was priced at 168 (a review, 2026-12-06). Undefined when the
   * group holds neither kind.
   */
  termsOf(group: BookGroup): { amortization: "LEVEL" | "BULLET"; cpr: number } | undefined {
    const sum = { level: 0, bullet: 0, cpr: 0, cprWeight: 0 };
    for (const id of group.leafIds) {
      const r = this.repayments.get(id);
      for (const k of ["level", "bullet", "cpr", "cprWeight"] as const) sum[k] += r?.[k] ?? 0;
    }
    if (sum.level === 0 && sum.bullet === 0) return undefined;
    return {
      amortization: sum.bullet > sum.level ? "BULLET" : "LEVEL",
      cpr: sum.cprWeight > 0 ? sum.cpr / sum.cprWeight / 100 : 0,
    };
  }

  /**
   * The decay and beta the group's non-maturity deposits run on (fractions, balance-weighted, after
   * the assumption overrides): what a depositAssumptions change replaces, as the Non-Maturity
   * Deposit Assumptions page reads it. `inForce`, by leaf: the overrides a what-if's changes put
   * in force since (each replaces its leaf's own decay or beta, as a run applies it). Undefined
   * when the group holds none.
   */
  depositTermsOf(
    group: BookGroup,
    inForce?: ReadonlyMap<string, GroupOverride | undefined>,
  ): { decay: number; beta: number } | undefined {
    let weight = 0;
    let decay = 0;
    let beta = 0;
    for (const id of group.leafIds) {
      const r = this.repayments.get(id);
      if (!r || r.depositWeight <= 0) continue;
      const o = inForce?.get(id);
      weight += r.depositWeight;
      decay += o?.decay === undefined ? r.decay : o.decay * r.depositWeight;
      beta += o?.beta === undefined ? r.beta : o.beta * r.depositWeight;
    }
    return weight > 0 ? { decay: decay / weight / 100, beta: beta / weight } : undefined;
  }

  private adjustmentOf(group: BookGroup): number {
    return group.leafIds.reduce((sum, id) => sum + (this.balances.get(id)?.adjustment ?? 0), 0);
  }

  /** Whether a group holds positions and none of them earns or pays a rate (fixed assets, the allowance). */
  earnsNothing(group: BookGroup): boolean {
    let held = 0;
    let bearing = 0;
    for (const id of group.leafIds) {
      held += Math.abs(this.balances.get(id)?.balance ?? 0);
      bearing += this.balances.get(id)?.rateBearing ?? 0;
    }
    return held > 0 && bearing === 0;
  }

  balanceOf(group: BookGroup, nonMaturityOnly = false): number {
    let total = 0;
    for (const id of group.leafIds) {
      const b = this.balances.get(id);
      total += (nonMaturityOnly ? b?.nonMaturity : b?.balance) ?? 0;
    }
    return total;
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

  /**
   * A group's leaves, with their keys and their shares of what it holds that bears a rate (the
   * first leaf alone when none does): where a premium paid for the group is booked.
   */
  leafShares(group: BookGroup): { id: string; key: string; share: number }[] {
    const held = group.leafIds
      .map((id) => ({
        id,
        key: this.folders.find((f) => String(f.id) === id)?.key ?? "",
        bearing: this.balances.get(id)?.rateBearing ?? 0,
      }))
      .filter((l) => l.key.trim() !== "");
    const total = held.reduce((sum, l) => sum + l.bearing, 0);
    if (total <= 0) return held.slice(0, 1).map((l) => ({ id: l.id, key: l.key, share: 1 }));
    return held.filter((l) => l.bearing > 0).map((l) => ({ id: l.id, key: l.key, share: l.bearing / total }));
  }

  /** Adds a book-value adjustment to a leaf: book dollars without a market value of their own. */
  adjust(leafId: string, amount: number): void {
    const b = this.balances.get(leafId) ?? EMPTY_LEAF;
    this.balances.set(leafId, { ...b, balance: b.balance + amount, adjustment: b.adjustment + amount });
  }

  /** Whether one group lies within the other (or is it). */
  overlaps(a: BookGroup, b: BookGroup): boolean {
    const inA = new Set(a.leafIds);
    return b.leafIds.some((id) => inA.has(id));
  }

  /**
   * A group less a group within it: Total Investments other than Cash and Equivalents, or the one
   * leaf left (Fed Funds Sold). Never a leaf, so an empty rest is refused rather than given a
   * position under the parent's key.
   */
  without(group: BookGroup, part: BookGroup): BookGroup {
    const leafIds = group.leafIds.filter((id) => !part.leafIds.includes(id));
    const inflow = group.inflow?.leafIds.every((id) => leafIds.includes(id)) ? group.inflow : undefined;
    const only = leafIds.length === 1 ? this.folders.find((f) => String(f.id) === leafIds[0]) : undefined;
    return {
      ...group,
      label: only ? this.group(only).label : `${group.label} other than ${part.label}`,
      leafIds,
      leafKeys: group.leafKeys.filter((key) => !part.leafKeys.includes(key)),
      isLeaf: false,
      inflow,
    };
  }

  private group(folder: FolderNode): BookGroup {
    const leaves: FolderNode[] = [];
    const visit = (f: FolderNode) => {
      const kids = this.children.get(String(f.id)) ?? [];
      if (!kids.length) leaves.push(f);
      else kids.forEach(visit);
    };
    visit(folder);
    return {
      id: String(folder.id),
      key: folder.key,
      label: folder.description || folder.key,
      side: this.sides.get(String(folder.id)) ?? "other",
      leafIds: leaves.map((l) => String(l.id)),
      leafKeys: leaves.map((l) => normalizeKey(l.key)).filter(Boolean),
      isLeaf: leaves.length === 1 && leaves[0] === folder,
    };
  }
}
