import { centerScale, type AnyScale } from "@nivo/scales";

/** A chart's plot: its scales and the size inside the margins. */
export interface PlainPlot {
  xScale: AnyScale;
  yScale: AnyScale;
  width: number;
  height: number;
}

type Position = (value: string | number) => number | undefined;

/** A scale as a plain function of a label or a value (Nivo's scale types take numbers only). */
export const scalePosition = (scale: AnyScale): Position => scale as unknown as Position;

/** Where a scale puts a tick or a grid line: a band's middle, else the value itself. */
export const positionOf = (scale: AnyScale): Position =>
  "bandwidth" in scale ? (centerScale(scale) as unknown as Position) : scalePosition(scale);
