import { DEFAULT_PRECISION, formatChartValue, type ValueFormatName } from "@alm/formats";
import { CHART_HEIGHT } from "./chart-layout.ts";
import type { Domain } from "./part-domain.ts";
import { stepDecimals, tickCount, valueTicks } from "./ticks.ts";

/** A plotted value as the report shows it (percent suffix, dollars, negatives in parentheses, N/A). */
export const formatPlotted = (value: number | null, format: ValueFormatName, precision: number | null) =>
  formatChartValue(value, format, precision);

/** The block's decimals for a format: dollars show whole dollars unless the template says otherwise. */
const maxDecimals = (format: ValueFormatName, precision: number | null) =>
  precision ?? (format === "DOLLAR" ? 0 : DEFAULT_PRECISION);

/**
 * Axis ticks with the decimals the tick step needs, at most the block's precision: '5%, 10%'
 * rather than '5.00%, 10.00%', and the same decimals on every tick of an axis.
 */
export function tickFormatter(format: ValueFormatName, precision: number | null, step: number) {
  const decimals = Math.min(maxDecimals(format, precision), stepDecimals(step));
  return (tick: number | string | Date): string => {
    const v = typeof tick === "number" ? tick : Number(tick);
    return Number.isFinite(v) ? formatChartValue(v, format, decimals) : String(tick);
  };
}

/** Share columns (column100) are in percent already: one decimal. */
export const formatShare = (share: number) => formatChartValue(share, "PERCENTAGE", 1);

/** The value axis' extent of bars and columns: the values and zero, which bars grow from. */
export function barDomain(values: readonly (number | null)[]): Domain {
  const present = values.filter((v): v is number => v !== null);
  const min = Math.min(0, ...present);
  const max = Math.max(0, ...present);
  return min === max ? { min: 0, max: 1 } : { min, max };
}

/** The longest value-axis label a part can show, in characters, to size the axis' margin. */
export function longestValueLabel(
  domain: Domain,
  format: ValueFormatName,
  precision: number | null,
  share: boolean,
): number {
  if (share) return "100%".length;
  // The finest ticks a full-height axis could get: labels are at most this long.
  const { min, max, step } = valueTicks(domain, tickCount(CHART_HEIGHT.screen));
  const ticks = tickFormatter(format, precision, step);
  return Math.max(ticks(min).length, ticks(max).length);
}
