import { parseOverridesCsv, parsePositionsCsv, positionsCsv, runBalanceSheet } from "@alm/engine";
import { describe, expect, it } from "vitest";
import { toFolderNodes } from "../chart-tree/coa-folder-nodes.ts";
import { isLeaf, type CoaNode } from "../chart-tree/coa-node.ts";
import { nearestBuiltInCurve } from "../curves/built-in-curves.ts";
import { buildDemoChartOfAccounts, demoLeafKeys } from "./demo-chart-of-accounts.ts";
import { demoOverridesCsv } from "./demo-overrides.ts";
import { demoBalanceSheetRows } from "./demo-positions.ts";
import { DEMO_DATA_SETS } from "./seed-analysis.ts";
import { assetsAt } from "./seed-demo-runs.ts";

/** What an examiner reads first of a demo data set, valued as a run values it (default deposit model). */
function riskProfile(acronym: string, asOfDate: string, whatIf: boolean) {
  const curve = nearestBuiltInCurve(asOfDate).points;
  const rows = demoBalanceSheetRows({
    acronym,
    asOfDate,
    totalAssets: assetsAt(acronym, asOfDate),
    curve,
    leafKeys: demoLeafKeys(),
  });
  const positions = parsePositionsCsv(positionsCsv(rows));
  const overrides = parseOverridesCsv(demoOverridesCsv(whatIf));
  if (!positions.ok || !overrides.ok) throw new Error("the demo files do not parse");
  const result = runBalanceSheet({
    positions: positions.value,
    overrides: overrides.value,
    curve,
    tree: toFolderNodes(buildDemoChartOfAccounts()),
    niiYears: 1,
    omitPositions: true,
  });
  const nev = (id: string) => result.nevSummary.find((s) => s.scenario === id);
  const loans = result.nodes
    .filter((n) => /^(Consumer|Mortgage|Commercial) Loans_H2$/.test(n.key))
    .reduce((sum, n) => sum + n.bookValue, 0);
  return {
    loanShare: loans / result.totals.asset.bookValue,
    nevRatio: nev("Base")?.nevRatio ?? NaN,
    nevChangeUp300: nev("300")?.nevChange ?? NaN,
    year1: result.niiSummary.find((s) => s.scenario === "Base")?.years[0],
  };
}

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
    ["2021-09-30", "2021-12-31", "2022-07-29"].map((asOfDate) => ({ acronym, asOfDate })),
  );

  it.each(cases)("$acronym $asOfDate holds 7-12 % of its assets as capital and balances", (c) => {
    const rows = demoBalanceSheetRows({
      ...c,
      totalAssets: assetsAt(c.acronym, c.asOfDate),
      curve: nearestBuiltInCurve(c.asOfDate).points,
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

  // Every demo data set with positions, as the seed stores them (the what-if with its deposit run-off).
  const seeded = ["RFCU", "SVCU", "LCCU"].flatMap((acronym) =>
    DEMO_DATA_SETS.filter((d) => d.status !== "Failed").map((d) => ({
      acronym,
      asOfDate: d.asOf,
      whatIf: d.type === 1,
      name: `${acronym} ${d.asOf}${d.type === 1 ? " what-if" : ""}${d.type === 99 ? " draft" : ""}`,
    })),
  );

  it.each(seeded)("$name looks like a credit union to an examiner", (c) => {
    const p = riskProfile(c.acronym, c.asOfDate, c.whatIf);
    // Loans 60-80 % of assets; base NEV ratio 7-16 %; NEV change at +300 bp between -55 % (a long
    // fixed-rate mortgage book: the credit union NCUA's test rates High) and -5 % (a short
    // consumer-loan book that reprices and pays down within months).
    expect(p.loanShare).toBeGreaterThanOrEqual(0.6);
    expect(p.loanShare).toBeLessThanOrEqual(0.8);
    expect(p.nevRatio).toBeGreaterThanOrEqual(0.07);
    expect(p.nevRatio).toBeLessThanOrEqual(0.16);
    expect(p.nevChangeUp300).toBeGreaterThanOrEqual(-0.55);
    expect(p.nevChangeUp300).toBeLessThanOrEqual(-0.05);
    // Earnings as credit unions of the time earned: NIM 2.5-4 %, ROA 0.4-1.4 %.
    expect(p.year1?.nim).toBeGreaterThanOrEqual(0.025);
    expect(p.year1?.nim).toBeLessThanOrEqual(0.04);
    expect(p.year1?.roa).toBeGreaterThanOrEqual(0.004);
    expect(p.year1?.roa).toBeLessThanOrEqual(0.014);
  });
});
