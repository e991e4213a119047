import { formatMillions, formatNumber, type NegativeStyle } from "@alm/formats";
import type { WhatIfUnit } from "../generated/graphql.ts";
import { stepDecimals, valueTicks } from "../report-card/chart/ticks.ts";

/**
 * A figure of a measure's series as the reports write it: percents, dollars in millions, years.
 * A minus sign in words (the chart said for a screen reader), parentheses on a chart's axis, as
 * every figure that stands in a column or a chart (formats' NegativeStyle).
 */
export function unitText(
  unit: WhatIfUnit,
  value: number | null,
  negative: NegativeStyle = "minus",
  precision?: number,
): string {
  if (value === null) return "—";
  const options = precision === undefined ? { negative } : { negative, precision };
  if (unit === "RATIO") return formatNumber(value * 100, { style: "percent", ...options });
  if (unit === "MONEY") return formatMillions(value, options);
  return formatNumber(value, options);
}

/** What a value of each unit is multiplied by to be written: percent, millions, years. */
const SHOWN_SCALE: Record<WhatIfUnit, number> = { RATIO: 100, MONEY: 1e-6, YEARS: 1 };

/**
 * A chart's value axis over its values: round ticks (about `count`), the extent widened to them,
 * and tick labels with the decimals their step needs, as the report charts write them ('-40%',
 * not '-40.00%'), negatives in parentheses.
 */
export function valueAxis(unit: WhatIfUnit, values: readonly number[], count = 4) {
  const present = values.length ? values : [0];
  const [low, high] = [Math.min(...present), Math.max(...present)];
  // A flat series still gets an axis around its value.
  const pad = low === high ? Math.abs(low) * 0.1 || 1 / SHOWN_SCALE[unit] : 0;
  const { min, max, step, ticks } = valueTicks({ min: low - pad, max: high + pad }, count);
  const decimals = Math.min(2, stepDecimals(step * SHOWN_SCALE[unit]));
  return { min, max, ticks, format: (v: number) => unitText(unit, v, "parentheses", decimals) };
}

export interface SeriesPoint {
  name: string;
  asIs: string | null;
  withChanges: string | null;
}

/** A measure's chart in words, for those who cannot see it. */
export function seriesSaid(label: string, unit: WhatIfUnit, points: readonly SeriesPoint[]): string {
  const num = (v: string | null) => (v === null ? null : Number(v));
  const said = points
    .map(
      (p) =>
        `${p.name}: ${unitText(unit, num(p.asIs))} as it is, ${unitText(unit, num(p.withChanges))} with the changes`,
    )
    .join("; ");
  return `${label} across the rate scenarios. ${said}`;
}
