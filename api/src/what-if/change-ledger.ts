import type { GroupOverride } from "@alm/engine";
import type { ActionableMessage } from "../http/envelope.ts";
import { unprocessable } from "../http/http-error.ts";
import type { RunChart } from "../runs/chart-structure.ts";
import { overridesByNode, type StoredResults } from "../runs/compute-results.ts";
import type { RunModel } from "../runs/run-model.ts";
import type { WhatIfStep } from "../runs/what-if-steps.ts";
import { BalanceBook } from "./balance-book.ts";
import { onBalanceSheet, type BookGroup } from "./book-group.ts";
import { dollars } from "./change-words.ts";
import { Counterparts } from "./counterparts.ts";
import { nearestLabels } from "./group-names.ts";
import { GroupTerms } from "./group-terms.ts";
import { LeafBalances } from "./leaf-balances.ts";
import { CENT } from "./what-if-input.ts";
import { WhatIfBookings } from "./what-if-bookings.ts";

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

/**
 * What the changes resolved so far left: the balances each later change is checked against, the
 * steps and overrides they booked, the words of each, and every problem found. Each kind of change
 * (resize-change.ts, purchase-change.ts, deposit-shift-change.ts, deposit-assumptions-change.ts)
 * reads and books through it, so all of them name groups and report problems by the same rules.
 */
export class ChangeLedger {
  readonly applied: AppliedChange[] = [];
  private readonly problems: ActionableMessage[] = [];
  readonly book: BalanceBook;
  readonly terms: GroupTerms;
  readonly bookings: WhatIfBookings;
  readonly counterparts: Counterparts;
  private overrides: GroupOverride[];

  readonly chart: RunChart;
  readonly results: StoredResults;
  /** The computation model, which values a purchase as a run will. */
  readonly model: RunModel;

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

  /** The changes' steps and words, or 422 with every problem found. */
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

  balanceOf(group: BookGroup, nonMaturityOnly = false): number {
    return this.book.balances.balanceOf(group, nonMaturityOnly);
  }

  /** A group's balance in the data set as it is, before any change (an error's words only). */
  balanceBefore(group: BookGroup): number {
    return new LeafBalances(this.results).balanceOf(group);
  }

  /** The assumption overrides in force by leaf: the data set's, then those the changes so far set. */
  overridesInForce(): Map<string, GroupOverride | undefined> {
    return overridesByNode(this.chart.folders, this.overrides);
  }

  /** Puts an override in force for the changes after it, and books its step. */
  addOverride(override: GroupOverride): void {
    this.overrides = this.overrides.concat([override]);
    this.bookings.override(override);
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

  /** Refuses a group holding a balance of book-value adjustments only: whether it was one. */
  adjustsOnly(group: BookGroup, field: string): boolean {
    if (this.book.balances.holdsPositions(group, CENT)) return false;
    this.problem(
      field,
      `'${group.label}' holds only a book-value adjustment: it has no positions to sell or grow`,
      "Name a group of loans, investments, deposits or borrowings.",
    );
    return true;
  }

  /**
   * A fraction whose dollars round to $0.00 changes nothing: a problem, as an amount of 0 is (an
   * amount in dollars that does is refused with the input, what-if-input.ts).
   */
  underACent(amount: number, field: string): boolean {
    if (Math.abs(amount) >= CENT) return false;
    this.problem(
      field,
      `comes to ${dollars(amount, true)}: nothing would change`,
      "Change a cent or more, or leave the change out.",
    );
    return true;
  }
}
