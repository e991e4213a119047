import {
  breachesLimit,
  DASHBOARD_TEXTS as T,
  durationsText,
  formatMillions,
  formatNumber,
  scenarioName,
} from "@alm/formats";
import { limitName, type LimitCheck } from "../reports/headline.ts";
import type { SupervisoryTestResult } from "../reports/supervisory-test.ts";
import type { AppliedChange } from "./change-ledger.ts";
import { MEASURES, type Durations, type MeasureUnit, type SideFigures } from "./what-if-figures.ts";
import type { WhatIfBase } from "./what-if-context.ts";

/**
 * The REST answer of a what-if: both sides' figures, paired measure by measure, with the texts the
 * reports would print (@alm/formats) and each figure's standing against its policy limit.
 */

type Tone = "success" | "warning" | "error";
interface Status {
  text: string;
  tone: Tone;
}

const textOf = (value: number | null, unit: MeasureUnit): string => {
  if (value === null) return T.noValue;
  if (unit === "MONEY") return formatMillions(value);
  // The unit said, as the dashboard's tile says it ("1.51 years"): a bare 1.51 reads as a ratio.
  if (unit === "YEARS") return `${formatNumber(value, { precision: 2 })} years`;
  return formatNumber(value * 100, { style: "percent", precision: 2 });
};

const policyStatus = (ok: boolean): Status =>
  ok ? { text: T.withinPolicy, tone: "success" } : { text: T.outsidePolicy, tone: "error" };

type MoneyPrecision = 1 | 2 | 3 | "dollars";

/** The fewest digits in millions that tell a pair apart; 1 when it is alike to the dollar. */
function pairPrecision(asIs: number | null, withChanges: number | null): MoneyPrecision {
  if (asIs === null || withChanges === null || Math.abs(asIs - withChanges) < 0.5) return 1;
  for (const precision of [1, 2, 3] as const) {
    if (formatMillions(asIs, { precision }) !== formatMillions(withChanges, { precision })) return precision;
  }
  return "dollars";
}

/**
 * Dollars side by side: to $0.1M as the reports show them, with more digits where those would show
 * two different figures alike (a sale that moved NII by $40,000 read "$12.3M" on both sides, as if
 * it changed nothing), whole dollars when even $0.001M does not tell them apart. Every money row of
 * one what-if in the same digits: NII year 1 read "$22.8M → $22.7M" above year 2's "$22.73M →
 * $22.70M", and the same figure differently from one what-if to the next (an examiner's review).
 * Undefined: the measure's own text (to $0.1M).
 */
function moneyText(pairs: readonly (readonly [number | null, number | null])[]) {
  const order: MoneyPrecision[] = [1, 2, 3, "dollars"];
  const precision = pairs
    .map(([a, b]) => pairPrecision(a, b))
    .reduce((most, p) => (order.indexOf(p) > order.indexOf(most) ? p : most), 1);
  if (precision === 1) return () => undefined;
  return (value: number | null): string | undefined =>
    value === null
      ? undefined
      : precision === "dollars"
        ? formatNumber(value, { style: "currency", precision: 0 })
        : formatMillions(value, { precision });
}

function figure(
  value: number | null,
  unit: MeasureUnit,
  limit: LimitCheck | undefined,
  worst?: string,
  text = textOf(value, unit),
) {
  return {
    value,
    text,
    status: limit ? policyStatus(!breachesLimit(value, limit.limit.limit)) : null,
    // A worst case says where it is: the sale that lessened NII at risk moved it to another scenario.
    scenarioName: worst ?? null,
  };
}

const limitModel = (check: LimitCheck) => ({
  label: limitName(check.limit),
  value: check.limit.limit,
  text: textOf(check.limit.limit, "RATIO"),
});

/** The durations beside a duration mismatch, as numbers and as the reports print them. */
const durationsModel = (d: Durations | null) =>
  d && { assets: d.assets, liabilities: d.liabilities, text: durationsText(d.assets, d.liabilities) };

const RATING_TONE: Record<string, Tone> = { Low: "success", Moderate: "warning", High: "error" };

function ratingModel(s: SupervisoryTestResult) {
  return {
    rating: s.rating.toUpperCase(),
    text: s.rating,
    status: { text: T.ratingOf(s.rating), tone: RATING_TONE[s.rating] ?? "error" },
    postShockRatio: s.postShockRatio,
    sensitivity: s.sensitivity,
    row: s.cell.row,
    column: s.cell.column,
    ratioBand: s.cell.ratioBand,
    declineBand: s.cell.declineBand,
  };
}

export interface WhatIfModelInput {
  base: WhatIfBase;
  applied: readonly AppliedChange[];
  asIs: SideFigures;
  withChanges: SideFigures;
  computeMs: number;
}

export function whatIfModel({ base, applied, asIs, withChanges, computeMs }: WhatIfModelInput) {
  const shock = base.definition.shock_scenario;
  const shown = MEASURES.filter((m) => base.shown.has(m.key));
  const money = moneyText(
    shown
      .filter((m) => m.unit === "MONEY")
      .map((m) => [asIs.values[m.key], withChanges.values[m.key]] as const),
  );
  return {
    dataSetId: base.dataSet.id,
    dataSetName: base.dataSet.name,
    clientId: base.dataSet.clientId,
    asOfDate: base.dataSet.asOfDate,
    reportDefinitionId: base.definition.id,
    reportDefinitionName: base.definition.name,
    shockBp: shock,
    changes: applied,
    totalAssets: { asIs: asIs.totalAssets, withChanges: withChanges.totalAssets },
    rating: { asIs: ratingModel(asIs.supervisory), withChanges: ratingModel(withChanges.supervisory) },
    measures: shown.map((m) => {
      const limit = asIs.limits[m.key] ?? withChanges.limits[m.key];
      const label = m.label(scenarioName(String(shock)));
      const texts =
        m.unit === "MONEY" ? [money(asIs.values[m.key]), money(withChanges.values[m.key])] : undefined;
      const sideFigure = (side: SideFigures, text: string | undefined) => ({
        ...figure(side.values[m.key], m.unit, side.limits[m.key] ?? limit, side.worstOf[m.key], text),
        // Each side's mismatch beside its own durations (its note speaks of them).
        durations: m.key === "DURATION_MISMATCH" ? durationsModel(side.durations) : null,
      });
      return {
        key: m.key,
        label,
        seriesLabel: m.seriesLabel ?? label,
        note: m.note ?? null,
        unit: m.unit,
        limit: limit ? limitModel(limit) : null,
        asIs: sideFigure(asIs, texts?.[0]),
        withChanges: sideFigure(withChanges, texts?.[1]),
        series: asIs.series[m.key].map((point, i) => ({
          scenario: point.scenario,
          name: scenarioName(point.scenario),
          bp: point.bp,
          asIs: point.value,
          withChanges: withChanges.series[m.key][i]?.value ?? null,
        })),
      };
    }),
    policy: asIs.policy.map((check, i) => {
      const changed = withChanges.policy[i] as LimitCheck;
      return {
        limit: limitModel(check),
        asIs: { value: check.value, text: textOf(check.value, "RATIO"), status: policyStatus(check.ok) },
        withChanges: {
          value: changed.value,
          text: textOf(changed.value, "RATIO"),
          status: policyStatus(changed.ok),
        },
      };
    }),
    computeMs,
  };
}

export type WhatIfModel = ReturnType<typeof whatIfModel>;
