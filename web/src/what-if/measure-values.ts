import { formatMillions, formatNumber, type NegativeStyle } from "@alm/formats";
import type { WhatIfUnit } from "../generated/graphql.ts";

/**
 * A figure of a measure's series as the reports write it: percents, dollars in millions, years.
 * A minus sign in words (the chart said for a screen reader), parentheses on a chart's axis, as
 * every figure that stands in a column or a chart (formats' NegativeStyle).
 */
export function unitText(unit: WhatIfUnit, value: number | null, negative: NegativeStyle = "minus"): string {
  if (value === null) return "—";
  if (unit === "RATIO") return formatNumber(value * 100, { style: "percent", negative });
  if (unit === "MONEY") return formatMillions(value, { negative });
  return formatNumber(value, { negative });
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
