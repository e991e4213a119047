import type { GroupOverride, Position } from "@alm/engine";
import { normalizeKey } from "./chart-structure.ts";

/**
 * A what-if's changes resolved against a chart and the data set's balances (resolve-changes.ts):
 * plain data, so that an engine worker applies them to the parsed positions without the chart,
 * and so that a saved What If data set runs the very same steps.
 */
export type WhatIfStep =
  /**
   * Every position of these leaves (normalized keys) times `factor`; 0 removes them. Grown for
   * more than its book (`premiumPerDollar` of each dollar added), a position that bears a rate
   * adds its share to its Position.premium, which the NII projection amortizes.
   */
  | { op: "scale"; keys: string[]; factor: number; nonMaturityOnly: boolean; premiumPerDollar?: number }
  /** A new position. */
  | { op: "add"; position: Position }
  /** An H3 override appended after the data set's own, so that it wins for its group. */
  | { op: "override"; override: GroupOverride };

/** The stored form of a what-if's steps: a data set file of this kind, applied after the others. */
export const WHAT_IF_FILE_KIND = "whatif";

export interface WhatIfDocument {
  /** The data set the what-if was made from. */
  sourceDataSetId: number;
  /** The changes as the user described them (REST body), for the record. */
  changes: unknown[];
  steps: WhatIfStep[];
}

function scaled(positions: readonly Position[], step: Extract<WhatIfStep, { op: "scale" }>): Position[] {
  const keys = new Set(step.keys);
  const out: Position[] = [];
  for (const p of positions) {
    const hit = keys.has(normalizeKey(p.key)) && (!step.nonMaturityOnly || p.amortization === "nonmaturity");
    // Sold whole, a position leaves the balance sheet, as if the data set never had it.
    if (!hit) out.push(p);
    // A premium paid is the bought balance's: it goes with it in proportion, and grows by what
    // the dollars added cost above their book.
    else if (step.factor !== 0) {
      const bearsRate = p.amortization !== "none" && p.amortization !== "adjustment";
      const added =
        step.factor > 1 && bearsRate ? p.balance * (step.factor - 1) * (step.premiumPerDollar ?? 0) : 0;
      const premium = (p.premium ?? 0) * step.factor + added;
      out.push({ ...p, balance: p.balance * step.factor, ...(premium ? { premium } : {}) });
    }
  }
  return out;
}

/** The positions and overrides after the steps, in order. */
export function applySteps(
  inputs: { positions: Position[]; overrides: GroupOverride[] },
  steps: readonly WhatIfStep[],
): { positions: Position[]; overrides: GroupOverride[] } {
  let { positions, overrides } = inputs;
  for (const step of steps) {
    if (step.op === "scale") positions = scaled(positions, step);
    else if (step.op === "add") positions = positions.concat([step.position]);
    else overrides = overrides.concat([step.override]);
  }
  return { positions, overrides };
}
