import { overlapText } from "./overlap-text.ts";
import type { GroupOverride } from "@alm/engine";
import { textPercent } from "@alm/formats";
import type { ActionableMessage } from "../http/envelope.ts";
import { unprocessable } from "../http/http-error.ts";
import type { RunChart } from "../runs/chart-structure.ts";
import { overridesByNode, type StoredResults } from "../runs/compute-results.ts";
import type { WhatIfStep } from "../runs/what-if-steps.ts";
import { BalanceBook } from "./balance-book.ts";
import { onBalanceSheet, overlaps, type BookGroup } from "./book-group.ts";
import { atMarket, dollars, purchaseWords, shareWords, typedPercent } from "./change-words.ts";
import { Counterparts } from "./counterparts.ts";
import { nearestLabels } from "./group-names.ts";
import { GroupTerms } from "./group-terms.ts";
import { LeafBalances } from "./leaf-balances.ts";
import { purchasedPosition } from "./purchase-position.ts";
import { pricePurchase, purchaseWorth } from "./purchase-price.ts";
import { purchaseRefusal } from "./purchase-refusal.ts";
import type { RunModel } from "../runs/run-model.ts";
import { CENT, type GoalSeekRequest, type WhatIfChange } from "./what-if-input.ts";
import { WhatIfBookings } from "./what-if-bookings.ts";

export { dollars };

const OR_LIST = new Intl.ListFormat("en-US", { type: "disjunction" });

/** A change as it was applied: in words, and the dollars that moved. */
export interface AppliedChange {
  description: string;
  amount: number;
}

export interface ResolvedChanges {
  /**
   * The changes' steps, each followed by what it bought at market for more than its balance (less,
   * negative) as book-value adjustments of the leaves bought into: recorded at cost, as GAAP books
   * a purchase (ASC 310-20, ASC 320), so total assets at book move by the gains and losses of the
   * sales only, in the what-if and in a What If data set saved from it alike (the premium was
   * added to the what-if's total alone, and the saved data set's was $838,137 short, 2026-12-06).
   * An adjustment has no market value and earns nothing: the positions carry their balance.
   */
  steps: WhatIfStep[];
  applied: AppliedChange[];
}

/** What a goal seek may sell of its lever's group (ChangeResolver.saleLever). */
export interface SaleLever {
  group: BookGroup;
  balance: number;
  /** The most that may be sold: the balance, or what the paying counterpart holds. */
  most: number;
  /** The counterpart that pays for the sale, when it holds less than the group. */
  payer: BookGroup | null;
}

/**
 * Turns a what-if's changes into the steps an engine worker applies (runs/what-if-steps.ts),
 * checking each against the chart and the balances the changes before it left. Every problem of
 * every change is reported at once (422), each naming its field.
 */
export class ChangeResolver {
  readonly applied: AppliedChange[] = [];
  private readonly problems: ActionableMessage[] = [];
  private readonly book: BalanceBook;
  private readonly terms: GroupTerms;
  private readonly bookings: WhatIfBookings;
  private readonly counterparts: Counterparts;
  private overrides: GroupOverride[];

  private readonly chart: RunChart;
  private readonly results: StoredResults;
  /** The computation model, which values a purchase as a run will. */
  private readonly model: RunModel;

  constructor(chart: RunChart, results: StoredResults, model: RunModel) {
    this.chart = chart;
    this.results = results;
    this.model = model;
    this.book = new BalanceBook(chart, results);
    this.terms = new GroupTerms(results);
    this.bookings = new WhatIfBookings(this.book);
    this.counterparts = new Counterparts(this.bookings, {
      chartName: chart.name,
      problem: (field, error, resolution) => this.problem(field, error, resolution),
      group: (name, field) => this.group(name, field),
    });
    this.overrides = [...results.overrides];
  }

  /** The steps the changes so far add, in order. */
  get steps(): WhatIfStep[] {
    return this.bookings.steps;
  }

  /** Resolves the changes, throwing 422 with every problem found. */
  static resolve(
    chart: RunChart,
    results: StoredResults,
    model: RunModel,
    changes: readonly WhatIfChange[],
  ): ResolvedChanges {
    const resolver = new ChangeResolver(chart, results, model);
    changes.forEach((c, i) => resolver.change(c, `changes[${i}]`));
    return resolver.result();
  }

  result(): ResolvedChanges {
    if (this.problems.length) {
      // A goal seek's lever or step is not one of the changes (a review, 2026-12-06).
      const ofChanges = this.problems.every((p) => (p.field ?? "").startsWith("changes"));
      const what = ofChanges ? "The what-if's changes are not valid" : "The goal seek is not valid";
      throw unprocessable(
        "VALIDATION_FAILED",
        `${what}: ${this.problems.map((p) => p.error).join("; ")}`,
        this.problems,
      );
    }
    return { steps: this.steps, applied: this.applied };
  }

  balanceOf = (group: BookGroup, nonMaturityOnly = false) =>
    this.book.balances.balanceOf(group, nonMaturityOnly);

  /** A group's balance in the data set as it is, before any change (an error's words only). */
  private balanceBefore(group: BookGroup): number {
    return new LeafBalances(this.results).balanceOf(group);
  }

  /** Refuses a group holding a balance of book-value adjustments only: whether it was one. */
  private adjustsOnly(group: BookGroup, field: string): boolean {
    if (this.book.balances.holdsPositions(group, CENT)) return false;
    this.problem(
      field,
      `'${group.label}' holds only a book-value adjustment: it has no positions to sell or grow`,
      "Name a group of loans, investments, deposits or borrowings.",
    );
    return true;
  }

  problem(field: string, error: string, resolution: string): void {
    this.problems.push({ field, error: `${field}: ${error}`, resolution });
  }

  group(name: string, field: string): BookGroup | undefined {
    const found = this.book.find(name);
    if (!found) {
      const near = nearestLabels(this.book.groups, name);
      this.problem(
        field,
        `'${name}' is not a folder of the chart of accounts '${this.chart.name}'`,
        near.length
          ? `Did you mean ${OR_LIST.format(near.map((n) => `'${n}'`))}? Name a product group by its key or description as the chart of accounts shows it.`
          : "Name a product group by its key or description as the chart of accounts shows it.",
      );
      return undefined;
    }
    // Income, expense and capital lines hold no positions to sell or grow: cutting Non-Interest
    // Income "against cash" took a million dollars of assets and moved the NCUA rating.
    if (!onBalanceSheet(found)) {
      this.problem(
        field,
        `'${found.label}' is not an asset or liability of the balance sheet`,
        "Name a group of assets or liabilities: only they hold positions that can be sold, bought or grown.",
      );
      return undefined;
    }
    return found;
  }

  change(c: WhatIfChange, at: string): void {
    if (c.resize) this.resize(c.resize, `${at}.resize`);
    else if (c.purchase) this.purchase(c.purchase, `${at}.purchase`);
    else if (c.depositShift) this.depositShift(c.depositShift, `${at}.depositShift`);
    else if (c.depositAssumptions) this.depositAssumptions(c.depositAssumptions, `${at}.depositAssumptions`);
  }

  /** Scales a group by `amount` dollars (negative: sells) against its counterpart. */
  resize(r: NonNullable<WhatIfChange["resize"]>, at: string): void {
    const named = this.group(r.group, `${at}.group`);
    const sides =
      named && this.counterparts.apart(named, r.counterpart, r.counterpartGroup, [at, "counterpart"]);
    if (!sides) return;
    const g = sides.moving;
    const balance = this.balanceOf(g);
    const amount = r.amount ?? (r.fraction as number) * balance;
    const field = `${at}.${r.amount === undefined ? "fraction" : "amount"}`;
    if (this.underACent(amount, field)) return;
    if (balance <= CENT) {
      this.problem(
        `${at}.group`,
        `'${g.label}' holds no balance to change`,
        "Buy a position into it instead.",
      );
      return;
    }
    if (this.adjustsOnly(g, `${at}.group`)) return;
    if (balance + amount < -CENT) {
      // Said of the field, as the screen puts its name in front: "Amount ($) is more than ...". What
      // a change before this one took is said: "the $40,108,141 it holds" read as the group's all.
      const before = this.balanceBefore(g);
      const holds =
        Math.abs(before - balance) > CENT
          ? `holds after the changes before this one (${dollars(before)} before them)`
          : "holds";
      this.problem(
        field,
        `is more than the ${dollars(balance)} that '${g.label}' ${holds}: it would take ${dollars(-amount)}`,
        `Take at most ${dollars(balance)}: all it holds.`,
      );
      return;
    }
    // Assets change hands at their market value: a sale at book gave away a premium's worth of NEV.
    const value = amount * this.counterparts.unitWorth(g);
    const cp = sides.other && this.counterparts.take(sides.other, [`${at}.counterpart`, field], g, value);
    if (cp === undefined) return;
    // Grown against another side, the group was bought at its worth; for nothing, it was not bought.
    this.bookings.scaleAtCost(g, amount, cp && amount > 0 ? value - amount : 0);
    const verb = amount < 0 ? (g.side === "asset" ? "Sell" : "Reduce") : "Grow";
    this.applied.push({
      // To the dollar, as a CFO says it: a share of a group comes to cents ($14,010,814.10).
      description: `${verb} ${g.label} by ${shareWords(r.fraction, amount)}${cp ? `${atMarket(amount, value)}, ${cp.words}` : ", nothing else changing"}`,
      amount: Math.abs(amount),
    });
  }

  purchase(p: NonNullable<WhatIfChange["purchase"]>, at: string): void {
    const leaf = this.group(p.group, `${at}.group`);
    if (!leaf) return;
    // A loan booked into the allowance for loan losses raised NEV; fixed assets earn nothing.
    const refused = purchaseRefusal(leaf, this.book.groups, this.book.balances);
    if (refused) {
      this.problem(`${at}.group`, refused.error, refused.resolution);
      return;
    }
    if (this.underACent(p.amount, `${at}.amount`)) return;
    const made = purchasedPosition(leaf.key, p);
    if ("problems" in made) {
      for (const e of made.problems)
        this.problem(`${at}.${e.field}`, e.reason, "Correct it and run the what-if again.");
      return;
    }
    const sides = this.counterparts.apart(leaf, p.fundedBy, p.counterpartGroup, [at, "fundedBy"]);
    const override = overridesByNode(this.chart.folders, this.overrides).get(leaf.id);
    const { worth, aboveMarket } = pricePurchase(made.position, override, this.results, this.model);
    const value = purchaseWorth(p.amount, worth, leaf.side);
    const cp =
      sides?.other && this.counterparts.take(sides.other, [`${at}.fundedBy`, `${at}.amount`], leaf, value);
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
    this.bookings.addPurchase(leaf, { ...made.position, ...priced }, p.amount, worth);
    this.bookings.paidAtCost(leaf, paid);
    this.applied.push({
      description: purchaseWords(p, leaf, cp ? { value, worth, words: cp.words } : null),
      amount: p.amount,
    });
  }

  depositShift(d: NonNullable<WhatIfChange["depositShift"]>, at: string): void {
    const from = this.group(d.fromGroup, `${at}.fromGroup`);
    const to = this.group(d.toGroup, `${at}.toGroup`);
    if (!from || !to) return;
    const available = this.balanceOf(from, true);
    const held = this.balanceOf(to, true);
    const amount = d.amount ?? (d.fraction as number) * available;
    if (this.underACent(amount, `${at}.${d.amount === undefined ? "fraction" : "amount"}`)) return;
    if (overlaps(from, to))
      return this.problem(
        `${at}.toGroup`,
        overlapText(from, to),
        "Choose two groups neither of which holds the other.",
      );
    if (available <= CENT)
      return this.problem(
        `${at}.fromGroup`,
        `'${from.label}' holds no non-maturity deposits`,
        "Name a group of shares or deposits.",
      );
    if (held <= CENT)
      return this.problem(
        `${at}.toGroup`,
        `'${to.label}' holds no non-maturity deposits to add to`,
        "Name a group of shares or deposits that holds some.",
      );
    if (amount > available + CENT)
      return this.problem(
        `${at}.amount`,
        `moving ${dollars(amount)} is more than the ${dollars(available)} of non-maturity deposits in '${from.label}'`,
        `Move at most ${dollars(available)}.`,
      );
    this.bookings.scale(from, -amount, true);
    this.bookings.scale(to, amount, true);
    this.applied.push({
      description:
        d.fraction === undefined
          ? `Move ${dollars(Math.round(amount))} of deposits from ${from.label} to ${to.label}`
          : `Move ${typedPercent(d.fraction)} of the deposits of ${from.label} (${dollars(Math.round(amount))}) to ${to.label}`,
      amount,
    });
  }

  depositAssumptions(a: NonNullable<WhatIfChange["depositAssumptions"]>, at: string): void {
    const g = this.group(a.group, `${at}.group`);
    if (!g) return;
    if (this.balanceOf(g, true) <= CENT)
      return this.problem(
        `${at}.group`,
        `'${g.label}' holds no non-maturity deposits`,
        "Name a group of shares or deposits.",
      );
    const inForce = overridesByNode(this.chart.folders, this.overrides);
    // What it replaces, said beside it: the description is the only record of it on paper.
    const before = this.terms.depositTermsOf(g, inForce);
    for (const [i, id] of g.leafIds.entries()) {
      const current = inForce.get(id);
      const override: GroupOverride = {
        ...current,
        group: g.leafKeys[i] as string,
        ...(a.decay === undefined ? {} : { decay: Number((a.decay * 100).toPrecision(12)) }),
        ...(a.beta === undefined ? {} : { beta: a.beta }),
      };
      this.overrides = this.overrides.concat([override]);
      this.bookings.override(override);
    }
    const from = (now: number | undefined) => (now === undefined ? "" : `from ${textPercent(now)} to `);
    const what = [
      a.decay === undefined ? "" : `decay ${from(before?.decay)}${typedPercent(a.decay)}`,
      // In percent, as the screen takes it and as decay reads (a beta of 0.4 read as "beta 0.40").
      a.beta === undefined ? "" : `beta ${from(before?.beta)}${typedPercent(a.beta)}`,
    ].filter(Boolean);
    // "Money Market Shares's" read as a typo.
    const whose = g.label.endsWith("s") ? `${g.label}'` : `${g.label}'s`;
    this.applied.push({ description: `Set ${whose} ${what.join(" and ")}`, amount: 0 });
  }

  /**
   * What a goal seek may sell of `lever.group`: the group a sale takes from (less its counterpart
   * when that lies within it), its balance, and the most of it the other side lets go. A deposit
   * that leaves is paid out of its counterpart, so no more of it than the counterpart holds:
   * `payer` names that side when it is what limits the sale.
   */
  saleLever(lever: GoalSeekRequest["lever"], at: string): SaleLever | undefined {
    const named = this.group(lever.group, `${at}.group`);
    const sides =
      named && this.counterparts.apart(named, lever.counterpart, lever.counterpartGroup, [at, "counterpart"]);
    if (!sides) return undefined;
    const { moving, other } = sides;
    const balance = this.balanceOf(moving);
    if (balance <= CENT) {
      // A contra account (the allowance for loan losses) or an empty group: nothing to sell.
      this.problem(
        `${at}.group`,
        `'${moving.label}' holds ${dollars(balance)}: there is no balance to sell`,
        "Name a group that holds positions.",
      );
      return undefined;
    }
    if (this.adjustsOnly(moving, `${at}.group`)) return undefined;
    const pays = other !== null && (other.side === "asset") !== (moving.side === "asset");
    // The other side gives the sale's worth (counterpart()): at most what it holds is worth.
    const most = pays
      ? Math.min(
          balance,
          (this.balanceOf(other) * this.counterparts.unitWorth(other)) / this.counterparts.unitWorth(moving),
        )
      : balance;
    if (pays && most <= CENT) {
      this.problem(
        lever.counterpart === "GROUP" ? `${at}.counterpartGroup` : `${at}.counterpart`,
        `'${other.label}' holds ${dollars(this.balanceOf(other))}: it cannot pay for a sale of '${moving.label}'`,
        "Choose another counterpart, or NONE.",
      );
      return undefined;
    }
    return { group: moving, balance, most, payer: pays && most < balance ? other : null };
  }

  /**
   * A fraction whose dollars round to $0.00 changes nothing: a problem, as an amount of 0 is (an
   * amount in dollars that does is refused with the input, what-if-input.ts).
   */
  private underACent(amount: number, field: string): boolean {
    if (Math.abs(amount) >= CENT) return false;
    this.problem(
      field,
      `comes to ${dollars(amount, true)}: nothing would change`,
      "Change a cent or more, or leave the change out.",
    );
    return true;
  }
}
