import {
  overridesSampleCsv,
  parseOverridesCsv,
  parsePositionsCsv,
  positionTemplateSampleCsv,
  MOST_NII_YEARS,
  runBalanceSheet,
  treasuryCurve,
} from "@alm/engine";
import { MAX_NII_YEARS } from "@alm/formats";
import { describe, expect, it } from "vitest";
import { toFolderNodes } from "../chart-tree/coa-folder-nodes.ts";
import { isLeaf, walkCoa } from "../chart-tree/coa-node.ts";
import { parseCoaTree } from "../charts-of-accounts/coa-validation.ts";
import { buildDemoChartOfAccounts, demoLeafKeys } from "./demo-chart-of-accounts.ts";

const root = buildDemoChartOfAccounts();
const nodes = walkCoa(root);
const byKey = new Map(nodes.map((n) => [n.key, n]));

describe("demo chart of accounts", () => {
  it("has the spec's sections under a visible root", () => {
    expect(root).toMatchObject({ id: 0, parentId: null, nevVisible: true, niiVisible: true, folderType: 2 });
    expect(root.children.map((n) => n.description)).toEqual([
      "Assets",
      "Liability",
      "Capital",
      "Total Liability & Capital",
      "Income Statement",
    ]);
    expect(root.children.every((n) => n.parentId === 0)).toBe(true);
  });

  it("has hundreds of leaves keyed by product and term", () => {
    const leaves = nodes.filter(isLeaf);
    expect(leaves.length).toBeGreaterThan(500);
    for (const key of [
      "New Auto 12",
      "New Auto 180",
      "HELOC 80% 240",
      "Home Equity 2nd 240",
      "Share Certificates 1",
    ]) {
      expect(byKey.has(key), key).toBe(true);
    }
    expect(byKey.has("New Auto 240")).toBe(false);
    for (const term of [1, 3, 6, 12, 18, 24, 30, 36, 42, 48, 54, 60, 66, 72, 78, 84, 96, 108, 120]) {
      expect(byKey.has(`Share Certificates ${term}`), String(term)).toBe(true);
    }
    expect(byKey.has("FHLB Advance 240")).toBe(true);
  });

  it("has H3, H4 and H5 groups, the spec's product groups and depth at most 6", () => {
    for (const level of ["_H3", "_H4", "_H5"]) {
      expect(
        nodes.some((n) => n.folderType === 2 && n.key.endsWith(level)),
        level,
      ).toBe(true);
    }
    for (const key of [
      "Digital Solar Participation_H3",
      "Lafayette Participation_H3",
      "Deferred Auto Fees_H4",
      "HELOC Freedom_H3",
      "ARM 10/1_H4",
      "Fixed 30 Yr Bi-Weekly_H4",
      "Fixed 30 Yr FHA/VA_H4",
      "MBL Fixed RE_H5",
      "PPP Loans_H3",
      "Sold Participations_H3",
    ]) {
      expect(byKey.has(key), key).toBe(true);
    }
    expect(Math.max(...nodes.map((n) => n.depth))).toBe(6);
    for (const n of nodes) expect(n.hLevel).toBe(n.depth);
  });

  it("has the special nodes: 1113 and the folder type 7 fee leaf", () => {
    expect(byKey.get("Overnight Investment")).toMatchObject({
      id: "1113",
      description: "GAAP Assets",
      rollUp: false,
    });
    expect(byKey.get("Indirect Auto Fees")).toMatchObject({ folderType: 7, children: [] });
    expect(nodes.every((n) => [2, 4, 7].includes(n.folderType))).toBe(true);
  });

  it("hides investments, liabilities and capital detail and shows other assets for NII only", () => {
    expect(byKey.get("Other Assets_H2")).toMatchObject({ nevVisible: false, niiVisible: true });
    expect(byKey.get("Fixed Assets")).toMatchObject({ nevVisible: false, niiVisible: true, tags: ["NII"] });
    expect(byKey.get("Agency Bullet 36")).toMatchObject({ nevVisible: false, niiVisible: false });
    expect(byKey.get("Regular Shares")).toMatchObject({ nevVisible: false, niiVisible: false });
    expect(byKey.get("Undivided Earnings")).toMatchObject({ nevVisible: false, niiVisible: false });
    expect(byKey.get("New Auto 60")).toMatchObject({ nevVisible: true, niiVisible: true });
    const all = walkCoa(buildDemoChartOfAccounts({ allVisible: true }));
    expect(all.every((n) => n.nevVisible && n.niiVisible)).toBe(true);
  });

  it("is a valid chart with unique ids and keys", () => {
    expect(parseCoaTree(JSON.parse(JSON.stringify(root)))).toEqual(root);
    expect(new Set(nodes.map((n) => String(n.id))).size).toBe(nodes.length);
    expect(new Set(demoLeafKeys()).size).toBe(demoLeafKeys().length);
  });

  it("takes every position of the engine's template sample and every override group", () => {
    const positions = parsePositionsCsv(positionTemplateSampleCsv());
    const overrides = parseOverridesCsv(overridesSampleCsv());
    if (!positions.ok || !overrides.ok) throw new Error("the engine samples do not parse");
    const keys = new Set(demoLeafKeys());
    for (const p of positions.value) expect(keys.has(p.key), p.key).toBe(true);
    const result = runBalanceSheet({
      positions: positions.value,
      overrides: overrides.value,
      curve: treasuryCurve("2021-12-31")?.points ?? [],
      tree: toFolderNodes(root),
      niiYears: 1,
      omitPositions: true,
    });
    expect(result.warnings.filter((w) => w.includes("matches no"))).toEqual([]);
    expect(result.totals.asset.bookValue).toBeGreaterThan(0);
  });

  it("projects as many NII years as a report definition may ask for: the product's bound is within the engine's", () => {
    const positions = parsePositionsCsv(positionTemplateSampleCsv());
    if (!positions.ok) throw new Error("the engine sample does not parse");
    const run = (niiYears: number) =>
      runBalanceSheet({
        positions: positions.value,
        curve: treasuryCurve("2021-12-31")?.points ?? [],
        tree: toFolderNodes(root),
        niiYears,
        omitPositions: true,
      });
    expect(MAX_NII_YEARS).toBeLessThanOrEqual(MOST_NII_YEARS);
    const years = run(MAX_NII_YEARS).niiSummary.flatMap((r) => r.years.map((y) => y.year));
    expect(Math.max(...years)).toBe(MAX_NII_YEARS);
    expect(() => run(MOST_NII_YEARS + 1)).toThrow(
      `niiYears must be a whole number from 1 to ${MOST_NII_YEARS}`,
    );
  });
});
