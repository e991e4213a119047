import type { GroupOverride } from "@alm/engine";
import type { StoredResults } from "../runs/compute-results.ts";
import type { BookGroup } from "./book-group.ts";

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

/**
 * How a data set's positions repay and its deposits run, by leaf, after the assumption overrides.
 * No change moves them: they are the data set's as it is.
 */
export class GroupTerms {
  private readonly repayments = new Map<string, Repayments>();

  constructor(results: StoredResults) {
    for (const [id, sums] of Object.entries(results.assumptions)) {
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
}
