import type { ChartKind, ChartPartData } from "./chart-model.ts";
import { lineLayout } from "./line-data.ts";
import { paletteColor } from "./palette.ts";
import { pieSlices } from "./pie-radar-data.ts";

export interface LegendItem {
  label: string;
  color: string;
  /** How the key is drawn: a filled square, a line, or a shaded band. */
  mark: "swatch" | "line" | "band";
}

const LINE_KINDS: readonly ChartKind[] = ["LINE", "AREA", "RANGE_AREA_LINE"];

/** The legend of a block: slices of a pie, the band and lines of a range chart, else the series. */
export function legendItems(kind: ChartKind, parts: readonly ChartPartData[]): LegendItem[] {
  if (kind === "PIE") {
    const [part] = parts;
    return part
      ? pieSlices(part).map((s) => ({ label: s.label, color: paletteColor(s.colorIndex), mark: "swatch" }))
      : [];
  }
  return parts.flatMap((part): LegendItem[] => {
    if (!LINE_KINDS.includes(kind)) {
      return part.series.map((s) => ({ label: s.name, color: paletteColor(s.colorIndex), mark: "swatch" }));
    }
    const layout = lineLayout(kind, part);
    const lines = layout.lines.map((l, i): LegendItem => ({
      label: l.id,
      color: paletteColor(layout.lineColorIndexes[i] ?? i),
      mark: kind === "AREA" ? "swatch" : "line",
    }));
    if (!layout.bandSeries) return lines;
    const [low, high] = layout.bandSeries;
    return [
      { label: `${low.name} – ${high.name}`, color: paletteColor(low.colorIndex), mark: "band" },
      ...lines,
    ];
  });
}
