import { line } from "d3-shape";

/**
 * Where a sparkline's points sit, in percent of its plot (0 to 100 across, 0 at the top to 100 at
 * the bottom): the quarters evenly spaced, a lone one in the middle; the values between their
 * lowest and highest, a flat line across the middle. A quarter without a value is a gap.
 */
export interface SparkPoint {
  x: number;
  y: number;
}

export function sparkPoints(values: readonly (number | null)[]): (SparkPoint | null)[] {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const low = Math.min(...known);
  const span = Math.max(...known) - low;
  const step = values.length > 1 ? 100 / (values.length - 1) : 0;
  return values.map((v, i) =>
    v === null || !Number.isFinite(v)
      ? null
      : { x: values.length > 1 ? i * step : 50, y: span > 0 ? 100 - ((v - low) / span) * 100 : 50 },
  );
}

/**
 * The line through the points as an SVG path, broken where a quarter has no value: d3-shape's
 * line, as the printed charts draw theirs.
 */
export const sparkPath = (points: readonly (SparkPoint | null)[]): string =>
  line<SparkPoint | null>()
    .defined((p) => p !== null)
    .x((p) => p?.x ?? 0)
    .y((p) => p?.y ?? 0)
    .digits(2)(points) ?? "";
