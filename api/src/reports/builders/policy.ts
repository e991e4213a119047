import {
  breachesLimit,
  breachFlag,
  DASHBOARD_TEXTS,
  formatNumber,
  POLICY_MATRIX,
  policyRowId,
  scenarioName,
  scenariosName,
  SUPERVISORY_TEST,
  textMoney,
  textChange,
  textPercent,
} from "@alm/formats";
import { chart, row, series, table } from "../blocks.ts";
import {
  NII_CHANGE_COLUMNS,
  NII_COLUMNS,
  nevRow,
  nevScenarioId,
  niiRow,
  niiScenarioId,
  type NiiColumn,
} from "../measures.ts";
import { boardPolicySentence, headline, measureValue } from "../headline.ts";
import { limitFor } from "../limit-cells.ts";
import { MEASURE_LABELS, type PolicyLimit } from "../policy-limits.ts";
import type { ReportContext } from "../report-context.ts";
import type { BlockData, Row } from "../report-model.ts";
import { BAND_LABELS, MATRIX, type SupervisoryTestResult } from "../supervisory-test.ts";
import { nevNarrative, niiNarrative } from "./text.ts";

const isNev = (l: PolicyLimit) => l.measure === "nevRatio" || l.measure === "nevChange";

/** 27 Compliance with Policy Matrix: every limit of the client with its measure and status. */
export function complianceMatrixPage(ctx: ReportContext): Record<string, BlockData> {
  const { policy } = headline(ctx);
  const rows = policy.limits.map(({ limit: l, value, ok }, i) =>
    row(
      policyRowId(l.measure, l.scenario),
      MEASURE_LABELS[l.measure],
      {
        measure: l.measure,
        scenario: scenarioName(l.scenario),
        value,
        limit: l.limit,
        status: ok ? "Yes" : "No",
        [POLICY_MATRIX.breach]: !ok,
        // The figure itself is drawn as breached, as the tables of a limit per cell draw theirs.
        [breachFlag(POLICY_MATRIX.value)]: !ok,
      },
      i + 1,
    ),
  );
  return {
    [POLICY_MATRIX.table]: table(ctx, POLICY_MATRIX.table, rows, {
      limitsSource: ctx.limits.source,
      breaches: policy.breaches.length,
      year: ctx.year,
    }),
    ...supervisoryBlocks(ctx),
  };
}

/** The firm's own NEV figures at the supervisory test's shock, beside NCUA's. */
function firmModel(ctx: ReportContext) {
  try {
    const r = nevRow(ctx.base.results, ctx.supervisoryTest.shock);
    return { ratio: r.nevRatio, change: r.nevChange };
  } catch {
    return { ratio: null, change: null };
  }
}

/** The supervisory test's sentence about its rating, read by the Executive Summary too. */
export function supervisoryText(t: SupervisoryTestResult): string {
  const change =
    t.sensitivity !== null && t.sensitivity > 0
      ? `NEV rise of ${textPercent(t.sensitivity)} (no decline)`
      : `NEV decline of ${textPercent(t.sensitivity === null ? null : Math.abs(t.sensitivity))}`;
  return `NCUA NEV Supervisory Test (NCUA's share prices): ${t.rating} risk. The post-shock NEV ratio of ${textPercent(t.postShockRatio)} falls in the row "${t.cell.ratioBand}" of NCUA's table and the ${change} in the column "${t.cell.declineBand}"; that cell rates ${t.rating}.`;
}

/**
 * NCUA's NEV Supervisory Test beside the client's own limits: its two measures, the cell of NCUA's
 * table that applies and why, and how it differs from the firm's own NEV figures.
 */
function supervisoryBlocks(ctx: ReportContext): Record<string, BlockData> {
  const t = headline(ctx).supervisory;
  const { nonMaturitySharePrice: price, source } = ctx.supervisoryTest;
  const firm = firmModel(ctx);
  const shares = t.nonMaturityShares.balance;
  const per100 = (value: number) => (shares === 0 ? "N/A" : ((100 * value) / shares).toFixed(2));
  const rows = [
    row(
      SUPERVISORY_TEST.postShockRatio,
      "Post-Shock NEV Ratio (+300 bp)",
      { value: t.postShockRatio, firmValue: firm.ratio, band: `Row: ${t.cell.ratioBand}` },
      1,
    ),
    row(
      SUPERVISORY_TEST.sensitivity,
      "NEV Sensitivity (+300 bp)",
      { value: t.sensitivity, firmValue: firm.change, band: `Column: ${t.cell.declineBand} decline` },
      2,
    ),
  ];
  const matrix = MATRIX.map((ratings, r) =>
    row(
      `ratio${r}`,
      BAND_LABELS.rows[r] ?? "",
      Object.fromEntries(
        ratings.map((rating, c) => [
          `decline${c}`,
          r === t.cell.row && c === t.cell.column ? `${rating} (applies)` : rating,
        ]),
      ),
      r + 1,
    ),
  );
  return {
    supervisory: [
      supervisoryText(t),
      `NCUA's test values non-maturity shares at ${formatNumber(price.base)} at base and ${formatNumber(price.shock)} in the +300 bp shock, and every other position as this model does. The firm's own model values those shares by their decay and rate sensitivity instead, which gives a NEV ratio of ${textPercent(firm.ratio)} after the +300 bp shock, with NEV ${firm.change === null ? "change N/A" : textChange(firm.change, textPercent, { down: "falling", up: "rising", none: "unchanged" })} (the compliance table above). The two differ only in how those shares are valued: per 100 of balance, NCUA's prices against the firm's model are ${formatNumber(price.base)} against ${per100(t.nonMaturityShares.modelValue.base)} at base and ${formatNumber(price.shock)} against ${per100(t.nonMaturityShares.modelValue.shock)} in the +300 bp shock. A share valued higher is a larger liability and leaves less NEV.`,
      `Source of the prices and the table: ${source}. SL 22-01 removed the Extreme class; its cells rate High.`,
    ].join("\n\n"),
    [SUPERVISORY_TEST.table]: table(ctx, SUPERVISORY_TEST.table, rows, {
      rating: t.rating,
      cell: `${t.cell.ratioBand} × ${t.cell.declineBand} decline`,
      source,
      test: t,
    }),
    grid3: table(ctx, "grid3", matrix, { rating: t.rating }),
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
    const breached = limit !== null && breachesLimit(value, limit);
    fields[breachFlag(c)] = breached;
    breach ||= breached;
  }
  const shockLimit = limitFor(ctx, measure, scenarioOf("shock"));
  // The measure's limits in scenarios these columns do not show (the +400 bp shock's) count too,
  // as the compliance matrix and the headline count them: the status names where. It read
  // "Within policy" under a sentence saying the +400 bp shock's limit was breached.
  const shown = new Set(NII_COLUMNS.map(scenarioOf));
  const elsewhere = headline(ctx)
    .policy.breaches.filter((b) => b.limit.measure === measure && !shown.has(b.limit.scenario))
    .map((b) => b.limit.scenario);
  const status = !breach && !elsewhere.length ? DASHBOARD_TEXTS.withinPolicy : DASHBOARD_TEXTS.outsidePolicy;
  return row(
    measure,
    description,
    {
      ...fields,
      limit: shockLimit,
      status: !breach && elsewhere.length ? `${status} (${scenariosName(elsewhere)})` : status,
      breach: breach || elsewhere.length > 0,
    },
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

/**
 * A measure's bars beside its limits, one group per scenario. NEV's Rising and Shock columns are
 * the same shock when the definition's rising scenario is its shock (as in the demo's +300 bp):
 * that scenario is drawn once, as the chart's categories must be distinct.
 */
function againstLimits(ctx: ReportContext, source: string, r: Row | undefined) {
  const idOf = (c: NiiColumn) =>
    r?.id === "nevChange" ? nevScenarioId(c, ctx.scenarios) : niiScenarioId(c, ctx.scenarios);
  const columns = NII_CHANGE_COLUMNS.filter(
    (c, i) => NII_CHANGE_COLUMNS.findIndex((other) => idOf(other) === idOf(c)) === i,
  );
  return chart(ctx, source, {
    // The scenarios by size and kind: NEV's are shocks, NII's declining and rising are ramps.
    categories: columns.map((c) => scenarioName(idOf(c))),
    series: [
      series(
        r?.description ?? "",
        columns.map((c) => (r?.[c] as number | null) ?? null),
        "percentage",
      ),
      series(
        "Policy limit",
        columns.map((c) => (r?.[`limit_${c}`] as number | null) ?? null),
        "percentage",
      ),
    ],
  });
}

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

/** The headline in words: the NCUA rating, the board's limits, NII at risk and liquidity (headline.ts). */
export function headlineNarrative(ctx: ReportContext): string {
  const h = headline(ctx);
  const { policy, niiAtRisk, liquidity } = h;
  const nii = niiAtRisk.months12;
  return [
    supervisoryText(h.supervisory),
    boardPolicySentence(policy),
    nii && nii.change !== null
      ? nii.declines
        ? `NII at risk over 12 months: a decline of ${textPercent(Math.abs(nii.change))} in the ${nii.scenarioName}, the largest across the rate scenarios.`
        : `NII at risk over 12 months: none; no rate scenario lowers NII (the smallest change: NII ${textChange(nii.change, textPercent)} in the ${nii.scenarioName}).`
      : "NII at risk over 12 months: not available.",
    `Liquidity available within 1 year: ${textMoney(liquidity.available)}, ${textPercent(liquidity.share)} of assets.`,
  ].join(" ");
}

/** 11 Executive Summary: the headline, the key measures against policy, with the narrative. */
export function executiveSummaryPage(ctx: ReportContext): Record<string, BlockData> {
  const rows = policyRows(ctx);
  const r = ctx.base.results;
  const shocks = r.engine.nevSummary;
  const y = ctx.year;
  return {
    summary: [headlineNarrative(ctx), nevNarrative(ctx), niiNarrative(ctx)].join("\n\n"),
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
      xTitle: "Rate shock (bp)",
    }),
    chart2: chart(ctx, "chart2", {
      // Each scenario by its size and kind: the declining and rising ramps and the shock.
      categories: (["declining", "rising", "shock"] as const).map((c) =>
        scenarioName(niiScenarioId(c, ctx.scenarios)),
      ),
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
