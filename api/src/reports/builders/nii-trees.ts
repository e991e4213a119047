import { FOLDER_TYPE } from "@alm/engine";
import { chart, series, table, treeRows } from "../blocks.ts";
import {
  interestAt,
  minus,
  NII_CHANGE_COLUMNS as CHANGES,
  niiColumnName,
  niiScenarioId,
  sideSign,
  sum,
  type NiiColumn,
} from "../measures.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData, Row } from "../report-model.ts";
import { visibleTree, walkTree, type TreeNode } from "../report-tree.ts";
import { incomeGridMetadata, NII_CHANGE_SERIES, niiColumns } from "./nii.ts";

type Which = "base" | "compare";
type Fields = Record<string, number | null>;

const interest = (n: TreeNode, which: Which, ctx: ReportContext, c: NiiColumn) =>
  interestAt(which === "base" ? n.base : n.compare, niiScenarioId(c, ctx.scenarios), ctx.year);

/** Income of assets less expense of liabilities and capital over the sections. */
function netTotal(ctx: ReportContext, roots: readonly TreeNode[], c: NiiColumn, which: Which): number | null {
  if (which === "compare" && !ctx.compare) return null;
  return sum(roots.map((r) => (interest(r, which, ctx, c)?.interest ?? 0) * sideSign(r.side)));
}

/** What the NII tree pages compute from: the folders and a node's interest per column. */
function niiTree(ctx: ReportContext) {
  const all = ctx.roots.filter((r) => r.side !== "other");
  const it = (n: TreeNode, c: NiiColumn, which: Which = "base") => interest(n, which, ctx, c);
  return {
    all,
    it,
    change: (n: TreeNode, c: NiiColumn, which: Which = "base") =>
      minus(it(n, c, which)?.interest, it(n, "base", which)?.interest),
    avg: (n: TreeNode) => it(n, "base")?.averageBalance ?? null,
    net: (c: NiiColumn, which: Which) => netTotal(ctx, all, c, which),
  };
}

/** The net interest income row after an NII tree. */
const netRow = (fields: Fields): Row => ({
  id: "netInterestIncome",
  parentId: 0,
  order: 999,
  hLevel: 0,
  key: "Net Interest Income",
  description: "Net Interest Income",
  folderType: FOLDER_TYPE.special,
  ...fields,
  children: [],
});

/** The tree block of the page's year over the folders visible for NII, with an optional net row. */
function treeBlock(ctx: ReportContext, fields: (n: TreeNode) => Fields, net: Row | null = null): BlockData {
  const roots = visibleTree(ctx.roots, "nii").filter((r) => r.side !== "other");
  const rows = treeRows(roots, fields);
  if (net) rows.push(net);
  return table(ctx, "tree", rows, { ...incomeGridMetadata(ctx), scenario: ctx.scenarios.shock });
}

const byColumn = (pick: (c: NiiColumn) => number | null) =>
  Object.fromEntries(
    (["declining", "base", "rising", "shock"] as const).map((c) => [`dataset1_${c}`, pick(c)]),
  );

/** 55 NII Dollar Projections: interest per scenario, then net interest income. */
export function niiDollarsPage(ctx: ReportContext): Record<string, BlockData> {
  const { it, avg, net } = niiTree(ctx);
  const fields = (n: TreeNode) => ({
    averageBalance: avg(n),
    ...byColumn((c) => it(n, c)?.interest ?? null),
  });
  return {
    tree: treeBlock(ctx, fields, netRow({ averageBalance: null, ...byColumn((c) => net(c, "base")) })),
  };
}

/** 56 NII Variability: change of interest from base per scenario. */
export function niiVariabilityPage(ctx: ReportContext): Record<string, BlockData> {
  const { it, change, net } = niiTree(ctx);
  const fields = (n: TreeNode) => ({
    dataset1_base: it(n, "base")?.interest ?? null,
    difference_declining: change(n, "declining"),
    difference_rising: change(n, "rising"),
    difference_shock: change(n, "shock"),
  });
  const netChange = (c: NiiColumn) => minus(net(c, "base"), net("base", "base"));
  const totals = netRow({
    dataset1_base: net("base", "base"),
    difference_declining: netChange("declining"),
    difference_rising: netChange("rising"),
    difference_shock: netChange("shock"),
  });
  return {
    tree: treeBlock(ctx, fields, totals),
    chart1: chart(ctx, "chart1", {
      categories: CHANGES.map((c) => niiColumnName(c, ctx.scenarios)),
      series: [series(NII_CHANGE_SERIES, CHANGES.map(netChange), "dollar")],
      yTitle: "Dollars",
    }),
  };
}

/** 57 NII Yield Projections: yield per scenario. */
export function niiYieldsPage(ctx: ReportContext): Record<string, BlockData> {
  const { it, avg } = niiTree(ctx);
  const fields = (n: TreeNode) => ({
    averageBalance: avg(n),
    averageRate: it(n, "base")?.averageRate ?? null,
    ...byColumn((c) => it(n, c)?.yield ?? null),
  });
  return { tree: treeBlock(ctx, fields) };
}

/** 58 NII Base Comparison: base income and yield, current and prior. */
export function niiBaseComparisonPage(ctx: ReportContext): Record<string, BlockData> {
  const { it } = niiTree(ctx);
  const fields = (n: TreeNode) => ({
    dataset1_income: it(n, "base")?.interest ?? null,
    dataset2_income: it(n, "base", "compare")?.interest ?? null,
    difference_income: minus(it(n, "base")?.interest, it(n, "base", "compare")?.interest),
    dataset1_yield: it(n, "base")?.yield ?? null,
    dataset2_yield: it(n, "base", "compare")?.yield ?? null,
    difference_yield: minus(it(n, "base")?.yield, it(n, "base", "compare")?.yield),
  });
  return { tree: treeBlock(ctx, fields) };
}

/** 59 NII Shock Comparison: shock income, current and prior. */
export function niiShockComparisonPage(ctx: ReportContext): Record<string, BlockData> {
  const { it } = niiTree(ctx);
  const fields = (n: TreeNode) => ({
    dataset1_scenario: it(n, "shock")?.interest ?? null,
    dataset2_scenario: it(n, "shock", "compare")?.interest ?? null,
    difference_scenario: minus(it(n, "shock")?.interest, it(n, "shock", "compare")?.interest),
  });
  return { tree: treeBlock(ctx, fields) };
}

/** 60 NII Volatility Comparison: change from base per scenario, current and prior. */
export function niiVolatilityComparisonPage(ctx: ReportContext): Record<string, BlockData> {
  const { change } = niiTree(ctx);
  const fields = (n: TreeNode) =>
    Object.fromEntries(
      CHANGES.flatMap((c) => {
        const a = change(n, c);
        const b = ctx.compare ? change(n, c, "compare") : null;
        return [
          [`dataset1_${c}`, a],
          [`dataset2_${c}`, b],
          [`difference_${c}`, minus(a, b)],
        ];
      }),
    );
  const prior = ctx.compare ? niiColumns(ctx, ctx.compare, ctx.year) : null;
  return {
    tree: treeBlock(ctx, fields),
    chart1: chart(ctx, "chart1", {
      categories: CHANGES.map((c) => niiColumnName(c, ctx.scenarios)),
      series: [
        series(
          "Current",
          CHANGES.map((c) => niiColumns(ctx, ctx.base, ctx.year)[c].niiChange),
          "percentage",
        ),
        series(
          "Prior",
          CHANGES.map((c) => (prior ? prior[c].niiChange : null)),
          "percentage",
        ),
      ],
    }),
  };
}

/** 61 Contributions to NII Volatilities: assets add their income change, liabilities subtract their expense change. */
export function niiContributionsPage(ctx: ReportContext): Record<string, BlockData> {
  const { all, change } = niiTree(ctx);
  const contribution = (n: TreeNode, c: NiiColumn) => (change(n, c) ?? 0) * sideSign(n.side);
  const fields = (n: TreeNode) => Object.fromEntries(CHANGES.map((c) => [c, contribution(n, c)]));
  const top = walkTree(all)
    .filter((n) => n.children.length === 0)
    .map((n) => ({ n, v: contribution(n, "shock") }))
    .sort((a, b) => Math.abs(b.v) - Math.abs(a.v))
    .slice(0, 10);
  return {
    tree: treeBlock(ctx, fields),
    chart1: chart(ctx, "chart1", {
      categories: top.map((t) => t.n.description),
      series: [
        series(
          "Change in NII, shock",
          top.map((t) => t.v),
          "dollar",
        ),
      ],
      yTitle: "Dollars",
    }),
  };
}

/** 62 Shocked NII Projections: base and shock income and their difference. */
export function niiShockedPage(ctx: ReportContext): Record<string, BlockData> {
  const { it, avg, change } = niiTree(ctx);
  const fields = (n: TreeNode) => ({
    averageBalance: avg(n),
    dataset1_base: it(n, "base")?.interest ?? null,
    dataset1_scenario: it(n, "shock")?.interest ?? null,
    dataset1_difference: change(n, "shock"),
    averageRate: it(n, "shock")?.averageRate ?? null,
  });
  return { tree: treeBlock(ctx, fields) };
}
