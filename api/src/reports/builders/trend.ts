import { interpolateRate } from "@alm/engine";
import { formatDate, scenarioName, textList } from "@alm/formats";
import { asOfDateTime, chart, row, series, table } from "../blocks.ts";
import { nevRow, niiRow, niiScenarioId, shockId, type NiiColumn } from "../measures.ts";
import type { ReportContext, TrendPoint } from "../report-context.ts";
import type { BlockData } from "../report-model.ts";
import { curvesUsedText } from "./curves-used.ts";
import { OVERVIEW_TENORS } from "./overview.ts";
import { missingQuarters, quarterLabel, quarterOf, quartersApart } from "../quarters.ts";

const NII_WORDS: NiiColumn[] = ["declining", "rising", "shock"];

/** NEV shock ids of the trend charts: the query's nevScenarios, else Base and the shock. */
function nevIds(ctx: ReportContext): string[] {
  const ids = ctx.trendQuery.nevScenarios ?? ["Base", String(ctx.scenarios.shock)];
  return ids.map((id) =>
    id === "0" || id.toLowerCase() === "base" ? "Base" : shockId(Number(id.replace("+", ""))),
  );
}

/** NII scenario ids of the trend charts: declining / rising / shock words or scenario ids. */
function niiIds(ctx: ReportContext): [string, string][] {
  const ids = ctx.trendQuery.niiScenarios ?? NII_WORDS;
  return ids.map((id): [string, string] => {
    const word = NII_WORDS.find((w) => w === id.toLowerCase());
    const scenario = word ? niiScenarioId(word, ctx.scenarios) : id;
    return [scenarioName(scenario), scenario];
  });
}

const safe = <T>(f: () => T): T | null => {
  try {
    return f();
  } catch {
    return null;
  }
};

/**
 * Which quarters the trend covers and which it lacks, so that a gap in the line is read as a
 * missing report, not as a quarter without change.
 */
export function trendCoverage(ctx: ReportContext): string {
  const dates = ctx.trend.map((t) => t.side.asOfDate);
  if (dates.length < 2)
    return `Only this report's as-of date is shown: ${ctx.client.name || "the client"} has no earlier published report. Each report published from now on is added here.`;
  // Dates, not quarters: a package as of 2022/07/31 was shown as "Q3 2022" (a CFO's review).
  const shown = `${dates.length} as-of dates from ${formatDate(dates[0] ?? "")} to ${formatDate(dates.at(-1) ?? "")} are shown.`;
  const missing = missingQuarters(dates).map(quarterLabel);
  // Two quarters in a row have none between them: "every quarter in between" spoke of none (a CFO's review).
  if (missing.length === 0)
    return dates.length > 2
      ? `${shown} Every quarter in between has a published report.`
      : quartersApart(dates[0] ?? "", dates[1] ?? "") === 1
        ? `${shown} They fall in consecutive quarters.`
        : `${shown} Both fall in ${quarterLabel(quarterOf(dates[0] ?? ""))}.`;
  return `${shown} No report was published for ${textList(missing)}: the trend has no point there.`;
}

/** 26 Interest Rate Risk Measurement Trends: one row per report definition, oldest first. */
export function riskTrendPage(ctx: ReportContext): Record<string, BlockData> {
  const shock = shockId(ctx.scenarios.shock);
  const shockNii = niiScenarioId("shock", ctx.scenarios);
  const rows = ctx.trend.map((t, i) => {
    const r = t.side.results;
    return row(
      t.reportDefinitionId,
      t.name,
      {
        reportDefinitionId: t.reportDefinitionId,
        asOfDate: asOfDateTime(t.side.asOfDate),
        nevRatio: nevRow(r, "Base").nevRatio,
        nevRatioShock: nevRow(r, shock).nevRatio,
        nevPercentChange: nevRow(r, shock).nevChange,
        niiPercentChange: safe(() => niiRow(r, shockNii, 1).niiChange),
        assetDuration: nevRow(r, "Base").assetDuration,
        liabilityDuration: nevRow(r, "Base").liabilityDuration,
        durationMismatch: nevRow(r, "Base").durationMismatch,
      },
      i + 1,
    );
  });
  const dates = ctx.trend.map((t) => formatDate(t.side.asOfDate));
  return {
    grid1: table(ctx, "grid1", rows, {
      nevScenarios: nevIds(ctx),
      niiScenarios: niiIds(ctx).map(([, id]) => id),
    }),
    chart1: chart(ctx, "chart1", {
      categories: dates,
      series: nevIds(ctx).map((id) =>
        series(
          `NEV Ratio (${scenarioName(id)})`,
          ctx.trend.map((t: TrendPoint) => safe(() => nevRow(t.side.results, id).nevRatio)),
          "percentage",
        ),
      ),
      xTitle: "As-of date",
    }),
    chart2: chart(ctx, "chart2", {
      categories: dates,
      series: niiIds(ctx).map(([label, id]) =>
        series(
          `NII % Change (${label})`,
          ctx.trend.map((t) => safe(() => niiRow(t.side.results, id, 1).niiChange)),
          "percentage",
        ),
      ),
      xTitle: "As-of date",
    }),
    coverage: trendCoverage(ctx),
  };
}

/** 88 Treasury Curve History: the curve of every report definition's as-of date. */
export function curveHistoryPage(ctx: ReportContext): Record<string, BlockData> {
  const rows = ctx.trend.flatMap((t, i) =>
    OVERVIEW_TENORS.map(([m, label], j) =>
      row(
        `${t.reportDefinitionId}:${m}`,
        `${formatDate(t.side.asOfDate)} ${label}`,
        {
          asOfDate: asOfDateTime(t.side.asOfDate),
          tenor: label,
          value: interpolateRate(t.side.results.curve.points, m) / 100,
        },
        i * 100 + j + 1,
      ),
    ),
  );
  return {
    chart1: chart(ctx, "chart1", {
      categories: OVERVIEW_TENORS.map(([, label]) => label),
      series: ctx.trend.map((t) =>
        series(
          formatDate(t.side.results.curve.asOfDate),
          OVERVIEW_TENORS.map(([m]) => interpolateRate(t.side.results.curve.points, m) / 100),
          "percentage",
        ),
      ),
      xTitle: "Tenor",
    }),
    grid1: table(ctx, "grid1", rows),
    curves: curvesUsedText(ctx.trend.map((t) => t.side)),
    coverage: trendCoverage(ctx),
  };
}
