import { FOLDER_TYPE, interpolateRate } from "@alm/engine";
import { formatDate } from "@alm/formats";
import { chart, series, table, treeRows } from "../blocks.ts";
import { marketValue, minus, nevRow, SHOCK_AXIS, SHOCK_IDS, shockLabel } from "../measures.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";
import { nevTree } from "./price-tree.ts";
import { nevNarrative } from "./text.ts";

/** Tenors of the curve comparison, 1 month to 10 years (spec: overview model). */
export const OVERVIEW_TENORS: [number, string][] = [
  [1, "1 Mo"],
  [3, "3 Mo"],
  [6, "6 Mo"],
  [12, "1 Yr"],
  [24, "2 Yr"],
  [36, "3 Yr"],
  [60, "5 Yr"],
  [84, "7 Yr"],
  [120, "10 Yr"],
];

/** 30 NEV Overview: the spec's overview model. */
export function nevOverviewPage(ctx: ReportContext): Record<string, BlockData> {
  const rows = treeRows(nevTree(ctx), (n) => {
    const a = marketValue(n.base, "Base");
    const b = ctx.compare ? marketValue(n.compare, "Base") : null;
    return { dataset1_value: a, dataset2_value: b, difference_value: minus(a, b) };
  });
  const cur = nevRow(ctx.base.results, "Base");
  const prior = ctx.compare ? nevRow(ctx.compare.results, "Base") : null;
  rows.push({
    id: "nev",
    parentId: 0,
    order: 999,
    hLevel: 0,
    key: "Net Economic Value",
    description: "Net Economic Value",
    folderType: FOLDER_TYPE.special,
    dataset1_value: cur.nev,
    dataset2_value: prior?.nev ?? null,
    difference_value: minus(cur.nev, prior?.nev),
    children: [],
  });
  const meta = {
    dataset1Metadata: { title: ctx.base.name, typ: "dataset1" },
    dataset2Metadata: ctx.compare ? { title: ctx.compare.name, typ: "dataset2" } : null,
    differenceMetadata: ctx.compare ? { title: "Change", typ: "difference" } : null,
  };
  const labels = SHOCK_IDS.map(shockLabel);
  const curveAt = (side: typeof ctx.compare) =>
    OVERVIEW_TENORS.map(([m]) => (side ? interpolateRate(side.results.curve.points, m) / 100 : null));
  return {
    summary: nevNarrative(ctx),
    grid1: table(ctx, "grid1", rows, meta),
    chart1: chart(ctx, "chart1", {
      categories: labels,
      series: [
        series(
          "Prior NEV % Change",
          SHOCK_IDS.map((id) => (ctx.compare ? nevRow(ctx.compare.results, id).nevChange : null)),
          "percentage",
        ),
        series(
          "Current NEV % Change",
          SHOCK_IDS.map((id) => nevRow(ctx.base.results, id).nevChange),
          "percentage",
        ),
        series(
          "Prior NEV Ratio",
          SHOCK_IDS.map((id) => (ctx.compare ? nevRow(ctx.compare.results, id).nevRatio : null)),
          "percentage",
        ),
        series(
          "Current NEV Ratio",
          SHOCK_IDS.map((id) => nevRow(ctx.base.results, id).nevRatio),
          "percentage",
        ),
      ],
      xTitle: SHOCK_AXIS,
    }),
    chart2: chart(ctx, "chart2", {
      categories: OVERVIEW_TENORS.map(([, label]) => label),
      series: [
        series(
          ctx.compare ? `Prior (${formatDate(ctx.compare.results.curve.asOfDate)})` : "Prior",
          curveAt(ctx.compare),
          "percentage",
        ),
        series(`Current (${formatDate(ctx.base.results.curve.asOfDate)})`, curveAt(ctx.base), "percentage"),
      ],
      xTitle: "Tenor",
      yTitle: "Yield",
    }),
  };
}
