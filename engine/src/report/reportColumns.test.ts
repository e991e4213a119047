import { describe, expect, it } from "vitest";
import { testPosition } from "../cashflows/testTerms.ts";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import { sampleChartOfAccounts } from "../demo/sampleChartOfAccounts.ts";
import { runBalanceSheet } from "../runBalanceSheet.ts";
import { niiComparison, nodeNiiComparison, scenarioColumns } from "./reportColumns.ts";

const r = runBalanceSheet({
  positions: [
    testPosition({ key: "New Auto 60" }),
    testPosition({
      key: "Regular Shares",
      amortization: "nonmaturity",
      termMonths: null,
      rate: 0.5,
      decay: 10,
      beta: 0.3,
    }),
  ],
  curve: treasuryCurve("2022-07-29")?.points ?? [],
  tree: sampleChartOfAccounts(),
});

describe("report helpers", () => {
  it("names per-scenario columns as the detailed price tree expects", () => {
    const cols = scenarioColumns(r.nodes.find((n) => n.key === "New Auto 60")?.nev ?? null, "dataset1");
    expect(Object.keys(cols).sort()).toEqual(
      ["-100", "-200", "-300", "-400", "100", "200", "300", "400", "500", "Base"]
        .map((s) => `dataset1_${s}`)
        .sort(),
    );
    expect(cols.dataset1_Base).toBeCloseTo(r.positions[0].price[4] ?? NaN, 12);
  });

  it("picks declining and rising ramps and the instantaneous shock", () => {
    const c = niiComparison(r.niiSummary, 1);
    const find = (id: string) => r.niiSummary.find((s) => s.scenario === id)?.years[0];
    expect(c).toEqual({
      declining: find("Ramp-300"),
      base: find("Base"),
      rising: find("Ramp+300"),
      shock: find("300"),
    });
    const leaf = nodeNiiComparison(r.nodes.find((n) => n.key === "Regular Shares")?.nii ?? null, 2, {
      shock: 200,
    });
    expect(leaf.shock?.interest).toBeCloseTo((1e6 * (0.5 + 0.6)) / 100, 6);
  });
});
