import { chart, row, series, table } from "../blocks.ts";
import {
  NII_COLUMNS,
  nevRow,
  nevScenarioId,
  niiRow,
  niiScenarioId,
  shockLabel,
  type NiiColumn,
} from "../measures.ts";
import { MEASURE_LABELS, type PolicyLimit } from "../policy-limits.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData, Row } from "../report-model.ts";
import { supervisoryTestParams, supervisoryTest } from "../supervisory-test.ts";
import { nevNarrative, niiNarrative, percent } from "./text.ts";

const isNev = (l: PolicyLimit) => l.measure === "nevRatio" || l.measure === "nevChange";

/** The measure a limit applies to, in the base data set (NII measures for the page's year). */
export function measureValue(ctx: ReportContext, l: PolicyLimit): number | null {
  const r = ctx.base.results;
  try {
    if (l.measure === "nevRatio") return nevRow(r, l.scenario).nevRatio;
    if (l.measure === "nevChange") return nevRow(r, l.scenario).nevChange;
    const y = niiRow(r, l.scenario, ctx.year);
    return l.measure === "niiChange" ? y.niiChange : y.netIncomeChange;
  } catch {
    return null;
  }
}

/** Every limit is a floor: a NEV ratio minimum, or the largest decline allowed. */
export const complies = (value: number | null, limit: number) => value === null || value >= limit - 1e-12;

const scenarioLabel = (scenario: string) =>
  scenario.startsWith("Ramp")
    ? `Ramp ${scenario.slice(4)} bp`
    : scenario === "Base"
      ? "Base"
      : `${shockLabel(scenario)} bp`;

function limitFor(ctx: ReportContext, measure: PolicyLimit["measure"], scenario: string) {
  return ctx.limits.limits.find((l) => l.measure === measure && l.scenario === scenario)?.limit ?? null;
}

/** 27 Compliance with Policy Matrix: every limit of the client with its measure and status. */
export function complianceMatrixPage(ctx: ReportContext): Record<string, BlockData> {
  const rows = ctx.limits.limits.map((l, i) => {
    const value = measureValue(ctx, l);
    const ok = complies(value, l.limit);
    return row(
      `${l.measure}:${l.scenario}`,
      MEASURE_LABELS[l.measure],
      {
        measure: l.measure,
        scenario: scenarioLabel(l.scenario),
        value,
        limit: l.limit,
        status: ok ? "Yes" : "No",
        breach: !ok,
      },
      i + 1,
    );
  });
  const breaches = rows.filter((r) => r.breach === true).length;
  return {
    grid1: table(ctx, "grid1", rows, {
      limitsSource: ctx.limits.source,
      breaches,
      year: ctx.year,
    }),
    ...supervisoryBlocks(ctx),
  };
}

/** NCUA's NEV Supervisory Test beside the client's own limits: its two measures, thresholds and rating. */
function supervisoryBlocks(ctx: ReportContext): Record<string, BlockData> {
  const t = supervisoryTest(ctx.base, ctx.roots);
  const { ratio, decline, nonMaturitySharePrice: price, source } = supervisoryTestParams();
  const rows = [
    row(
      "postShockRatio",
      "Post-Shock NEV Ratio (+300 bp)",
      {
        value: t.postShockRatio,
        low: `> ${percent(ratio.low)}`,
        moderate: `${percent(ratio.moderate)} – ${percent(ratio.low)}`,
        high: `< ${percent(ratio.moderate)}`,
        rating: t.ratioRating,
      },
      1,
    ),
    row(
      "sensitivity",
      "NEV Sensitivity (+300 bp)",
      {
        value: t.sensitivity,
        low: `decline ≤ ${percent(decline.low)}`,
        moderate: `${percent(decline.low)} – ${percent(decline.moderate)}`,
        high: `> ${percent(decline.moderate)}`,
        rating: t.sensitivityRating,
      },
      2,
    ),
  ];
  return {
    supervisory: [
      `Under NCUA's NEV Supervisory Test, which values non-maturity shares at ${price.base.toFixed(2)} at base and ${price.shock.toFixed(2)} at +300 bp and every other position as this model does, the post-shock NEV ratio is ${percent(t.postShockRatio)} and NEV ${t.sensitivity !== null && t.sensitivity < 0 ? "falls" : "rises"} by ${percent(t.sensitivity === null ? null : Math.abs(t.sensitivity))}: an interest-rate risk rating of ${t.rating} (the more severe of the two measures' ratings).`,
      `Source of the prices and thresholds: ${source}.`,
    ].join("\n\n"),
    grid2: table(ctx, "grid2", rows, { rating: t.rating, source, test: t }),
  };
}

/** Declining / base / rising / shock values of a measure, with the limit per column and breach flags. */
function measureRow(
  ctx: ReportContext,
  measure: PolicyLimit["measure"],
  description: string,
  order: number,
): Row {
  const scenarioOf = (c: NiiColumn) =>
    isNev({ measure, scenario: "", limit: 0 })
      ? nevScenarioId(c, ctx.scenarios)
      : niiScenarioId(c, ctx.scenarios);
  const fields: Record<string, number | string | boolean | null> = {};
  let breach = false;
  for (const c of NII_COLUMNS) {
    const scenario = scenarioOf(c);
    const value = measureValue(ctx, { measure, scenario, limit: 0 });
    const limit = limitFor(ctx, measure, scenario);
    fields[c] = value;
    fields[`limit_${c}`] = limit;
    const ok = limit === null || complies(value, limit);
    fields[`breach_${c}`] = !ok;
    breach ||= !ok;
  }
  const shockLimit = limitFor(ctx, measure, scenarioOf("shock"));
  return row(
    measure,
    description,
    { ...fields, limit: shockLimit, status: breach ? "Outside Policy" : "Within Policy", breach },
    order,
  );
}

function policyRows(ctx: ReportContext): Row[] {
  return [
    measureRow(ctx, "nevRatio", "NEV Ratio", 1),
    measureRow(ctx, "nevChange", "NEV % Change", 2),
    measureRow(ctx, "niiChange", `NII % Change, Year ${ctx.year}`, 3),
    measureRow(ctx, "netIncomeChange", `Net Income % Change, Year ${ctx.year}`, 4),
  ];
}

const againstLimits = (ctx: ReportContext, source: string, r: Row | undefined) =>
  chart(ctx, source, {
    categories: ["Declining", "Rising", "Shock"],
    series: [
      series(
        r?.description ?? "",
        (["declining", "rising", "shock"] as const).map((c) => (r?.[c] as number | null) ?? null),
        "percentage",
      ),
      series(
        "Policy limit",
        (["declining", "rising", "shock"] as const).map((c) => (r?.[`limit_${c}`] as number | null) ?? null),
        "percentage",
      ),
    ],
  });

/** 28 Policy Measurements: the measures per scenario column against their limits. */
export function policyMeasurementsPage(ctx: ReportContext): Record<string, BlockData> {
  const rows = policyRows(ctx);
  const breaches = rows.filter((r) => r.breach === true).map((r) => r.description);
  return {
    summary: breaches.length
      ? `Outside policy: ${breaches.join(", ")}. The board's limits are in the compliance matrix; the asset-liability committee should document the response.`
      : "Every measure is within the board's policy limits in the declining, rising and shock scenarios.",
    grid1: table(ctx, "grid1", rows, {
      limitsSource: ctx.limits.source,
      year: ctx.year,
      scenarios: ctx.scenarios,
    }),
    chart1: againstLimits(
      ctx,
      "chart1",
      rows.find((r) => r.id === "nevChange"),
    ),
    chart2: againstLimits(
      ctx,
      "chart2",
      rows.find((r) => r.id === "niiChange"),
    ),
  };
}

/** 11 Executive Summary: the key measures against policy, with the narrative. */
export function executiveSummaryPage(ctx: ReportContext): Record<string, BlockData> {
  const rows = policyRows(ctx);
  const r = ctx.base.results;
  const shocks = r.engine.nevSummary;
  const y = ctx.year;
  const breaches = rows.filter((x) => x.breach === true);
  return {
    summary: [
      nevNarrative(ctx),
      niiNarrative(ctx),
      breaches.length
        ? `Measures outside policy: ${breaches.map((b) => b.description).join(", ")}.`
        : `All measures are within policy (NEV ratio minimum at the shock: ${percent(limitFor(ctx, "nevRatio", nevScenarioId("shock", ctx.scenarios)))}).`,
    ].join("\n\n"),
    grid1: table(ctx, "grid1", rows, { limitsSource: ctx.limits.source, year: y }),
    chart1: chart(ctx, "chart1", {
      categories: shocks.map((s) => s.label),
      series: [
        series(
          "NEV Ratio",
          shocks.map((s) => s.nevRatio),
          "percentage",
        ),
      ],
      xTitle: "Rate scenario (bp)",
    }),
    chart2: chart(ctx, "chart2", {
      categories: ["Declining", "Rising", "Shock"],
      series: [
        series(
          `Change in Year ${y} NII`,
          (["declining", "rising", "shock"] as const).map(
            (c) => niiRow(r, niiScenarioId(c, ctx.scenarios), y).niiChange,
          ),
          "percentage",
        ),
      ],
    }),
  };
}
