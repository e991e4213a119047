import type { IncomeYear, NiiScenarioRow, NiiYearRow } from "../run/results.ts";
import type { Sensitivity } from "../valuation/valuationLevels.ts";

/**
 * Per-scenario report columns of a node, e.g. { dataset1_Base: 101.2,
 * dataset1_100: 97.4, … } for the detailed price tree.
 */
export function scenarioColumns(
  nev: Record<string, Sensitivity> | null,
  prefix: string,
  measure: keyof Sensitivity = "price",
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const [id, s] of Object.entries(nev ?? {})) out[`${prefix}_${id}`] = s[measure];
  return out;
}

export interface NiiComparisonScenarios {
  /** Ramp size of the declining scenario, bp (default -300). */
  declining?: number;
  /** Ramp size of the rising scenario, bp (default 300). */
  rising?: number;
  /** Instantaneous shock, bp (default 300). */
  shock?: number;
}

export interface NiiComparison<T> {
  declining: T;
  base: T;
  rising: T;
  shock: T;
}

/**
 * The declining / base / rising / shock columns of the NII summary for one
 * year: declining and rising are 12-month ramps, shock is instantaneous.
 */
export function niiComparison(
  rows: readonly NiiScenarioRow[],
  year: number,
  choice: NiiComparisonScenarios = {},
): NiiComparison<NiiYearRow> {
  const pick = (kind: "shock" | "ramp", bp: number): NiiYearRow => {
    const row = rows.find((r) => r.kind === kind && r.bp === bp) ?? rows.find((r) => r.bp === bp);
    const y = row?.years[year - 1];
    if (!y) throw new RangeError(`no NII scenario of ${bp} bp for year ${year}`);
    return y;
  };
  return {
    declining: pick("ramp", choice.declining ?? -300),
    base: pick("shock", 0),
    rising: pick("ramp", choice.rising ?? 300),
    shock: pick("shock", choice.shock ?? 300),
  };
}

/** The same four columns for a node's own NII (interest by scenario id). */
export function nodeNiiComparison(
  nii: Record<string, IncomeYear[]> | null,
  year: number,
  choice: NiiComparisonScenarios = {},
): NiiComparison<IncomeYear | null> {
  const at = (id: string) => nii?.[id]?.[year - 1] ?? null;
  const ramp = (bp: number) => `Ramp${bp > 0 ? "+" : ""}${bp}`;
  return {
    declining: at(ramp(choice.declining ?? -300)),
    base: at("Base"),
    rising: at(ramp(choice.rising ?? 300)),
    shock: at(String(choice.shock ?? 300)),
  };
}
