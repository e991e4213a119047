import { describe, expect, it } from "vitest";
import { testPosition } from "./cashflows/testTerms.ts";
import { treasuryCurve } from "./curve/treasuryCurves.ts";
import { sampleChartOfAccounts } from "./demo/sampleChartOfAccounts.ts";
import { parsePositionsCsv } from "./positions/parsePositionsCsv.ts";
import type { Position } from "./positions/position.ts";
import { positionTemplateSampleCsv } from "./positions/positionTemplate.ts";
import { CONSTANT_CPR_MODEL } from "./prepayment/prepaymentModel.ts";
import { runBalanceSheet } from "./runBalanceSheet.ts";
import type { BalanceSheetResult, NodeResult } from "./run/results.ts";
import type { FolderNode } from "./tree/folderNode.ts";

const parsed = parsePositionsCsv(positionTemplateSampleCsv());
const positions: Position[] = parsed.ok ? parsed.value : [];
const curve = treasuryCurve("2022-07-29")?.points ?? [];
const tree = sampleChartOfAccounts();
const result = runBalanceSheet({ positions, curve, tree, niiYears: 2, spreadBp: 50 });
const node = (r: BalanceSheetResult, key: string) => r.nodes.find((n) => n.key === key) as NodeResult;
const SCENARIOS = result.scenarios.nev.map((s) => s.id);

describe("runBalanceSheet: NEV", () => {
  it("nets liabilities from assets in every shock", () => {
    for (const row of result.nevSummary) {
      const a = result.totals.asset.nev?.[row.scenario]?.marketValue ?? NaN;
      const l = result.totals.liability.nev?.[row.scenario]?.marketValue ?? NaN;
      expect(row.nev).toBeCloseTo(a - l, 4);
      expect(row.nevRatio).toBeCloseTo((a - l) / a, 12);
    }
    const base = result.nevSummary.find((r) => r.scenario === "Base");
    expect(base?.nevChange).toBe(0);
    expect(base?.sensitivityBp).toBe(0);
  });

  it("loses value in assets and liabilities as rates rise", () => {
    const mv = (id: string) => result.totals.asset.nev?.[id]?.marketValue ?? 0;
    for (let i = 1; i < SCENARIOS.length; i++) expect(mv(SCENARIOS[i])).toBeLessThan(mv(SCENARIOS[i - 1]));
  });

  it("sums every node from its rolled-up children and its own positions", () => {
    for (const n of result.nodes) {
      const children = result.nodes.filter((c) => c.parentId === n.id && c.rollUp);
      if (children.length === 0) continue;
      const own = result.positions.filter((p) => p.nodeId === n.id);
      const book = children.reduce((s, c) => s + c.bookValue, 0) + own.reduce((s, p) => s + p.bookValue, 0);
      expect(n.bookValue).toBeCloseTo(book, 4);
      for (const id of SCENARIOS) {
        const childMv = children.reduce((s, c) => s + (c.nev?.[id]?.marketValue ?? mvOfHidden(c, id)), 0);
        if (n.nev) expect(n.nev[id].marketValue).toBeCloseTo(childMv, 4);
      }
    }
  });

  it("adds the leaves of each side into its totals, leaving out rollUp-false nodes", () => {
    const overnight = node(result, "Overnight Investment");
    expect(overnight.rollUp).toBe(false);
    expect(overnight.id).toBe("1113");
    expect(overnight.bookValue).toBe(18_000_000);
    const investments = node(result, "Investments_H2");
    expect(investments.bookValue).toBe(12_500_000 + 15_000_000 + 10_000_000);
    const assets = result.positions.filter((p) => p.side === "asset" && p.nodeId !== "1113");
    expect(result.totals.asset.bookValue).toBeCloseTo(
      assets.reduce((s, p) => s + p.bookValue, 0),
      4,
    );
    expect(result.totals.asset.bookValue).toBeCloseTo(node(result, "Assets").bookValue, 4);
    expect(result.totals.liability.bookValue).toBeCloseTo(node(result, "Liabilities").bookValue, 4);
    expect(result.totals.capital.bookValue).toBe(38_330_000 + 8_000_000);
    const base = result.totals.asset.nev?.Base.marketValue ?? 0;
    const leafSum = assets.reduce((s, p) => s + p.marketValue[4], 0);
    expect(base).toBeCloseTo(leafSum, 4);
  });

  it("counts the unrealized G/L on AFS in book value only: the securities' market value already holds it", () => {
    const afs = node(result, "Unrealized G/L on AFS");
    expect(afs.bookValue).toBe(-320_000);
    for (const s of Object.values(afs.nev ?? {})) expect(s).toMatchObject({ marketValue: 0, effDuration: 0 });
    expect(afs.nii?.Base?.[0]?.interest).toBe(0);
    const withoutIt = runBalanceSheet({
      positions: positions.filter((p) => p.key !== "Unrealized G/L on AFS"),
      curve,
      tree,
      niiYears: 2,
      spreadBp: 50,
    });
    // Assets' market value, and so NEV, in every scenario is what it is without the adjustment.
    for (const [id, s] of Object.entries(withoutIt.totals.asset.nev ?? {}))
      expect(result.totals.asset.nev?.[id]?.marketValue).toBeCloseTo(s.marketValue, 6);
    expect(result.totals.asset.bookValue).toBeCloseTo(withoutIt.totals.asset.bookValue - 320_000, 6);
  });

  it("reports duration of a group as the value-weighted duration of its parts", () => {
    const consumer = node(result, "Consumer Loans_H2");
    const parts = result.nodes.filter((c) => c.parentId === consumer.id);
    const mv = parts.reduce((s, c) => s + (c.nev?.Base.marketValue ?? 0), 0);
    const weighted = parts.reduce(
      (s, c) => s + (c.nev?.Base.marketValue ?? 0) * (c.nev?.Base.effDuration ?? 0),
      0,
    );
    expect(consumer.nev?.Base.effDuration).toBeCloseTo(weighted / mv, 10);
  });

  it("shows each measure only on nodes where it is visible", () => {
    const other = node(result, "Other Assets_H2");
    expect(other.nev).toBeNull();
    expect(other.nii?.Base).toHaveLength(2);
    expect(node(result, "Fixed Assets").nev).not.toBeNull();
  });

  it("classifies nodes by their top-level section", () => {
    expect(node(result, "New Auto 60").side).toBe("asset");
    expect(node(result, "Regular Shares").side).toBe("liability");
    expect(node(result, "Undivided Earnings").side).toBe("capital");
    expect(node(result, "Total Liability & Capital").side).toBe("other");
  });

  it("floors rates at zero: on the 2021 year-end curve every shock from -200 down discounts at the spread alone", () => {
    const low = runBalanceSheet({
      positions,
      curve: treasuryCurve("2021-12-31")?.points ?? [],
      tree,
      spreadBp: 0,
    });
    const bullet = low.positions.find((p) => p.key === "Treasury Note 60");
    expect(bullet?.marketValue[0]).toBeCloseTo(10_000_000 * (1 + 0.0125 * 5), 4);
    expect(bullet?.marketValue[1]).toBe(bullet?.marketValue[0]);
    // Duration moves the floored curve itself (durationLegs.test.ts): a 5-year note's years, not the floor's 0.
    expect(bullet?.effDuration[1]).toBe(bullet?.effDuration[0]);
    expect(bullet?.effDuration[0]).toBeGreaterThan(4.5);
  });

  it("returns plain JSON", () => {
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

function mvOfHidden(n: NodeResult, id: string): number {
  const again = runBalanceSheet({
    positions,
    curve,
    tree: tree.map((t) => ({ ...t, nevVisible: true })),
    spreadBp: 50,
  });
  return again.nodes.find((x) => x.id === n.id)?.nev?.[id]?.marketValue ?? NaN;
}

describe("runBalanceSheet: NII and gap", () => {
  it("computes NII, net income, NIM and ROA from the totals", () => {
    const r = runBalanceSheet({
      positions,
      curve,
      tree,
      niiYears: 3,
      nonInterestIncome: 2e6,
      nonInterestExpense: 5e6,
    });
    for (const s of r.niiSummary) {
      expect(s.years).toHaveLength(3);
      for (const y of s.years) {
        expect(y.nii).toBeCloseTo(y.interestIncome - y.interestExpense, 6);
        expect(y.netIncome).toBeCloseTo(y.nii - 3e6, 6);
        expect(y.nim).toBeCloseTo(y.nii / r.totals.asset.bookValue, 12);
        expect(y.roa).toBeCloseTo(y.netIncome / r.totals.asset.bookValue, 12);
      }
    }
    const base = r.niiSummary.find((s) => s.scenario === "Base")?.years[0];
    const income = r.totals.asset.nii?.Base[0].interest;
    expect(base?.interestIncome).toBeCloseTo(income ?? NaN, 6);
    expect(r.niiSummary.map((s) => s.scenario)).toContain("Ramp-300");
  });

  it("takes non-interest income and expense from the chart's income statement: net income is not NII", () => {
    // The sample's income statement: fee 2.4M and other income 0.6M; operating expense 7.9M and provision 0.65M.
    const income = 2_400_000 + 600_000;
    const expense = 7_900_000 + 650_000;
    for (const s of result.niiSummary) {
      for (const y of s.years) {
        expect(y.nonInterestIncome).toBe(income);
        expect(y.nonInterestExpense).toBe(expense);
        expect(y.netIncome).toBeCloseTo(y.nii + income - expense, 6);
        expect(y.roa).toBeCloseTo(y.netIncome / result.totals.asset.bookValue, 12);
        expect(y.roa).not.toBeCloseTo(y.nim, 4);
      }
    }
    // The income statement stays out of the balance sheet: assets, liabilities and capital as before.
    const statement = node(result, "Income Statement");
    expect(statement.side).toBe("other");
    expect(statement.bookValue).toBe(income + expense);
    expect(result.totals.capital.bookValue).toBe(38_330_000 + 8_000_000);
  });

  it("rolls up interest over the tree like the balances", () => {
    const consumer = node(result, "Consumer Loans_H2");
    const leaves = result.positions.filter((p) =>
      ["Share Secured 36", "Signature Loans 48", "New Auto 60", "Used Auto 72", "Credit Cards 36"].includes(
        p.key,
      ),
    );
    result.scenarios.nii.forEach((s, i) => {
      expect(consumer.nii?.[s.id][1].interest).toBeCloseTo(
        leaves.reduce((a, p) => a + p.interest[i][1], 0),
        6,
      );
    });
    expect(consumer.nii?.Base[0].averageBalance).toBe(consumer.bookValue);
  });

  it("builds a gap whose buckets add up to the balances and whose cumulative gap ends at assets less liabilities", () => {
    const last = result.gapSummary[result.gapSummary.length - 1];
    expect(last.cumulativeGap).toBeCloseTo(
      result.totals.asset.bookValue - result.totals.liability.bookValue,
      4,
    );
    expect(result.totals.asset.gap.reduce((a, b) => a + b)).toBeCloseTo(result.totals.asset.bookValue, 4);
  });
});

describe("runBalanceSheet: prepayment speeds by shock", () => {
  it("gives each loan folder its balance-weighted CPR under every shock, from the S-curve", () => {
    const speeds = (key: string) => node(result, key).prepaymentSpeeds ?? {};
    const fixed30 = speeds("Fixed 30 Yr 360");
    expect(fixed30.Base).toBeCloseTo(8, 12);
    expect(fixed30["-200"]).toBeGreaterThan(16);
    expect(fixed30["200"]).toBeLessThan(6);
    // On the 2022-07-29 curve (10-year at 2.67 %) -300 and -400 both take the 10-year to zero.
    expect(fixed30["-400"]).toBeCloseTo(fixed30["-300"], 12);
    const loans = positions.filter((p) =>
      ["Home Equity 1st 180", "HELOC 100% 240", "Fixed 15 Yr 180", "Fixed 30 Yr 360", "ARM 5/1 360"].includes(
        p.key,
      ),
    );
    const weighted = loans.reduce((sum, p) => sum + p.balance * (speeds(p.key)["100"] ?? NaN), 0);
    const total = loans.reduce((sum, p) => sum + p.balance, 0);
    expect(speeds("Mortgage Loans_H2")["100"]).toBeCloseTo(weighted / total, 10);
    expect(node(result, "Regular Shares").prepaymentSpeeds).toBeNull();
  });
});

describe("runBalanceSheet: inputs", () => {
  it("applies H3 group overrides to the positions under the group", () => {
    // Constant CPR: a faster CPR then shortens the loan (with the S-curve a discount loan's duration can grow).
    const prepayment = CONSTANT_CPR_MODEL;
    const before = runBalanceSheet({ positions, curve, tree, prepayment }).positions.find(
      (p) => p.key === "New Auto 60",
    );
    const withOverride = runBalanceSheet({
      positions,
      curve,
      tree,
      prepayment,
      overrides: [
        { group: "New Auto_H3", cpr: 40, spreadBp: 300 },
        { group: "Nowhere_H3", cpr: 1 },
      ],
    });
    const after = withOverride.positions.find((p) => p.key === "New Auto 60");
    expect(after?.effDuration[4]).toBeLessThan(before?.effDuration[4] ?? 0);
    expect(after?.price[4]).toBeLessThan(before?.price[4] ?? 0);
    expect(withOverride.positions.find((p) => p.key === "Used Auto 72")?.marketValue[4]).toBeCloseTo(
      runBalanceSheet({ positions, curve, tree, prepayment }).positions.find((p) => p.key === "Used Auto 72")
        ?.marketValue[4] ?? 0,
      6,
    );
    expect(withOverride.warnings).toContain('override group "Nowhere_H3" matches no folder');
  });

  it("accepts a nested tree and warns about positions without a leaf", () => {
    const roots: FolderNode[] = [
      {
        id: 1,
        parentId: 0,
        key: "Assets",
        description: "Assets",
        folderType: 2,
        depth: 0,
        rollUp: true,
        nevVisible: true,
        niiVisible: true,
        children: [
          {
            id: 2,
            parentId: 1,
            key: "Loans",
            description: "Loans",
            folderType: 4,
            depth: 1,
            rollUp: true,
            nevVisible: true,
            niiVisible: true,
          },
        ],
      },
      {
        id: 3,
        parentId: 0,
        key: "Memo",
        description: "Memo",
        folderType: 4,
        depth: 0,
        rollUp: true,
        nevVisible: true,
        niiVisible: true,
      },
    ];
    const r = runBalanceSheet({
      positions: [testPosition({ key: "loans" }), testPosition({ key: "Other" })],
      curve,
      tree: roots,
      omitPositions: true,
    });
    expect(r.nodes.map((n) => [n.id, n.parentId, n.bookValue])).toEqual([
      [1, 0, 1e6],
      [2, 1, 1e6],
      [3, 0, 0],
    ]);
    expect(r.positions).toEqual([]);
    expect(r.warnings).toEqual([
      'top-level folder "Memo" is not recognizably assets, liabilities or capital; it is classified as other',
      'position key "Other" matches no leaf of the chart of accounts; it is left out of the roll-up',
    ]);
  });

  it("rejects an out-of-range projection", () => {
    expect(() => runBalanceSheet({ positions, curve, tree, niiYears: 0 })).toThrow(/niiYears/);
  });
});
