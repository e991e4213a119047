import type { Measures } from "@alm/engine";
import { chart, keyValues, series, table, treeRows, type NodeFields } from "../blocks.ts";
import { marketValue, minus, nevAt, ratio, shockId, shockLabel, SHOCK_IDS, sideSign } from "../measures.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";
import { visibleTree, walkTree, type TreeNode } from "../report-tree.ts";

/** The NEV folders of the report: those visible for NEV (a hidden folder's values stay in its parents). */
export const nevTree = (ctx: ReportContext) => visibleTree(ctx.roots, "nev");

const perScenario = (m: Measures | undefined, pick: (id: string) => number | null) =>
  Object.fromEntries(SHOCK_IDS.map((id) => [`dataset1_${id}`, m ? pick(id) : null]));

/** The data root of the detailed trees: total assets' book value and its points per scenario. */
export function assetRoot(ctx: ReportContext, pick: (m: Measures, id: string) => number | null) {
  const assets = ctx.base.results.engine.totals.asset;
  return {
    bookValue: assets.bookValue,
    scenarios: keyValues(SHOCK_IDS.map((id) => [id, pick(assets, id)])),
  };
}

export const treeMetadata = (ctx: ReportContext, type: string) => ({
  scenarioDataset: { title: ctx.base.name, type },
  scenarios: SHOCK_IDS.map((id) => ({ key: id, label: shockLabel(id) })),
  minScenario: ctx.definition.min_scenario,
  maxScenario: ctx.definition.max_scenario,
  scenario: ctx.scenarios.shock,
});

/** 47, 51, 53 (and the values of 49): one measure per shock for every NEV folder. */
export function detailedTreePage(ctx: ReportContext): Record<string, BlockData> {
  const pickers: Record<number, [string, (m: Measures, id: string) => number | null]> = {
    47: ["price", (m, id) => nevAt(m, id)?.price ?? null],
    49: ["marketValue", (m, id) => marketValue(m, id)],
    51: ["gainLoss", (m, id) => minus(marketValue(m, id), marketValue(m, "Base"))],
    53: ["effDuration", (m, id) => nevAt(m, id)?.effDuration ?? null],
  };
  const [type, pick] =
    pickers[ctx.page.id] ?? (pickers[47] as [string, (m: Measures, id: string) => number | null]);
  const fields: NodeFields = (n) => ({
    bookValue: n.base?.bookValue ?? null,
    ...perScenario(n.base, (id) => (n.base ? pick(n.base, id) : null)),
  });
  const rows = treeRows(nevTree(ctx), fields);
  return { tree: table(ctx, "tree", rows, treeMetadata(ctx, type), assetRoot(ctx, pick)) };
}

/** 41, 42, 43: base or shock values compared with the prior data set. */
export function comparedTreePage(ctx: ReportContext): Record<string, BlockData> {
  const shock = shockId(ctx.scenarios.shock);
  const both = (n: TreeNode, f: (m: Measures | undefined) => number | null, name: string) => {
    const a = f(n.base);
    const b = ctx.compare ? f(n.compare) : null;
    return { [`dataset1_${name}`]: a, [`dataset2_${name}`]: b, [`difference_${name}`]: minus(a, b) };
  };
  const gain = (m: Measures | undefined) => minus(marketValue(m, shock), marketValue(m, "Base"));
  const fieldsBy: Record<number, NodeFields> = {
    41: (n) => ({
      ...both(n, (m) => marketValue(m, "Base"), "market"),
      ...both(n, (m) => nevAt(m, "Base")?.price ?? null, "price"),
    }),
    42: (n) => ({
      ...both(n, (m) => marketValue(m, shock), "scenario"),
      ...both(n, (m) => nevAt(m, shock)?.effDuration ?? null, "effDuration"),
    }),
    43: (n) => ({
      ...both(n, gain, "gainLoss"),
      ...both(n, (m) => ratio(gain(m), marketValue(m, "Base")), "difference"),
    }),
  };
  const fields = fieldsBy[ctx.page.id] ?? (fieldsBy[41] as NodeFields);
  return { tree: table(ctx, "tree", treeRows(nevTree(ctx), fields), treeMetadata(ctx, "comparison")) };
}

/** Contribution of a node to the change of NEV from base: assets add, liabilities subtract. */
const contribution = (n: TreeNode, id: string) => {
  const change = minus(marketValue(n.base, id), marketValue(n.base, "Base"));
  return change === null ? null : change * sideSign(n.side);
};

/** 44, 45: contributions to the change of NEV at -100, +100 and the shock, in $ or as a share. */
export function contributionPage(ctx: ReportContext): Record<string, BlockData> {
  const ids = ["-100", "100", "300"];
  const totalChange = (id: string) => {
    const r = ctx.base.results.engine.nevSummary;
    const s = r.find((x) => x.scenario === id);
    const b = r.find((x) => x.scenario === "Base");
    return s && b ? s.nev - b.nev : null;
  };
  const share = ctx.page.id === 45;
  const value = (n: TreeNode, id: string) =>
    share ? ratio(contribution(n, id), totalChange(id)) : contribution(n, id);
  const fields: NodeFields = (n) => ({
    bookValue: n.base?.bookValue ?? null,
    ...Object.fromEntries(ids.map((id) => [`dataset1_${id}`, n.side === "other" ? null : value(n, id)])),
  });
  const tree = nevTree(ctx).filter((n) => n.side !== "other");
  const leaves = walkTree(ctx.roots.filter((n) => n.side === "asset" || n.side === "liability")).filter(
    (n) => n.children.length === 0,
  );
  const top = leaves
    .map((n) => ({ n, v: value(n, "300") }))
    .filter((t) => t.v !== null)
    .sort((a, b) => Math.abs(b.v ?? 0) - Math.abs(a.v ?? 0))
    .slice(0, 10);
  return {
    tree: table(ctx, "tree", treeRows(tree, fields), {
      ...treeMetadata(ctx, share ? "share" : "dollars"),
      totalChange: Object.fromEntries(ids.map((id) => [id, totalChange(id)])),
    }),
    chart1: chart(ctx, "chart1", {
      categories: top.map((t) => t.n.description),
      series: [
        series(
          share ? "Share of NEV change" : "NEV change",
          top.map((t) => t.v),
          share ? "percentage" : "dollar",
        ),
      ],
    }),
  };
}

/** 46 NEV Volatilities from Base: % change of each folder's value per shock. */
export function volatilityFromBasePage(ctx: ReportContext): Record<string, BlockData> {
  const fields: NodeFields = (n) => ({
    dataset1_base: marketValue(n.base, "Base"),
    ...perScenario(n.base, (id) =>
      ratio(
        minus(marketValue(n.base, id), marketValue(n.base, "Base")),
        Math.abs(marketValue(n.base, "Base") ?? 0),
      ),
    ),
  });
  return { tree: table(ctx, "tree", treeRows(nevTree(ctx), fields), treeMetadata(ctx, "percentChange")) };
}
