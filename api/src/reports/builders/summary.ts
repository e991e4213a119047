import type { NevSummaryRow } from "@alm/engine";
import { chart, keyValues, row, series, table } from "../blocks.ts";
import { ALM_SUMMARY, formatDate, scenarioName } from "@alm/formats";
import {
  minus,
  NEV_RATIO_CHANGE_BP,
  nevRow,
  niiColumnName,
  SHOCK_AXIS,
  shockId,
  shockLabel,
  SHOCK_IDS,
} from "../measures.ts";
import type { DataSide, ReportContext } from "../report-context.ts";
import type { BlockData, Row } from "../report-model.ts";
import type { TreeNode } from "../report-tree.ts";
import { incomeGridMetadata, incomeGridRows, niiColumns, niiRoaChart } from "./nii.ts";
import { backtestBlocks } from "./backtest.ts";
import { compositionText, nevNarrative, nevScenarioText, niiNarrative, ratioMove } from "./text.ts";

/** The summary grid's scenarios (spec: -200 … 300). */
const SUMMARY_IDS = ["-200", "-100", "Base", "100", "200", "300"];

const rowsOf = (side: DataSide): NevSummaryRow[] => side.results.engine.nevSummary;

/** 20 ALM Summary: the spec's summary model (grid1, grid2, chart1, chart2). */
export function almSummaryPage(ctx: ReportContext): Record<string, BlockData> {
  const r = ctx.base.results;
  const measures: [string, string, (s: NevSummaryRow) => number, "percentage" | "numeric"][] = [
    ["nevRatio", "NEV Ratio", (s) => s.nevRatio, "percentage"],
    ["nevChange", "NEV Percent Change", (s) => s.nevChange, "percentage"],
    // The durations the mismatch is the difference of, beside it: its note speaks of them.
    [ALM_SUMMARY.assetDuration, "Eff. Duration of Assets (years)", (s) => s.assetDuration, "numeric"],
    [
      ALM_SUMMARY.liabilityDuration,
      "Eff. Duration of Liabilities (years)",
      (s) => s.liabilityDuration,
      "numeric",
    ],
    [ALM_SUMMARY.durationMismatch, "Eff. Duration Mismatch (years)", (s) => s.durationMismatch, "numeric"],
  ];
  const grid1: Row[] = measures.map(([code, description, pick, format], i) => {
    const values = SUMMARY_IDS.map((id): [string, number] => [id, pick(nevRow(r, id))]);
    return row(
      code,
      description,
      {
        code,
        format,
        ...Object.fromEntries(values.map(([id, v]) => [ALM_SUMMARY.scenarioColumn(id), v])),
        dataset1: keyValues(values),
      },
      i + 1,
    );
  });
  return {
    summary: [nevNarrative(ctx), niiNarrative(ctx)].join("\n\n"),
    // The durations at base the mismatch is the difference of: the dashboard's tile shows them
    // beside it, as the narrative does.
    [ALM_SUMMARY.table]: table(ctx, ALM_SUMMARY.table, grid1, {
      scenario: SUMMARY_IDS.map(shockLabel),
      [ALM_SUMMARY.assetDuration]: nevRow(r, "Base").assetDuration,
      [ALM_SUMMARY.liabilityDuration]: nevRow(r, "Base").liabilityDuration,
    }),
    grid2: table(ctx, "grid2", incomeGridRows(ctx, ctx.year), incomeGridMetadata(ctx)),
    chart1: chart(ctx, "chart1", {
      categories: SUMMARY_IDS.map(shockLabel),
      series: [
        series(
          "NEV Ratio",
          SUMMARY_IDS.map((id) => nevRow(r, id).nevRatio),
          "percentage",
        ),
        series(
          "NEV % Change",
          SUMMARY_IDS.map((id) => nevRow(r, id).nevChange),
          "percentage",
        ),
      ],
      xTitle: SHOCK_AXIS,
      yTitle: "Percent",
    }),
    chart2: niiRoaChart(ctx, "chart2", ctx.year),
  };
}

/** Rows per shock of NEV pages. */
function scenarioRows(
  ctx: ReportContext,
  fields: (cur: NevSummaryRow, prior: NevSummaryRow | null) => Record<string, number | null>,
): Row[] {
  return SHOCK_IDS.map((id, i) => {
    const cur = nevRow(ctx.base.results, id);
    const prior = ctx.compare ? nevRow(ctx.compare.results, id) : null;
    return row(id, cur.label, { scenario: cur.label, ...fields(cur, prior) }, i + 1);
  });
}

const labels = () => SHOCK_IDS.map(shockLabel);

/** NEV by scenario with its ratio and % change charted, or (`dollarCharts`) NEV and its $ change. */
function nevScenarioPage(ctx: ReportContext, dollarCharts: boolean): Record<string, BlockData> {
  const base = nevRow(ctx.base.results, "Base");
  const rows = scenarioRows(ctx, (s) => ({
    dataset1_value: s.nev,
    dataset1_difference: s.nev - base.nev,
    dataset1_percentChange: s.nevChange,
    // NEV Summary (21) shows the ratio and its change in bp; NEV Change (31, dollar charts) does not.
    ...(dollarCharts ? {} : { dataset1_ratio: s.nevRatio, dataset1_sensitivity: s.sensitivityBp }),
  }));
  const all = rowsOf(ctx.base);
  /** One series over the shocks: dollars on an axis titled so, ratios on an untitled one. */
  const shockChart = (
    source: string,
    name: string,
    pick: (s: NevSummaryRow) => number,
    format: "dollar" | "percentage",
  ) =>
    chart(ctx, source, {
      categories: labels(),
      xTitle: SHOCK_AXIS,
      series: [series(name, all.map(pick), format)],
      yTitle: format === "dollar" ? "Dollars" : undefined,
    });
  return {
    // NEV Summary, in the Summary Reports after the ALM Summary's paragraph, says its table's own.
    summary: dollarCharts ? nevNarrative(ctx) : nevScenarioText(ctx),
    grid1: table(ctx, "grid1", rows, { scenario: labels() }),
    chart1: dollarCharts
      ? shockChart("chart1", "NEV", (s) => s.nev, "dollar")
      : shockChart("chart1", "NEV Ratio", (s) => s.nevRatio, "percentage"),
    chart2: dollarCharts
      ? shockChart("chart2", "$ Change from Base", (s) => s.nev - base.nev, "dollar")
      : shockChart("chart2", "NEV % Change", (s) => s.nevChange, "percentage"),
  };
}

export const nevSummaryPage = (ctx: ReportContext) => nevScenarioPage(ctx, false);
export const nevChangePage = (ctx: ReportContext) => nevScenarioPage(ctx, true);

/** 32 NEV Volatility: NEV ratio current and prior, its change from Base in bp. */
export function nevVolatilityPage(ctx: ReportContext): Record<string, BlockData> {
  const rows = scenarioRows(ctx, (cur, prior) => ({
    dataset1_ratio: cur.nevRatio,
    dataset2_ratio: prior?.nevRatio ?? null,
    difference_ratio: minus(cur.nevRatio, prior?.nevRatio),
    dataset1_sensitivity: cur.sensitivityBp,
  }));
  return {
    summary: nevNarrative(ctx),
    grid1: table(ctx, "grid1", rows, { scenario: labels() }),
    chart1: chart(ctx, "chart1", {
      categories: labels(),
      xTitle: SHOCK_AXIS,
      series: [
        series(
          "Current",
          rowsOf(ctx.base).map((s) => s.nevRatio),
          "percentage",
        ),
        series(
          "Prior",
          ctx.compare ? rowsOf(ctx.compare).map((s) => s.nevRatio) : labels().map(() => null),
          "percentage",
        ),
      ],
    }),
    chart2: chart(ctx, "chart2", {
      categories: labels(),
      xTitle: SHOCK_AXIS,
      series: [
        series(
          NEV_RATIO_CHANGE_BP,
          rowsOf(ctx.base).map((s) => s.sensitivityBp),
          "numeric",
        ),
      ],
    }),
  };
}

/** 33 NEV Percent of Value Change: assets, liabilities and NEV, % change from base. */
export function valueChangePage(ctx: ReportContext): Record<string, BlockData> {
  const base = nevRow(ctx.base.results, "Base");
  const pct = (v: number, b: number) => (b === 0 ? null : (v - b) / Math.abs(b));
  const rows = scenarioRows(ctx, (s) => ({
    assets: pct(s.assets, base.assets),
    liabilities: pct(s.liabilities, base.liabilities),
    dataset1_percentChange: s.nevChange,
  }));
  const all = rowsOf(ctx.base);
  return {
    summary: nevNarrative(ctx),
    grid1: table(ctx, "grid1", rows, { scenario: labels() }),
    chart1: chart(ctx, "chart1", {
      categories: labels(),
      xTitle: SHOCK_AXIS,
      series: [
        series(
          "Assets",
          all.map((s) => pct(s.assets, base.assets)),
          "percentage",
        ),
        series(
          "Liabilities",
          all.map((s) => pct(s.liabilities, base.liabilities)),
          "percentage",
        ),
      ],
    }),
    chart2: chart(ctx, "chart2", {
      categories: labels(),
      xTitle: SHOCK_AXIS,
      series: [
        series(
          "NEV % Change",
          all.map((s) => s.nevChange),
          "percentage",
        ),
      ],
    }),
  };
}

/** 24 Asset Liability Management Summary: the key measures, current against prior. */
export function riskComparisonPage(ctx: ReportContext): Record<string, BlockData> {
  const shock = shockId(ctx.scenarios.shock);
  const cur = ctx.base;
  const prior = ctx.compare;
  const y = ctx.year;
  const measures: [string, string, (side: DataSide) => number][] = [
    ["nevRatio", "NEV Ratio (Base)", (s) => nevRow(s.results, "Base").nevRatio],
    ["nevRatioShock", `NEV Ratio (${scenarioName(shock)})`, (s) => nevRow(s.results, shock).nevRatio],
    ["nevChangeShock", `NEV % Change (${scenarioName(shock)})`, (s) => nevRow(s.results, shock).nevChange],
    [
      "niiChangeDeclining",
      `NII % Change, Year ${y} (${niiColumnName("declining", ctx.scenarios)})`,
      (s) => niiColumns(ctx, s, y).declining.niiChange,
    ],
    [
      "niiChangeRising",
      `NII % Change, Year ${y} (${niiColumnName("rising", ctx.scenarios)})`,
      (s) => niiColumns(ctx, s, y).rising.niiChange,
    ],
    [
      "niiChangeShock",
      `NII % Change, Year ${y} (${niiColumnName("shock", ctx.scenarios)})`,
      (s) => niiColumns(ctx, s, y).shock.niiChange,
    ],
    ["nim", `Net Interest Margin, Year ${y}`, (s) => niiColumns(ctx, s, y).base.nim],
    ["roa", `Return on Assets, Year ${y}`, (s) => niiColumns(ctx, s, y).base.roa],
  ];
  const rows = measures.map(([code, description, pick], i) => {
    const a = pick(cur);
    const b = prior ? pick(prior) : null;
    return row(
      code,
      description,
      { code, dataset1_value: a, dataset2_value: b, difference_value: minus(a, b) },
      i + 1,
    );
  });
  const changeSeries = (side: DataSide | null, name: string) =>
    series(
      name,
      (["declining", "rising", "shock"] as const).map((c) =>
        side ? niiColumns(ctx, side, y)[c].niiChange : null,
      ),
      "percentage",
    );
  // Its own text, the comparison its table makes: the ALM Summary before it says the summary paragraphs.
  const compared = prior
    ? `Compared with ${formatDate(prior.asOfDate)}: ${measures.map(([, description, pick]) => `${description} ${ratioMove(pick(prior), pick(cur))}`).join("; ")}.`
    : "No prior data set is compared: the measures are shown for the current date only.";
  return {
    summary: compared,
    grid1: table(ctx, "grid1", rows),
    chart1: chart(ctx, "chart1", {
      categories: labels(),
      xTitle: SHOCK_AXIS,
      series: [
        series(
          "Current",
          rowsOf(cur).map((s) => s.nevRatio),
          "percentage",
        ),
        series(
          "Prior",
          prior ? rowsOf(prior).map((s) => s.nevRatio) : labels().map(() => null),
          "percentage",
        ),
      ],
    }),
    chart2: chart(ctx, "chart2", {
      categories: (["declining", "rising", "shock"] as const).map((c) => niiColumnName(c, ctx.scenarios)),
      series: [changeSeries(cur, "Current"), changeSeries(prior, "Prior")],
    }),
  };
}

/** 25 Balance Sheet Composition: sections and their H2 groups, book balances and mix. */
export function compositionPage(ctx: ReportContext): Record<string, BlockData> {
  const sections = ctx.roots.filter((r) => r.side !== "other");
  const totalAssets = ctx.base.results.engine.totals.asset.bookValue;
  const yieldOf = (n: TreeNode) => n.base?.nii?.Base?.[ctx.year - 1]?.yield ?? null;
  const line = (n: TreeNode, order: number): Row => ({
    id: n.id,
    parentId: n.depth === 0 ? 0 : n.parentId,
    order,
    hLevel: n.depth,
    key: n.key,
    description: n.description,
    balance: n.base?.bookValue ?? null,
    mix: totalAssets === 0 ? null : (n.base?.bookValue ?? 0) / totalAssets,
    yield: yieldOf(n),
    difference_balance: ctx.compare ? minus(n.base?.bookValue, n.compare?.bookValue ?? 0) : null,
  });
  const rows = sections.map((s, i) => ({
    ...line(s, i + 1),
    children: s.children.filter((c) => c.rollUp).map((c, j) => line(c, j + 1)),
  }));
  const pie = (source: string, nodes: TreeNode[]) =>
    chart(ctx, source, {
      categories: nodes.map((n) => n.description),
      series: [
        series(
          "Balance",
          nodes.map((n) => n.base?.bookValue ?? 0),
          "dollar",
        ),
      ],
    });
  const assets = sections.find((s) => s.side === "asset");
  const funding = sections
    .filter((s) => s.side === "liability" || s.side === "capital")
    .flatMap((s) => s.children.filter((c) => c.rollUp));
  const assetGroups = (assets?.children ?? []).filter((c) => c.rollUp);
  return {
    summary: compositionText(totalAssets, assetGroups, funding),
    grid1: table(ctx, "grid1", rows),
    // Every group the table lists, negative ones too (the allowance): the pie draws the positive
    // ones and takes their shares of the net total, the table's mix.
    chart1: pie(
      "chart1",
      assetGroups.filter((c) => (c.base?.bookValue ?? 0) !== 0),
    ),
    chart2: pie(
      "chart2",
      funding.filter((c) => (c.base?.bookValue ?? 0) !== 0),
    ),
  };
}

/** 84 NEV Backtesting: prior against current market values and NEV. */
export function nevBacktestPage(ctx: ReportContext): Record<string, BlockData> {
  return backtestBlocks<NevSummaryRow>(ctx, {
    lines: [
      ["assets", "Market Value of Assets", (s) => s.assets],
      ["liabilities", "Market Value of Liabilities", (s) => s.liabilities],
      ["nev", "Net Economic Value", (s) => s.nev],
    ],
    current: nevRow(ctx.base.results, "Base"),
    prior: ctx.compare ? nevRow(ctx.compare.results, "Base") : null,
    field: "value",
    names: ["Current", "Prior"],
  });
}
