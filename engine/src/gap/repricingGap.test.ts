import { describe, expect, it } from "vitest";
import { createFlows } from "../cashflows/flows.ts";
import { positionTerms } from "../cashflows/positionTerms.ts";
import { testPosition } from "../cashflows/testTerms.ts";
import { HORIZON_MONTHS } from "../curve/curve.ts";
import type { Position } from "../positions/position.ts";
import { parallelShift } from "../scenarios/scenarios.ts";
import { projectTranche } from "../cashflows/projectTranche.ts";
import { GAP_BUCKETS, GAP_BUCKET_COUNT, addPositionGap } from "./repricingGap.ts";

function gap(p: Partial<Position>): number[] {
  const t = positionTerms(testPosition(p));
  const f = createFlows();
  const env = { curve: new Float64Array(HORIZON_MONTHS + 1).fill(2), shift: parallelShift(0) };
  if (t.term > 0) projectTranche(t, t.balance, t.rate, 0, t.term, env, f);
  const out = new Float64Array(GAP_BUCKET_COUNT);
  addPositionGap(t, f, out);
  return Array.from(out);
}

const bucket = (id: string) => GAP_BUCKETS.findIndex((b) => b.id === id);

describe("repricing gap", () => {
  it("places a bullet in the bucket of its maturity", () => {
    const g = gap({ amortization: "bullet", termMonths: 18 });
    expect(g[bucket("1-2y")]).toBe(1e6);
    expect(g.reduce((a, b) => a + b)).toBe(1e6);
  });

  it("spreads a level loan over the buckets of its principal payments", () => {
    const g = gap({ termMonths: 60, cpr: 10 });
    expect(g.reduce((a, b) => a + b)).toBeCloseTo(1e6, 6);
    expect(g[bucket("0-3m")]).toBeGreaterThan(0);
    expect(g[bucket("5-10y")]).toBe(0);
  });

  it("puts what is left of an adjustable balance at its first reset", () => {
    const g = gap({ termMonths: 360, repriceMonths: 60, index: 12, margin: 2 });
    expect(g[bucket("3-5y")]).toBeGreaterThan(0.9e6);
    expect(g[bucket("5-10y")]).toBe(0);
    expect(g.reduce((a, b) => a + b)).toBeCloseTo(1e6, 6);
  });

  it("keeps items that are not rate sensitive in their own bucket", () => {
    expect(gap({ amortization: "none", termMonths: null, rate: 0 })[bucket("nonSensitive")]).toBe(1e6);
  });
});
