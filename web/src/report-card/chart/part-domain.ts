import type { ChartKind, ChartPartData } from "./chart-model.ts";
import { lineLayout } from "./line-data.ts";
import { barDomain } from "./value-format.ts";

export interface Domain {
  min: number;
  max: number;
}

const SHARES: Domain = { min: 0, max: 100 };

/**
 * The value axis' extent of a part, decided here once so that the axis' margin (sized before
 * drawing) and its ticks agree: shares run 0-100, lines span their values (and the band),
 * bars their values and zero.
 */
export function partDomain(kind: ChartKind, part: ChartPartData): Domain {
  if (kind === "COLUMN100") return SHARES;
  if (kind === "LINE" || kind === "AREA" || kind === "RANGE_AREA_LINE") return lineLayout(kind, part).domain;
  return barDomain(part.series.flatMap((s) => s.values));
}
