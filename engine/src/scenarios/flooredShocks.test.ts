import { describe, expect, it } from "vitest";
import { testPosition } from "../cashflows/testTerms.ts";
import type { YieldCurve } from "../curve/curve.ts";
import { sampleChartOfAccounts } from "../demo/sampleChartOfAccounts.ts";
import type { NiiBalanceSheet } from "../income/projectInterest.ts";
import { runBalanceSheet } from "../runBalanceSheet.ts";

/**
 * A floored scenario is the rates left after flooring: two down shocks that the zero floor stops at
 * the same curve are one scenario, and every rate-driven behaviour (deposit dividends after their
 * lag, adjustable resets within caps, new volume, prepayment incentives, deposit decay) must give
 * them the same NII, to the cent, while a shock whose curve the floor held only in part differs.
 */
// Peaks at 1.8 %, as the Treasury curve at the end of 2021 peaked at 1.94 %: -200, -300 and -400
// floor every tenor; -100 leaves 5 years and longer above zero.
const LOW_CURVE: YieldCurve = [
  [1, 0.2],
  [3, 0.3],
  [6, 0.4],
  [12, 0.6],
  [24, 0.9],
  [60, 1.3],
  [120, 1.6],
  [360, 1.8],
].map(([tenorMonths, rate]) => ({ tenorMonths, rate }));

// Each kind of position whose interest follows the scenario's rates.
const POSITIONS = [
  // Pays 1 % with a beta of 0.4: the shocks' own sizes would take it to 0.2 % at -200 and to zero
  // at -300; the 0.3 points the floor lets its 3-month rate fall take it to 0.88 % in both.
  testPosition({
    key: "Regular Shares",
    amortization: "nonmaturity",
    rate: 1,
    termMonths: null,
    decay: 20,
    beta: 0.4,
  }),
  testPosition({ key: "Share Certificates 12", amortization: "bullet", rate: 0.8, termMonths: 12 }),
  testPosition({ key: "New Auto 60", rate: 4, termMonths: 60, cpr: 15 }),
  testPosition({
    key: "ARM 5/1 360",
    rate: 3,
    termMonths: 360,
    repriceMonths: 12,
    index: 12,
    margin: 2.5,
    cpr: 10,
    periodicCap: 2,
    lifetimeCap: 9,
  }),
  testPosition({ key: "Treasury Note 60", amortization: "bullet", rate: 1.2, termMonths: 60 }),
];

const run = (niiBalanceSheet: NiiBalanceSheet) =>
  runBalanceSheet({ positions: POSITIONS, curve: LOW_CURVE, tree: sampleChartOfAccounts(), niiBalanceSheet });

describe.each<NiiBalanceSheet>(["constant", "runoff"])(
  "down shocks on a curve below 2 %, %s balance sheet",
  (sheet) => {
    const result = run(sheet);
    const years = (scenario: string) => result.niiSummary.find((r) => r.scenario === scenario)?.years ?? [];
    const nev = (scenario: string) => result.nevSummary.find((r) => r.scenario === scenario);

    it("gives -200, -300 and -400, floored to the same curve, the same NII in every year to the cent", () => {
      const minus200 = years("-200");
      expect(minus200).toHaveLength(2);
      const { scenario: _a, label: _b, bp: _c, ...measures } = nev("-200") ?? ({} as never);
      for (const deeper of ["-300", "-400"]) {
        for (const [y, row] of minus200.entries()) {
          expect(years(deeper)[y]?.interestIncome).toBe(row.interestIncome);
          expect(years(deeper)[y]?.interestExpense).toBe(row.interestExpense);
          expect(years(deeper)[y]?.nii).toBe(row.nii);
        }
        expect(nev(deeper)).toMatchObject(measures);
        expect(result.rateFloor.floored.find((f) => f.scenario === deeper)?.sameAs).toBe("-200");
      }
    });

    it("keeps -100, whose 5-year rate the floor did not reach, apart from -200", () => {
      const cents = (v: number | undefined) => Math.round((v ?? NaN) * 100);
      expect(cents(years("-100")[0]?.nii)).not.toBe(cents(years("-200")[0]?.nii));
      expect(result.rateFloor.floored.find((f) => f.scenario === "-200")?.sameAs).toBeNull();
      // New auto loans (5 years) are made 0.3 points above the floor at -100.
      expect(result.rateFloor.floored.find((f) => f.scenario === "-100")?.tenors).toEqual([1, 3, 6, 12, 24]);
    });
  },
);

it("pays deposits on the floored change of their 3-month rate, not on the shock's size", () => {
  const expense = (scenario: string) =>
    run("constant").niiSummary.find((r) => r.scenario === scenario)?.years[0]?.interestExpense ?? NaN;
  // The certificate earns its own 0.8 % until it matures at month 12 in every scenario; after the
  // 3-month lag the shares' 1 % falls by 0.4 × the 0.3 points the 3-month rate can fall, for 9
  // months: 900 on $1M at -200 and -300, not the 6,000 and 7,500 of the shocks' own sizes.
  for (const shock of ["-200", "-300"]) expect(expense(shock) - expense("Base")).toBeCloseTo(-900, 6);
});
