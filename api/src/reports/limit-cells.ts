import { breachesLimit, breachFlag } from "@alm/formats";
import { niiScenarioId, shockId } from "./measures.ts";
import type { PolicyLimit } from "./policy-limits.ts";
import type { ReportContext } from "./report-context.ts";
import type { Row } from "./report-model.ts";
import { SUMMARY_SCENARIOS } from "./catalogue/columns.ts";

type Measure = PolicyLimit["measure"];

/** The figure a cell shows, as the board's limits name figures: a measure in a scenario. */
export interface LimitedFigure {
  measure: Measure;
  scenario: string;
}

/** Which limit a cell of a row is read against, or null where none applies to it. */
type CellLimit = (row: Row, ctx: ReportContext) => LimitedFigure | null;

/** The limit of a measure in a scenario, as the client's policy defines it (null: none). */
export function limitFor(ctx: ReportContext, measure: Measure, scenario: string): number | null {
  return ctx.limits.limits.find((l) => l.measure === measure && l.scenario === scenario)?.limit ?? null;
}

/** A column of a measure whose rows are scenarios (their ids: "Base", "-200", "300"). */
const perScenarioRow =
  (measure: Measure): CellLimit =>
  (row) => ({ measure, scenario: String(row.id) });

/** A column of a scenario whose rows are measures (their ids: "nevRatio", "nevChange"). */
const perMeasureRow =
  (scenario: string): CellLimit =>
  (row) => ({ measure: String(row.id) as Measure, scenario });

/** The current data set's figures of the ALM Summary compared (24): each row says its measure and scenario. */
const comparedMeasure: CellLimit = (row, ctx) => {
  const shock = shockId(ctx.scenarios.shock);
  const nii = (column: "declining" | "rising" | "shock"): LimitedFigure => ({
    measure: "niiChange",
    scenario: niiScenarioId(column, ctx.scenarios),
  });
  const figures: Record<string, LimitedFigure> = {
    nevRatio: { measure: "nevRatio", scenario: "Base" },
    nevRatioShock: { measure: "nevRatio", scenario: shock },
    nevChangeShock: { measure: "nevChange", scenario: shock },
    niiChangeDeclining: nii("declining"),
    niiChangeRising: nii("rising"),
    niiChangeShock: nii("shock"),
  };
  return figures[String(row.id)] ?? null;
};

/**
 * Which cells of which tables (by dictionary key) show a figure the board limits, beyond the
 * tables that flag their own (11, 27, 28: policy.ts). Only the current data set's figures: a
 * prior date's and a change are not measured against today's limits. A table not named here
 * compares nothing; the trend (26) shows each as-of date's own report, read against its own limits.
 */
const LIMITED_CELLS: Record<string, Record<string, CellLimit>> = {
  // ALM Summary: measures down, shocks across.
  "20": Object.fromEntries(SUMMARY_SCENARIOS.map((s) => [`dataset1_${s.id}`, perMeasureRow(s.id)])),
  // NEV Summary, NEV Change, NEV Volatility, NEV Percent of Value Change: shocks down.
  "21": { dataset1_percentChange: perScenarioRow("nevChange"), dataset1_ratio: perScenarioRow("nevRatio") },
  "31": { dataset1_percentChange: perScenarioRow("nevChange") },
  "32": { dataset1_ratio: perScenarioRow("nevRatio") },
  "33": { dataset1_percentChange: perScenarioRow("nevChange") },
  // Non-Parallel Scenarios: Base and the parallel shocks have limits, the curve shapes none.
  "34": { nevRatio: perScenarioRow("nevRatio"), nevChange: perScenarioRow("nevChange") },
  "24": { dataset1_value: comparedMeasure },
};

/**
 * Flags each figure of a table's rows beyond the limit its cell is read against (breachFlag, the
 * one rule of showsBreach that the screen, the printed page and the workbooks draw). A row's own
 * flags (the policy pages') stand.
 */
export function flagLimits(ctx: ReportContext, dictionaryKey: string | null, rows: Row[]): Row[] {
  const cells = dictionaryKey ? LIMITED_CELLS[dictionaryKey] : undefined;
  if (!cells) return rows;
  return rows.map((r) => {
    const flags: Record<string, boolean> = {};
    for (const [field, figureOf] of Object.entries(cells)) {
      const figure = figureOf(r, ctx);
      const limit = figure && limitFor(ctx, figure.measure, figure.scenario);
      const value = r[field];
      if (limit === null || limit === undefined || typeof value !== "number") continue;
      flags[breachFlag(field)] = breachesLimit(value, limit);
    }
    const children = r.children && flagLimits(ctx, dictionaryKey, r.children);
    return { ...r, ...flags, ...(children ? { children } : {}) };
  });
}
