import type { PartFrame } from "./chart-layout.ts";
import type { ChartKind, ChartPartData } from "./chart-model.ts";
import type { Domain } from "./part-domain.ts";
import { paletteColor } from "./palette.ts";

/** What each chart family draws one part of a block with. */
export interface PartProps {
  kind: ChartKind;
  part: ChartPartData;
  width: number;
  frame: PartFrame;
  precision: number | null;
  /** The value axis' extent (see partDomain). */
  domain: Domain;
  /** Title of the category axis; empty for none. */
  categoryTitle: string;
  /** Title of the value axis; empty for none. */
  valueTitle: string;
  /** Tooltips on screen; none in print. */
  interactive: boolean;
}

/** A series' colour by its place in the block, so split parts and the legend agree. */
export function seriesColors(part: PartProps["part"]): (datum: { id: string | number }) => string {
  const byName = new Map(part.series.map((s) => [s.name, paletteColor(s.colorIndex)]));
  return ({ id }) => byName.get(String(id)) ?? paletteColor(0);
}

/** Where an axis title sits: past the tick labels, inside the margin. */
export const titleOffset = (marginSide: number) => -(marginSide - 12);
