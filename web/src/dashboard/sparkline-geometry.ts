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

/** The line through the points as an SVG path, broken where a quarter has no value. */
export function sparkPath(points: readonly (SparkPoint | null)[]): string {
  let path = "";
  let drawing = false;
  for (const p of points) {
    if (!p) {
      drawing = false;
      continue;
    }
    path += `${drawing ? "L" : "M"}${round(p.x)} ${round(p.y)}`;
    drawing = true;
  }
  return path;
}

const round = (n: number) => Math.round(n * 100) / 100;
