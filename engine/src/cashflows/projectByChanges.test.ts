import { describe, expect, it } from "vitest";
import { HORIZON_MONTHS } from "../curve/curve.ts";
import type { Position } from "../positions/position.ts";
import { DEFAULT_PREPAYMENT_MODEL } from "../prepayment/prepaymentModel.ts";
import { clearFlows, createFlows, type Flows } from "./flows.ts";
import { positionTerms } from "./positionTerms.ts";
import { projectByChanges } from "./projectByChanges.ts";
import { projectTranche } from "./projectTranche.ts";
import { RunoffShares } from "./runoffShares.ts";
import { testPosition } from "./testTerms.ts";

// Without the floor a constant shift changes the reference rate by itself (incentiveShift).
const CHANGES = [-4, -2.5, -1, -0.25, 0, 0.5, 1, 2, 3.75];
const curve = new Float64Array(HORIZON_MONTHS + 1).fill(3);

/** projectTranche of the whole position under each change, one at a time. */
function oneByOne(p: Partial<Position>, seasoningMonths = 0): Flows[] {
  const t = positionTerms(testPosition(p), {}, 0, undefined, {
    ...DEFAULT_PREPAYMENT_MODEL,
    seasoningMonths,
  });
  return CHANGES.map((change) => {
    const out = createFlows();
    const shift = new Float64Array(HORIZON_MONTHS + 1).fill(change);
    projectTranche(
      t,
      t.balance,
      t.rate,
      0,
      t.term,
      { curve, shift, forwards: undefined, floorAtZero: false },
      out,
    );
    return out;
  });
}

/** projectByChanges of the same, every change at once, with the run's remembered shares. */
function together(p: Partial<Position>, seasoningMonths = 0): Flows[] {
  const t = positionTerms(testPosition(p), {}, 0, undefined, {
    ...DEFAULT_PREPAYMENT_MODEL,
    seasoningMonths,
  });
  const shares = new RunoffShares();
  shares.start();
  t.shares = shares;
  const outs = CHANGES.map(() => createFlows());
  for (const out of outs) clearFlows(out, t.term);
  projectByChanges(t, Float64Array.from(CHANGES), CHANGES.length, outs);
  return outs;
}

const bits = (flows: Flows[]) =>
  flows.map((f) => [f.principal, f.interest, f.accrued].map((a) => [...new Uint32Array(a.slice().buffer)]));

describe("projectByChanges", () => {
  it.each([
    ["a level loan prepaying by its S-curve", { termMonths: 360, cpr: 8 }, 0],
    ["a seasoning level loan of known age", { termMonths: 240, cpr: 12, ageMonths: 5 }, 30],
    ["a new level loan paying quarterly", { termMonths: 61, cpr: 6, paymentMonths: 3 }, 12],
    ["a bullet paying twice a year", { amortization: "bullet", termMonths: 47, paymentMonths: 6, cpr: 4 }, 0],
    [
      "a deposit whose dividend follows the short rate",
      { amortization: "nonmaturity", termMonths: null, decay: 15, beta: 0.4, rate: 0.3 },
      0,
    ],
  ] as const)("gives %s projectTranche's flows bit for bit", (_, p, seasoning) => {
    const expected = oneByOne(p, seasoning);
    expect(expected[0].principal.some((x) => x !== 0)).toBe(true);
    expect(bits(together(p, seasoning))).toEqual(bits(expected));
  });
});
