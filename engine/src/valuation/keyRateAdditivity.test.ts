import { describe, expect, it } from "vitest";
import { testPosition } from "../cashflows/testTerms.ts";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import type { YieldCurve } from "../curve/curve.ts";
import type { Position } from "../positions/position.ts";
import { CONSTANT_CPR_MODEL } from "../prepayment/prepaymentModel.ts";
import { runBalanceSheet } from "../runBalanceSheet.ts";
import type { Measures } from "../run/results.ts";
import type { FolderNode } from "../tree/folderNode.ts";
import { DURATION_BUMP_BP } from "./valuationLevels.ts";

/**
 * Key-rate durations against effective duration (README, "Key-rate durations"): the key bumps add
 * up to the parallel move, so with central differences Σ KRD = D + O(Δ²); one-sided (Base on a
 * curve whose fall the floor cuts) Σ KRD = D + (Δ/2)(C − Σ C_k) + O(Δ²), C the parallel convexity
 * and C_k each key's own: the cross-convexity between keys, which a single key bump never sees.
 */

// 2021-12-31: −100 bp is floored from 1 month to 3 years, so Base is measured one-sided.
const LOW_CURVE = treasuryCurve("2021-12-31")?.points ?? [];
// 2022-07-29: every par yield above 2.2 %, so Base's ±100 bp are both whole: central.
const HIGH_CURVE = treasuryCurve("2022-07-29")?.points ?? [];
const DY = DURATION_BUMP_BP / 10_000;

const node = (id: number, parentId: number, key: string, depth: number, leaf = true): FolderNode => ({
  id,
  parentId,
  key,
  description: key,
  folderType: leaf ? 4 : 2,
  depth,
  rollUp: true,
  nevVisible: true,
  niiVisible: true,
});
const TREE: FolderNode[] = [
  node(1, 0, "Assets", 0, false),
  node(2, 1, "Mortgages", 1),
  node(3, 1, "Treasuries", 1),
  node(10, 0, "Liabilities", 0, false),
  node(11, 10, "Non-Maturity Deposits", 1, false),
  node(12, 11, "Regular Shares", 2),
  node(13, 11, "Share Drafts", 2),
  node(14, 11, "Money Market Shares", 2),
  node(15, 10, "Certificates", 1),
];

/**
 * A credit union's book: shares whose dividend (beta, after the lag) and decay follow the 3-month
 * rate, as the default deposit model has them, and dividends high enough that a 100 bp fall leaves
 * them above zero (no kink at Base for the central difference to straddle).
 */
const BOOK: Position[] = [
  testPosition({ key: "Mortgages", balance: 400e6, rate: 3.5, termMonths: 360, cpr: 8 }),
  testPosition({
    key: "Treasuries",
    balance: 150e6,
    rate: 2,
    termMonths: 84,
    amortization: "bullet",
    paymentMonths: 6,
  }),
  ...(
    [
      ["Regular Shares", 250e6, 1.0, 18, 0.35],
      ["Share Drafts", 100e6, 0.5, 22, 0.15],
      ["Money Market Shares", 130e6, 1.2, 35, 0.75],
    ] as const
  ).map(([key, balance, rate, decay, beta]) =>
    testPosition({ key, balance, rate, termMonths: null, amortization: "nonmaturity", decay, beta }),
  ),
  testPosition({ key: "Certificates", balance: 120e6, rate: 1.5, termMonths: 24, amortization: "bullet" }),
];

const run = (curve: YieldCurve, floorAtZero: boolean) =>
  runBalanceSheet({
    positions: BOOK,
    curve,
    tree: TREE,
    prepayment: CONSTANT_CPR_MODEL,
    floorAtZero,
    niiYears: 1,
    omitPositions: true,
  });

/** Each total and folder with a duration, by name. */
function measured(curve: YieldCurve, floorAtZero: boolean): Map<string, Measures> {
  const r = run(curve, floorAtZero);
  return new Map<string, Measures>([
    ["asset total", r.totals.asset],
    ["liability total", r.totals.liability],
    ...r.nodes.map((n): [string, Measures] => [n.key, n]),
  ]);
}
const krds = (m: Measures) => Object.values(m.keyRateDurations ?? {});
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const base = (m: Measures) => m.nev?.Base ?? { effDuration: NaN, effConvexity: NaN };

// O(Δ²) where Base is central: on this book at most 0.05 years (the shares, 1.8 years), where the
// shares' one-sided gaps are 0.24 to 0.44 years.
const tolerance = (duration: number) => 0.04 * Math.max(1, Math.abs(duration));
const SHARES = ["Regular Shares", "Share Drafts", "Money Market Shares", "Non-Maturity Deposits"];

describe("key-rate durations against effective duration, on a book with non-maturity deposits", () => {
  it("add up to it, but for terms of order Δ², where Base's duration is central", () => {
    const all = measured(HIGH_CURVE, true);
    expect([...all.keys()]).toEqual(expect.arrayContaining(["liability total", ...SHARES]));
    for (const [name, m] of all) {
      const d = base(m).effDuration;
      expect(Math.abs(sum(krds(m)) - d), name).toBeLessThan(tolerance(d));
    }
    // Every leaf and total of this book has a duration: none passes by being 0.
    expect(Math.min(...[...all.values()].map((m) => base(m).effDuration))).toBeGreaterThan(0.1);
  });

  it("differ from it, one-sided, by the cross-convexity between the keys: (Δ/2)(C − Σ C_k)", () => {
    const oneSided = measured(LOW_CURVE, true);
    // The same book unfloored: Base central, every key bumped down as well as up, so each key's
    // own convexity C_k = 2(KRD_central − KRD_one-sided)/Δ and C, the parallel one, are measured.
    const central = measured(LOW_CURVE, false);
    for (const [name, m] of oneSided) {
      const c = central.get(name) as Measures;
      const d = base(m).effDuration;
      const gap = sum(krds(m)) - d;
      const keyConvexity = sum(krds(c).map((k, i) => (2 * (k - (krds(m)[i] ?? NaN))) / DY));
      const cross = (DY / 2) * (base(c).effConvexity - keyConvexity);
      expect(Math.abs(gap - cross), name).toBeLessThan(tolerance(d));
      // A property of the one-sided difference, not a rounding: the shares' keys add up to a
      // quarter to half a year more than their duration (the demo credit union's 1.73 against 1.50).
      if (SHARES.includes(name)) expect(gap, name).toBeGreaterThan(0.2);
    }
  });

  it("owe the deposits' one-sided gap mostly to decay that follows the 3-month rate", () => {
    const gapOf = (decaySensitivity: number) => {
      const r = runBalanceSheet({
        positions: BOOK,
        curve: LOW_CURVE,
        tree: TREE,
        prepayment: CONSTANT_CPR_MODEL,
        deposits: { decaySensitivity },
        niiYears: 1,
        omitPositions: true,
      });
      const deposits = r.nodes.find((n) => n.key === "Non-Maturity Deposits") as Measures;
      return sum(krds(deposits)) - base(deposits).effDuration;
    };
    // The 3-month key sets when members leave, every key discounts what they take: a cross term no
    // single key bump sees. Fixed decay leaves the discounting's own cross-convexity.
    expect(gapOf(0.1)).toBeGreaterThan(3 * gapOf(0));
    expect(gapOf(0)).toBeGreaterThan(0);
  });
});
