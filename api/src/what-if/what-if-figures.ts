import { NII_SCENARIOS } from "@alm/engine";
import { DASHBOARD_TEXTS as T, DURATION_MISMATCH_NOTE } from "@alm/formats";
import { cumulativeNii, headline, type LimitCheck } from "../reports/headline.ts";
import { minus, nevRow, niiRow, ratio, SHOCK_IDS, shockId } from "../reports/measures.ts";
import type { PolicyLimit } from "../reports/policy-limits.ts";
import type { ReportContext } from "../reports/report-context.ts";
import type { SupervisoryTestResult } from "../reports/supervisory-test.ts";

/**
 * A what-if's figures of one side (the data set as it is, or with the changes), each read by the
 * code the report pages and the risk dashboard read it with: headline() for the NCUA test, the
 * policy checks, NII at risk and liquidity; the NEV and NII summaries through nevRow and niiRow.
 * Nothing here computes a figure a second way.
 */

export const MEASURE_KEYS = [
  "NEV_RATIO",
  "NEV_RATIO_AT_SHOCK",
  "NEV_CHANGE_AT_SHOCK",
  "NII_YEAR_1",
  "NII_YEAR_2",
  "NII_AT_RISK_12",
  "NII_AT_RISK_24",
  "LIQUIDITY",
  "DURATION_MISMATCH",
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];
export type MeasureUnit = "RATIO" | "MONEY" | "YEARS";

export interface MeasureDefinition {
  key: MeasureKey;
  label: (shock: string) => string;
  unit: MeasureUnit;
  /**
   * What its series across the scenarios is, where the label names one scenario or the worst of
   * them: the NEV change at the shock is charted as every scenario's NEV change, NII at risk as
   * every scenario's NII change.
   */
  seriesLabel?: string;
  /** How it is computed, where a reader's own arithmetic on the figures beside it may differ. */
  note?: string;
}

export const MEASURES: readonly MeasureDefinition[] = [
  { key: "NEV_RATIO", label: () => T.nevRatio, unit: "RATIO" },
  { key: "NEV_RATIO_AT_SHOCK", label: (s) => `${T.nevRatio}, ${s}`, unit: "RATIO" },
  {
    key: "NEV_CHANGE_AT_SHOCK",
    label: (s) => T.nevShockChange(s),
    unit: "RATIO",
    seriesLabel: T.nevChangeFromBase,
  },
  { key: "NII_YEAR_1", label: () => "Net Interest Income, Year 1", unit: "MONEY" },
  { key: "NII_YEAR_2", label: () => "Net Interest Income, Year 2", unit: "MONEY" },
  {
    key: "NII_AT_RISK_12",
    label: () => T.niiAtRisk12,
    unit: "RATIO",
    seriesLabel: "NII Change from Base, 12 Months",
  },
  {
    key: "NII_AT_RISK_24",
    label: () => T.niiAtRisk24,
    unit: "RATIO",
    seriesLabel: "NII Change from Base, 24 Months",
  },
  { key: "LIQUIDITY", label: () => T.liquidity, unit: "MONEY" },
  {
    key: "DURATION_MISMATCH",
    label: () => T.durationMismatch,
    unit: "YEARS",
    // Its axis reads 0.50, 1.00: the caption says what of (a review, 2026-12-06).
    seriesLabel: `${T.durationMismatch} (years)`,
    // Shown beside the durations it is the difference of, as the reports and the dashboard say it.
    note: DURATION_MISMATCH_NOTE,
  },
];

export interface ScenarioValue {
  scenario: string;
  bp: number;
  value: number | null;
}

/** Effective durations at base, in years. */
export interface Durations {
  assets: number;
  liabilities: number;
}

export interface SideFigures {
  totalAssets: number;
  /** The durations the duration mismatch is the difference of; null without NEV results. */
  durations: Durations | null;
  supervisory: SupervisoryTestResult;
  values: Record<MeasureKey, number | null>;
  /**
   * The scenario a worst-case measure is in, named as the reports name it: every scenario that ties
   * ("-200, -300 and -400 bp shocks", headline.ts), not the mildest alone.
   */
  worstOf: Partial<Record<MeasureKey, string>>;
  series: Record<MeasureKey, ScenarioValue[]>;
  /** The limit that applies to each measure, checked; absent where none applies. */
  limits: Partial<Record<MeasureKey, LimitCheck>>;
  /** Every policy limit of the client, checked (Compliance with Policy Matrix). */
  policy: LimitCheck[];
}

const safe = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

type NevRow = ReturnType<typeof nevRow>;

/**
 * The engine writes 0 for a ratio over nothing: a what-if that sells every asset has no NEV ratio,
 * and one that leaves no NEV no NEV change. Those are not available (null), as the NCUA test's are.
 */
const nevRatioOf = (row: NevRow | null) => (row && row.assets !== 0 ? row.nevRatio : null);
const nevChangeOf = (row: NevRow | null, base: NevRow | null) =>
  row && base && base.nev !== 0 ? row.nevChange : null;

const nevSeries = (ctx: ReportContext, pick: (r: NevRow) => number | null): ScenarioValue[] =>
  SHOCK_IDS.map((id) => {
    const row = safe(() => nevRow(ctx.base.results, id));
    return { scenario: id, bp: row?.bp ?? 0, value: row ? pick(row) : null };
  });

const niiScenarios = (ctx: ReportContext) =>
  NII_SCENARIOS.filter((s) => ctx.base.results.engine.niiSummary.some((r) => r.scenario === s.id));

function niiSeries(ctx: ReportContext, year: number): ScenarioValue[] {
  return niiScenarios(ctx).map((s) => ({
    scenario: s.id,
    bp: s.bp,
    value: safe(() => niiRow(ctx.base.results, s.id, year).nii),
  }));
}

/** Each scenario's change of cumulative NII from Base over the horizon, as NII at risk compares them. */
function niiChangeSeries(ctx: ReportContext, months: 12 | 24): ScenarioValue[] {
  const rows = ctx.base.results.engine.niiSummary;
  const base = cumulativeNii(
    rows.find((r) => r.scenario === "Base"),
    months,
  );
  return niiScenarios(ctx).map((s) => ({
    scenario: s.id,
    bp: s.bp,
    value: ratio(
      minus(
        cumulativeNii(
          rows.find((r) => r.scenario === s.id),
          months,
        ),
        base,
      ),
      base === null ? null : Math.abs(base),
    ),
  }));
}

const limitOf = (
  checks: readonly LimitCheck[],
  measure: PolicyLimit["measure"],
  scenario: string | undefined,
) => checks.find((c) => c.limit.measure === measure && c.limit.scenario === scenario);

/** The figures of one side, from its report context. */
export function sideFigures(ctx: ReportContext): SideFigures {
  const h = headline(ctx);
  const r = ctx.base.results;
  const shock = shockId(ctx.scenarios.shock);
  const at12 = h.niiAtRisk.months12;
  const nevAt = (id: string) => safe(() => nevRow(r, id));
  const ratios = nevSeries(ctx, nevRatioOf);
  const base = nevAt("Base");
  const checks = h.policy.limits;
  return {
    totalAssets: r.engine.totals.asset.bookValue,
    durations: base && { assets: base.assetDuration, liabilities: base.liabilityDuration },
    supervisory: h.supervisory,
    values: {
      NEV_RATIO: nevRatioOf(base),
      NEV_RATIO_AT_SHOCK: nevRatioOf(nevAt(shock)),
      NEV_CHANGE_AT_SHOCK: nevChangeOf(nevAt(shock), base),
      NII_YEAR_1: safe(() => niiRow(r, "Base", 1).nii),
      NII_YEAR_2: safe(() => niiRow(r, "Base", 2).nii),
      NII_AT_RISK_12: at12?.change ?? null,
      NII_AT_RISK_24: h.niiAtRisk.months24?.change ?? null,
      LIQUIDITY: h.liquidity.available,
      DURATION_MISMATCH: base?.durationMismatch ?? null,
    },
    worstOf: Object.fromEntries(
      (
        [
          ["NII_AT_RISK_12", at12?.scenarioName],
          ["NII_AT_RISK_24", h.niiAtRisk.months24?.scenarioName],
        ] as const
      ).filter(([, scenario]) => scenario !== undefined && scenario !== null),
    ),
    series: {
      NEV_RATIO: ratios,
      // The same ratios: charted once, under the NEV ratio.
      NEV_RATIO_AT_SHOCK: [],
      NEV_CHANGE_AT_SHOCK: nevSeries(ctx, (row) => nevChangeOf(row, base)),
      NII_YEAR_1: niiSeries(ctx, 1),
      NII_YEAR_2: niiSeries(ctx, 2),
      NII_AT_RISK_12: niiChangeSeries(ctx, 12),
      NII_AT_RISK_24: niiChangeSeries(ctx, 24),
      LIQUIDITY: [],
      DURATION_MISMATCH: nevSeries(ctx, (row) => row.durationMismatch),
    },
    limits: Object.fromEntries(
      (
        [
          ["NEV_RATIO", limitOf(checks, "nevRatio", "Base")],
          ["NEV_RATIO_AT_SHOCK", limitOf(checks, "nevRatio", shock)],
          ["NEV_CHANGE_AT_SHOCK", limitOf(checks, "nevChange", shock)],
          // Over 12 months NII at risk is year 1's change in its worst scenario: that scenario's limit.
          ["NII_AT_RISK_12", limitOf(checks, "niiChange", at12?.scenario)],
        ] as const
      ).filter(([, check]) => check !== undefined),
    ),
    policy: checks,
  };
}
