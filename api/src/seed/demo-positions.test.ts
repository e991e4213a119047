import { describe, expect, it } from "vitest";
import { isLeaf, type CoaNode } from "../chart-tree/coa-node.ts";
import { nearestTreasuryCurve } from "../runs/compute-results.ts";
import { buildDemoChartOfAccounts, demoLeafKeys } from "./demo-chart-of-accounts.ts";
import { demoBalanceSheetRows } from "./demo-positions.ts";
import { assetsAt } from "./seed-demo-runs.ts";

/** Top-level section of every leaf of the demo chart, by key. */
function sectionsByKey(): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (n: CoaNode, section: string) => {
    if (isLeaf(n)) out.set(n.key, section);
    n.children.forEach((c) => visit(c, section));
  };
  for (const top of buildDemoChartOfAccounts().children) visit(top, top.key);
  return out;
}

describe("demo balance sheets", () => {
  const sections = sectionsByKey();
  const cases = ["RFCU", "SVCU", "LCCU"].flatMap((acronym) =>
    ["2021-09-30", "2021-12-31", "2022-07-29", "2025-12-31"].map((asOfDate) => ({ acronym, asOfDate })),
  );

  it.each(cases)("$acronym $asOfDate holds 7-12 % of its assets as capital and balances", (c) => {
    const rows = demoBalanceSheetRows({
      ...c,
      totalAssets: assetsAt(c.acronym, c.asOfDate),
      curve: nearestTreasuryCurve(c.asOfDate).points,
      leafKeys: demoLeafKeys(),
    });
    const total = (section: string) =>
      rows.filter((r) => sections.get(r.key) === section).reduce((s, r) => s + r.balance, 0);
    const assets = total("Assets");
    const capital = total("Capital");
    expect(capital / assets).toBeGreaterThanOrEqual(0.07);
    expect(capital / assets).toBeLessThanOrEqual(0.12);
    expect(total("Liabilities") + capital).toBe(assets);
  });
});
