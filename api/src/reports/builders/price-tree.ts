import type { Measures } from "@alm/engine";
import { scenarioName } from "@alm/formats";
import { chart, keyValues, series, table, treeRows, type NodeFields } from "../blocks.ts";
import {
  marketValue,
  minus,
  nevAt,
  NOT_MEANINGFUL,
  plottable,
  ratio,
  shareOf,
  shockId,
  shockLabel,
  SHOCK_IDS,
  sideSign,
} from "../measures.ts";
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

type ShockMeasure = (m: Measures, id: string) => number | null;

/** One measure per shock for every NEV folder; `type` names the measure in the metadata. */
function detailedTree(ctx: ReportContext, type: string, pick: ShockMeasure): Record<string, BlockData> {
  const fields: NodeFields = (n) => ({
    bookValue: n.base?.bookValue ?? null,
    ...perScenario(n.base, (id) => (n.base ? pick(n.base, id) : null)),
  });
  const rows = treeRows(nevTree(ctx), fields);
  return { tree: table(ctx, "tree", rows, treeMetadata(ctx, type), assetRoot(ctx, pick)) };
}

export const priceTreePage = (ctx: ReportContext) =>
  detailedTree(ctx, "price", (m, id) => nevAt(m, id)?.price ?? null);
export const marketValueTreePage = (ctx: ReportContext) =>
  detailedTree(ctx, "marketValue", (m, id) => marketValue(m, id));
export const gainLossTreePage = (ctx: ReportContext) =>
  detailedTree(ctx, "gainLoss", (m, id) => minus(marketValue(m, id), marketValue(m, "Base")));
export const durationTreePage = (ctx: ReportContext) =>
  detailedTree(ctx, "effDuration", (m, id) => nevAt(m, id)?.effDuration ?? null);

type Measure = (m: Measures | undefined) => number | null;
/** A node's measure for both data sets and their difference, as `dataset1_x`, `dataset2_x`, `difference_x`. */
type Both = (n: TreeNode, f: Measure, name: string) => Record<string, number | null>;

/** Values compared with the prior data set; `fields` picks them given the report's shock id. */
function comparedTree(
  ctx: ReportContext,
  fields: (both: Both, shock: string) => NodeFields,
): Record<string, BlockData> {
  const both: Both = (n, f, name) => {
    const a = f(n.base);
    const b = ctx.compare ? f(n.compare) : null;
    return { [`dataset1_${name}`]: a, [`dataset2_${name}`]: b, [`difference_${name}`]: minus(a, b) };
  };
  const nodeFields = fields(both, shockId(ctx.scenarios.shock));
  return { tree: table(ctx, "tree", treeRows(nevTree(ctx), nodeFields), treeMetadata(ctx, "comparison")) };
}

export const baseComparedPage = (ctx: ReportContext) =>
  comparedTree(ctx, (both) => (n) => ({
    ...both(n, (m) => marketValue(m, "Base"), "market"),
    ...both(n, (m) => nevAt(m, "Base")?.price ?? null, "price"),
  }));
export const shockComparedPage = (ctx: ReportContext) =>
  comparedTree(ctx, (both, shock) => (n) => ({
    ...both(n, (m) => marketValue(m, shock), "scenario"),
    ...both(n, (m) => nevAt(m, shock)?.effDuration ?? null, "effDuration"),
  }));
export const gainLossComparedPage = (ctx: ReportContext) =>
  comparedTree(ctx, (both, shock) => {
    const gain: Measure = (m) => minus(marketValue(m, shock), marketValue(m, "Base"));
    return (n) => ({
      ...both(n, gain, "gainLoss"),
      ...both(n, (m) => ratio(gain(m), marketValue(m, "Base")), "difference"),
    });
  });

/** Contribution of a node to the change of NEV from base: assets add, liabilities subtract. */
const contribution = (n: TreeNode, id: string) => {
  const change = minus(marketValue(n.base, id), marketValue(n.base, "Base"));
  return change === null ? null : change * sideSign(n.side);
};

/** Contributions to the change of NEV at -100, +100 and the shock, in $ or as a share. */
function contributions(ctx: ReportContext, share: boolean): Record<string, BlockData> {
  const ids = ["-100", "100", "300"];
  const nevOf = (id: string) => ctx.base.results.engine.nevSummary.find((x) => x.scenario === id)?.nev;
  const baseNev = nevOf("Base");
  const totalChange = (id: string) => minus(nevOf(id), baseNev);
  const sides = ctx.roots.filter((n) => n.side === "asset" || n.side === "liability");
  const sideChanges = (id: string) => sides.map((n) => contribution(n, id));
  const value = (n: TreeNode, id: string) =>
    share ? shareOf(contribution(n, id), totalChange(id), baseNev, sideChanges(id)) : contribution(n, id);
  const fields: NodeFields = (n) => ({
    bookValue: n.base?.bookValue ?? null,
    ...Object.fromEntries(ids.map((id) => [`dataset1_${id}`, n.side === "other" ? null : value(n, id)])),
  });
  const tree = nevTree(ctx).filter((n) => n.side !== "other");
  const leaves = walkTree(ctx.roots.filter((n) => n.side === "asset" || n.side === "liability")).filter(
    (n) => n.children.length === 0,
  );
  const top = leaves
    .map((n) => ({ n, v: plottable(value(n, "300")) }))
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

export const contributionDollarsPage = (ctx: ReportContext) => contributions(ctx, false);

/** 45: the shares, and which scenarios' shares are n/m and why. */
export function contributionSharePage(ctx: ReportContext): Record<string, BlockData> {
  const blocks = contributions(ctx, true);
  const root = (blocks.tree as { rows: { [field: string]: unknown }[] }).rows[0];
  const notMeaningful = ["-100", "100", "300"].filter((id) => root?.[`dataset1_${id}`] === NOT_MEANINGFUL);
  return {
    ...blocks,
    notes: [
      "Each folder's share of the change of NEV from Base in the scenario: assets add to NEV, liabilities subtract, and the shares of assets and liabilities sum to 100%.",
      `n/m (not meaningful) is shown where the change of NEV is less than half of the assets' or the liabilities' own change, so that the two mostly offset each other, or under 1% of NEV: a share of such a small net change would print hundreds of percent and say nothing about where the risk is. ${
        notMeaningful.length
          ? `In this report: ${notMeaningful.map(scenarioName).join(", ")}; the dollar amounts are on Contribution of Risk ($).`
          : "No scenario of this report is affected."
      }`,
    ].join("\n\n"),
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
