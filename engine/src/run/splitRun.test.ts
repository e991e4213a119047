import { describe, expect, it } from "vitest";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import { sampleChartOfAccounts } from "../demo/sampleChartOfAccounts.ts";
import { overridesSampleCsv, parseOverridesCsv } from "../overrides/parseOverridesCsv.ts";
import { parsePositionsCsv } from "../positions/parsePositionsCsv.ts";
import type { Position } from "../positions/position.ts";
import { positionTemplateSampleCsv } from "../positions/positionTemplate.ts";
import { evaluateBalanceSheet, runBalanceSheet, type BalanceSheetInput } from "../runBalanceSheet.ts";
import { joinBlocks } from "./joinBlocks.ts";

const parsed = parsePositionsCsv(positionTemplateSampleCsv());
const sample: Position[] = parsed.ok ? parsed.value : [];
const overrides = parseOverridesCsv(overridesSampleCsv());
// Every kind many times over, with balances, rates and terms that differ, and one unknown key.
const positions: Position[] = Array.from({ length: 9 }, (_, k) =>
  sample.map((p) => ({
    ...p,
    balance: p.balance * (1 + k / 7),
    rate: p.amortization === "none" ? p.rate : p.rate + k / 10,
    termMonths: p.termMonths === null ? null : Math.max(1, p.termMonths - 5 * k),
  })),
).flat();
positions.push({ ...sample[0], key: "No Such Leaf" });

const input = (more: Partial<BalanceSheetInput> = {}): BalanceSheetInput => ({
  positions,
  curve: treasuryCurve("2022-07-29")?.points ?? [],
  tree: sampleChartOfAccounts(),
  overrides: overrides.ok ? overrides.value : [],
  niiYears: 3,
  spreadBp: 50,
  ...more,
});

/** The run's results from its positions split at `cuts`, each part valued on its own. */
function splitRun(run: BalanceSheetInput, cuts: number[]) {
  const edges = [0, ...cuts, run.positions.length];
  const parts = edges.slice(1).map((to, k) => evaluateBalanceSheet(run, edges[k], to));
  return runBalanceSheet(run, joinBlocks(parts));
}

describe("a run split into parts", () => {
  it("gives the unsplit run's results number for number, however it is split", () => {
    expect(positions.length).toBeGreaterThan(100);
    for (const run of [input(), input({ niiBalanceSheet: "runoff", floorAtZero: false, niiYears: 1 })]) {
      const whole = runBalanceSheet(run);
      expect(whole.totals.asset.nev?.Base.marketValue).toBeGreaterThan(0);
      for (const cuts of [[1], [0, 37, 37, 100], [positions.length - 1], [13, 26, 39, 52, 65, 78, 91]])
        // toStrictEqual compares numbers with Object.is: the last bit counts, and -0 is not 0.
        expect(splitRun(run, cuts)).toStrictEqual(whole);
    }
  });

  it("refuses results that are not the run's positions or years", () => {
    const run = input();
    const part = evaluateBalanceSheet(run, 0, 10);
    expect(() => runBalanceSheet(run, part)).toThrow(/results given are of 10 positions over 3 years/);
    const otherYears = evaluateBalanceSheet(input({ niiYears: 2 }));
    expect(() => runBalanceSheet(run, otherYears)).toThrow(/over 2 years; the run has \d+ over 3/);
    expect(() => joinBlocks([part, evaluateBalanceSheet(input({ niiYears: 2 }), 10, 20)])).toThrow(
      /different NII years/,
    );
    expect(() => evaluateBalanceSheet(run, 5, 4)).toThrow(/positions 5 to 4 are not a range/);
    expect(() => evaluateBalanceSheet(run, 0, positions.length + 1)).toThrow(/not a range/);
  });
});
