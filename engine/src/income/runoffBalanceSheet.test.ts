import { describe, expect, it } from "vitest";
import { testPosition } from "../cashflows/testTerms.ts";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import { runBalanceSheet } from "../runBalanceSheet.ts";
import type { FolderNode } from "../tree/folderNode.ts";

/**
 * NII on the two balance sheets, recomputed by hand: a loan that matures after six months and a
 * share account that decays 20 % a year. On a constant balance sheet both are replaced and earn
 * all year on their book value; on a run-off one the loan earns half a year, the shares earn on a
 * balance falling month by month, and the average balances say so.
 */
const leaf = (id: number, parentId: number, key: string): FolderNode => ({
  id,
  parentId,
  key,
  description: key,
  folderType: 4,
  depth: 1,
  rollUp: true,
  nevVisible: true,
  niiVisible: true,
});
const section = (id: number, key: string): FolderNode => ({ ...leaf(id, 0, key), folderType: 2, depth: 0 });
const tree = [section(1, "Assets"), leaf(2, 1, "Loan"), section(3, "Liabilities"), leaf(4, 3, "Shares")];
const positions = [
  testPosition({ key: "Loan", amortization: "bullet", rate: 4, termMonths: 6, balance: 1_000_000 }),
  testPosition({
    key: "Shares",
    amortization: "nonmaturity",
    rate: 0.5,
    termMonths: null,
    decay: 20,
    beta: 0,
    balance: 900_000,
  }),
];
const run = (niiBalanceSheet?: "constant" | "runoff") =>
  runBalanceSheet({
    positions,
    curve: treasuryCurve("2022-07-29")?.points ?? [],
    tree,
    niiYears: 2,
    niiBalanceSheet,
  });
const baseYear = (r: ReturnType<typeof run>, y: number) =>
  r.niiSummary.find((s) => s.scenario === "Base")?.years[y - 1];

describe("the NII projection's balance sheet", () => {
  it("keeps its size by default, and says so", () => {
    const r = run();
    expect(r.niiBalanceSheet).toBe("constant");
    expect(baseYear(r, 1)?.interestIncome).toBeCloseTo(40_000, 6);
    expect(baseYear(r, 1)?.interestExpense).toBeCloseTo(900_000 * 0.005, 6);
    expect(baseYear(r, 1)?.averageAssets).toBe(1_000_000);
  });

  it("runs off when asked: interest and average balances on what is left", () => {
    const r = run("runoff");
    expect(r.niiBalanceSheet).toBe("runoff");
    const survival = Math.pow(0.8, 1 / 12);
    let balance = 900_000;
    let expense = 0;
    let average = 0;
    for (let m = 1; m <= 12; m++) {
      expense += (balance * 0.5) / 1200;
      average += balance / 12;
      balance *= survival;
    }
    const y1 = baseYear(r, 1);
    expect(y1?.interestIncome).toBeCloseTo(20_000, 6);
    expect(y1?.averageAssets).toBeCloseTo(500_000, 6);
    expect(y1?.interestExpense).toBeCloseTo(expense, 6);
    expect(y1?.averageLiabilities).toBeCloseTo(average, 6);
    expect(y1?.nim).toBeCloseTo((20_000 - expense) / 500_000, 12);
    const y2 = baseYear(r, 2);
    expect(y2?.interestIncome).toBe(0);
    expect(y2?.averageAssets).toBe(0);
    const loan = r.nodes.find((n) => n.key === "Loan")?.nii?.Base?.[0];
    expect(loan?.averageBalance).toBeCloseTo(500_000, 6);
    expect(loan?.averageRate).toBeCloseTo(0.04, 12);
  });

  it("runs deposits off at the scenario's decay: 10 % faster per +100 bp, month by month along a ramp", () => {
    const r = run("runoff");
    const shares = (id: string) => r.nodes.find((n) => n.key === "Shares")?.nii?.[id]?.[0]?.averageBalance;
    const average = (decayAt: (m: number) => number) => {
      let balance = 900_000;
      let sum = 0;
      for (let m = 1; m <= 12; m++) {
        sum += balance / 12;
        balance *= Math.pow(1 - decayAt(m) / 100, 1 / 12);
      }
      return sum;
    };
    expect(shares("300")).toBeCloseTo(
      average(() => 20 * 1.3),
      6,
    );
    expect(shares("-200")).toBeCloseTo(
      average(() => 20 * 0.8),
      6,
    );
    // A +300 ramp reaches +300 bp in month 12: +25 bp more each month.
    expect(shares("Ramp+300")).toBeCloseTo(
      average((m) => 20 * (1 + 0.1 * 0.25 * m)),
      6,
    );
  });

  it("refuses an unknown balance sheet", () => {
    expect(() => run("growing" as "constant")).toThrow(
      /niiBalanceSheet must be "constant" or "runoff"; got growing/,
    );
  });
});
