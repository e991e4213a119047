import { HORIZON_MONTHS } from "../curve/curve.ts";

export type ScenarioKind = "shock" | "ramp";

export interface Scenario {
  /** Stable id used as a key in results: "Base", "-400" … "500", "Ramp-400" … "Ramp+400". */
  id: string;
  /** Label for reports: "Base", "+100", "Ramp -200" … */
  label: string;
  kind: ScenarioKind;
  /** Full size of the rate change in basis points. */
  bp: number;
}

/** Months over which a ramp reaches its full size. */
export const RAMP_MONTHS = 12;

const shockId = (bp: number) => (bp === 0 ? "Base" : String(bp));

export const SHOCK_BPS = [-400, -300, -200, -100, 0, 100, 200, 300, 400, 500] as const;
export const RAMP_BPS = [-400, -300, -200, -100, 100, 200, 300, 400] as const;

/** Instantaneous parallel shocks, -400 … +500 bp, Base included. */
export const SHOCKS: readonly Scenario[] = SHOCK_BPS.map((bp) => ({
  id: shockId(bp),
  label: bp === 0 ? "Base" : `${bp > 0 ? "+" : ""}${bp}`,
  kind: "shock",
  bp,
}));

/** Parallel shifts growing linearly to their full size over 12 months. */
export const RAMPS: readonly Scenario[] = RAMP_BPS.map((bp) => ({
  id: `Ramp${bp > 0 ? "+" : ""}${bp}`,
  label: `Ramp ${bp > 0 ? "+" : ""}${bp}`,
  kind: "ramp",
  bp,
}));

/** Scenarios of the NII projection: every shock, then every ramp. */
export const NII_SCENARIOS: readonly Scenario[] = [...SHOCKS, ...RAMPS];

/**
 * Rate change in percent in force during each month 1..HORIZON_MONTHS
 * (index 0 is today). A shock applies in full from month 1; a ramp of b bp
 * applies b·min(m, 12)/12 in month m.
 */
export function scenarioShift(scenario: Scenario): Float64Array {
  const shift = new Float64Array(HORIZON_MONTHS + 1);
  const full = scenario.bp / 100;
  for (let m = 1; m <= HORIZON_MONTHS; m++) {
    shift[m] = scenario.kind === "shock" ? full : (full * Math.min(m, RAMP_MONTHS)) / RAMP_MONTHS;
  }
  return shift;
}

/** The shift table of a constant parallel change (also used for ±100 bp valuations). */
export function parallelShift(bp: number): Float64Array {
  return scenarioShift({ id: "", label: "", kind: "shock", bp });
}
