import type { Domain } from "./part-domain.ts";

/** d3's tick step for about `count` ticks over [min, max] (its tickIncrement, as a step). */
export function tickStep(min: number, max: number, count: number): number {
  const raw = Math.abs(max - min) / Math.max(1, count);
  if (!raw || !Number.isFinite(raw)) return 1;
  const power = Math.floor(Math.log10(raw));
  const error = raw / 10 ** power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1;
  return factor * 10 ** power;
}

/** The decimals a tick label needs to tell ticks this far apart: 5 → 0, 0.5 → 1, 0.25 → 1 (as d3 writes them). */
export const stepDecimals = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9));

/** Rounds a multiple of a step to the step's decimals: 0.1 + 0.2 must print as 0.3. */
export function snapToStep(step: number): (v: number) => number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return (v) => Number(v.toFixed(decimals));
}

export interface ValueTicks {
  /** The axis' extent, widened to whole steps. */
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/**
 * Round ticks over a domain, and the domain widened to them (as d3's nice does), so the axis
 * starts and ends on a labelled tick and the grid lines are the ticks.
 */
export function valueTicks(domain: Domain, count: number): ValueTicks {
  const step = tickStep(domain.min, domain.max, count);
  const snap = snapToStep(step);
  const min = snap(Math.floor(domain.min / step + 1e-9) * step);
  const max = snap(Math.ceil(domain.max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let i = 0; min + i * step <= max + step / 2; i++) ticks.push(snap(min + i * step));
  return { min, max: Math.max(max, min + step), step, ticks };
}

/** About one tick per this many pixels of a vertical axis. */
const PX_PER_TICK = 40;

/** How many ticks an axis of this length asks for: fewer on the short axes of stacked parts. */
export const tickCount = (axisLength: number, pxPerTick = PX_PER_TICK) =>
  Math.max(2, Math.min(8, Math.floor(axisLength / pxPerTick)));
