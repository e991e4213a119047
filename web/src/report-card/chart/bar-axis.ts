import { COLUMN_LABEL_ROOM, fitsOnBar, LABEL_GAP } from "./bar-value-labels.ts";
import type { MeasureText } from "./chart-text.ts";
import type { Domain } from "./part-domain.ts";
import { snapToStep, tickStep, valueTicks, type ValueTicks } from "./ticks.ts";

/** Bars narrower than this share of the plot are hard to compare: labels then go compact. */
const MIN_BAR_SHARE = 0.5;
/** Each step scales the bars down this much while looking for room for their labels. */
const SHRINK = 0.97;
const MAX_STEPS = 300;
/** Space between two tick labels. */
const TICK_GAP = 8;
const MAX_TICKS = 8;

export interface LabelledDomain {
  domain: Domain;
  /** The share of the plot's width the bars span, zero included. */
  barShare: number;
}

/**
 * The value axis' extent that leaves every horizontal bar's label room on the bar or past its
 * end (right of a positive bar, left of a negative one), at the largest scale that does:
 * without it a long bar reached the plot's edge and its label had room on neither side.
 * Null when no scale leaves the labels room.
 */
export function labelledBarDomain(
  values: readonly number[],
  labelWidths: readonly number[],
  plotWidth: number,
): LabelledDomain | null {
  const span = Math.max(0, ...values) - Math.min(0, ...values) || 1;
  /** How far left and right of zero the bars and their labels reach at a scale (px per unit). */
  const reach = (scale: number) => {
    let left = 0;
    let right = 0;
    values.forEach((v, i) => {
      const length = Math.abs(v) * scale;
      const width = labelWidths[i] ?? 0;
      // A label past the bar keeps a gap on both sides: from the bar and from the plot's edge.
      const extent = fitsOnBar(width, length) ? length : length + 2 * LABEL_GAP + width;
      if (v < 0) left = Math.max(left, extent);
      else right = Math.max(right, extent);
    });
    return { left, right };
  };
  let scale = plotWidth / span;
  for (let step = 0; step < MAX_STEPS; step++, scale *= SHRINK) {
    const { left, right } = reach(scale);
    const slack = plotWidth - left - right;
    if (slack < 0) continue;
    // Room to spare goes to each side of zero as that side needs it.
    const zero = left + (left + right > 0 ? (slack * left) / (left + right) : 0);
    return {
      domain: { min: -zero / scale, max: (plotWidth - zero) / scale },
      barShare: (span * scale) / plotWidth,
    };
  }
  return null;
}

/** The value labels of horizontal bars: whole figures where they leave the bars room, else compact. */
export function barLabelFit(
  values: readonly number[],
  plotWidth: number,
  whole: (v: number) => string,
  compact: (v: number) => string,
  measure: MeasureText,
): { domain: Domain | null; text: (v: number) => string } {
  const fit = (text: (v: number) => string) =>
    labelledBarDomain(
      values,
      values.map((v) => measure(text(v))),
      plotWidth,
    );
  const wholeFit = fit(whole);
  if (wholeFit && wholeFit.barShare >= MIN_BAR_SHARE) return { domain: wholeFit.domain, text: whole };
  const compactFit = fit(compact);
  if (compactFit) return { domain: compactFit.domain, text: compact };
  return { domain: wholeFit?.domain ?? null, text: whole };
}

/** How far tick labels may reach past the plot's ends: into the chart's margins. */
export interface TickRoom {
  left: number;
  right: number;
}

/**
 * Ticks along a horizontal value axis whose labels, measured, do not touch each other nor
 * leave the chart: as many as fit (at most eight) on round steps inside the domain, labelled
 * whole if some two fit, else compact; at the least the zero line's.
 */
export function fittedTicks(
  domain: Domain,
  plotWidth: number,
  room: TickRoom,
  formats: readonly ((step: number) => (v: number) => string)[],
  measure: MeasureText,
): { ticks: number[]; format: (v: number) => string } {
  const span = domain.max - domain.min || 1;
  const x = (v: number) => ((v - domain.min) / span) * plotWidth;
  for (const formatFor of formats) {
    for (let count = MAX_TICKS; count >= 1; count--) {
      const step = tickStep(domain.min, domain.max, count);
      const ticks = ticksWithin(domain, step);
      const format = formatFor(step);
      const boxes = ticks.map((t) => {
        const half = measure(format(t)) / 2;
        return { from: x(t) - half, to: x(t) + half };
      });
      const inside = boxes.every((b) => b.from >= -room.left && b.to <= plotWidth + room.right);
      const apart = boxes.every((b, i) => i === 0 || b.from - (boxes[i - 1]?.to ?? 0) >= TICK_GAP);
      if (ticks.length >= 2 && inside && apart) return { ticks, format };
    }
  }
  const fallback = formats[0]?.(span) ?? String;
  return { ticks: domain.min <= 0 && domain.max >= 0 ? [0] : [], format: fallback };
}

/** The multiples of a step from the domain's start to its end. */
function ticksWithin(domain: Domain, step: number): number[] {
  const snap = snapToStep(step);
  const ticks: number[] = [];
  for (let t = Math.ceil(domain.min / step - 1e-9); t * step <= domain.max + step * 1e-9; t++)
    ticks.push(snap(t * step));
  return ticks;
}

/**
 * Round ticks for labelled columns that leave a label's height between the tallest column (and
 * the deepest negative one) and the plot's edge: the tallest column's value had no room above it
 * and, wider than the column, none on it (NEV Summary's Base ratio went unlabelled).
 */
export function labelledColumnTicks(domain: Domain, count: number, plotHeight: number): ValueTicks {
  let ticks = valueTicks(domain, count);
  for (let widened = 0; widened < 3; widened++) {
    const px = plotHeight / (ticks.max - ticks.min);
    const top = domain.max > 0 && (ticks.max - domain.max) * px < COLUMN_LABEL_ROOM;
    const bottom = domain.min < 0 && (domain.min - ticks.min) * px < COLUMN_LABEL_ROOM;
    if (!top && !bottom) break;
    ticks = valueTicks(
      { min: bottom ? ticks.min - ticks.step : ticks.min, max: top ? ticks.max + ticks.step : ticks.max },
      count,
    );
  }
  return ticks;
}
