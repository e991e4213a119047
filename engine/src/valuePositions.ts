import { DEFAULT_DEPOSIT_MODEL, type DepositModel } from "./deposits/depositModel.ts";
import { DEFAULT_PREPAYMENT_MODEL, type PrepaymentModel } from "./prepayment/prepaymentModel.ts";
import { monthlyCurveRates } from "./curve/curve.ts";
import type { YieldCurve } from "./curve/curve.ts";
import { overrideForKey } from "./overrides/groupOverride.ts";
import type { GroupOverride } from "./overrides/groupOverride.ts";
import type { Position } from "./positions/position.ts";
import { evaluatePositions } from "./run/evaluatePositions.ts";
import { SHOCKS } from "./scenarios/scenarios.ts";
import { SHAPE_COUNT } from "./scenarios/curveShapes.ts";
import { durationLegs, keyRatesOneSided } from "./valuation/durationLegs.ts";
import { shapedMeasures } from "./valuation/shapedMeasures.ts";
import { BASE_LEVEL, LEVEL_COUNT, SHOCK_COUNT, sensitivityAt } from "./valuation/valuationLevels.ts";
import type { Sensitivity } from "./valuation/valuationLevels.ts";

export interface PositionValuation {
  key: string;
  description: string;
  bookValue: number;
  /** One entry per shock, in order -400 … Base … 500. */
  scenarios: ScenarioSensitivity[];
  /** Market value under each non-parallel shock; key-rate durations per key tenor (months). */
  nonParallel: Record<string, number>;
  keyRateDurations: Record<string, number>;
}

export interface ScenarioSensitivity extends Sensitivity {
  scenario: string;
}

export interface Valuation {
  positions: PositionValuation[];
  /** Sum over every position (assets and liabilities alike: no tree here). */
  totals: { bookValue: number; scenarios: ScenarioSensitivity[] };
}

/**
 * Market value, price, effective duration and convexity of each position
 * under every shock, without a folder tree (overrides match position keys).
 */
export function valuePositions(
  positions: readonly Position[],
  curve: YieldCurve,
  options: {
    spreadBp?: number;
    overrides?: readonly GroupOverride[];
    deposits?: Partial<DepositModel>;
    prepayment?: Partial<PrepaymentModel>;
    /** Floor shocked par curves at zero (default true; Base is never floored), as runBalanceSheet. */
    floorAtZero?: boolean;
  } = {},
): Valuation {
  const par = monthlyCurveRates(curve);
  const floorAtZero = options.floorAtZero ?? true;
  const legs = durationLegs(par, floorAtZero);
  const blocks = evaluatePositions(positions, par, {
    niiYears: 0,
    spreadBp: options.spreadBp ?? 0,
    floorAtZero,
    deposits: { ...DEFAULT_DEPOSIT_MODEL, ...options.deposits },
    prepayment: { ...DEFAULT_PREPAYMENT_MODEL, ...options.prepayment },
    assumptions: positions.map((p) => overrideForKey(options.overrides ?? [], p.key)),
  });
  const total = new Float64Array(LEVEL_COUNT);
  const totalShaped = new Float64Array(SHAPE_COUNT);
  let totalBook = 0;
  const scenarios = (levels: ArrayLike<number>, shaped: ArrayLike<number>, book: number) => {
    const out: ScenarioSensitivity[] = [];
    for (let s = 0; s < SHOCK_COUNT; s++) {
      // Field by field rather than spread: one object per shock, not two (a book's rows are many).
      const m = sensitivityAt(levels, shaped, legs[s], s, book);
      out.push({
        scenario: SHOCKS[s].id,
        marketValue: m.marketValue,
        price: m.price,
        effDuration: m.effDuration,
        effConvexity: m.effConvexity,
      });
    }
    return out;
  };
  const rows = positions.map((p, i) => {
    const levels = blocks.marketValue.subarray(i * LEVEL_COUNT, (i + 1) * LEVEL_COUNT);
    for (let l = 0; l < LEVEL_COUNT; l++) total[l] += levels[l];
    totalBook += p.balance;
    const shaped = blocks.shapedValue.subarray(i * SHAPE_COUNT, (i + 1) * SHAPE_COUNT);
    for (let k = 0; k < SHAPE_COUNT; k++) totalShaped[k] += shaped[k];
    const { nonParallel, keyRateDurations } = shapedMeasures(
      shaped,
      levels[BASE_LEVEL],
      keyRatesOneSided(legs),
    );
    return {
      key: p.key,
      description: p.description,
      bookValue: p.balance,
      scenarios: scenarios(levels, shaped, p.balance),
      nonParallel,
      keyRateDurations,
    };
  });
  return {
    positions: rows,
    totals: { bookValue: totalBook, scenarios: scenarios(total, totalShaped, totalBook) },
  };
}
