import { describe, expect, it } from "vitest";
import { createFlows } from "../cashflows/flows.ts";
import { positionTerms } from "../cashflows/positionTerms.ts";
import { projectTranche } from "../cashflows/projectTranche.ts";
import { testPosition } from "../cashflows/testTerms.ts";
import { monthlyCurveRates } from "../curve/curve.ts";
import { treasuryCurve } from "../curve/treasuryCurves.ts";
import { parallelShift } from "../scenarios/scenarios.ts";
import { DiscountTables } from "./discountTables.ts";
import { LEVEL_COUNT, VALUATION_LEVEL_BPS, BASE_LEVEL } from "./valuationLevels.ts";
import { valuePosition } from "./valuePosition.ts";

/** The gaps read the flows valuePosition leaves: they must be the Base scenario's, not a shocked one's. */
describe("valuePosition", () => {
  const curve = monthlyCurveRates(treasuryCurve("2022-07-29")?.points ?? []);
  const tables = new DiscountTables(curve, true);

  it("finds Base among its levels", () => {
    expect(VALUATION_LEVEL_BPS[BASE_LEVEL]).toBe(0);
  });

  it.each([
    [
      "an adjustable loan",
      testPosition({ rate: 3, termMonths: 120, repriceMonths: 12, index: 12, margin: 2.5 }),
    ],
    [
      "a deposit whose decay moves with rates",
      testPosition({ amortization: "nonmaturity", rate: 0.4, termMonths: null, decay: 20, beta: 0.3 }),
    ],
  ])("leaves %s's Base cash flows for the gaps", (_, position) => {
    const t = positionTerms(position);
    const flows = createFlows();
    valuePosition(t, tables, flows, new Float64Array(LEVEL_COUNT));
    const base = createFlows();
    const env = { curve, shift: parallelShift(0), forwards: tables.forwards[BASE_LEVEL] };
    projectTranche(t, t.balance, t.rate, 0, t.term, env, base);
    expect(Array.from(flows.principal)).toEqual(Array.from(base.principal));
    expect(Array.from(flows.interest)).toEqual(Array.from(base.interest));
  });
});
