import { createFlows } from "../cashflows/flows.ts";
import type { RateEnv } from "../cashflows/flows.ts";
import { cprUnderShock, positionTerms } from "../cashflows/positionTerms.ts";
import type { PositionTerms } from "../cashflows/positionTerms.ts";
import type { Assumptions } from "../cashflows/positionTerms.ts";
import { addPositionLiquidity } from "../gap/liquidityGap.ts";
import { GAP_BUCKET_COUNT, addPositionGap } from "../gap/repricingGap.ts";
import {
  IncomeScratch,
  projectInterest,
  projectRunoffInterest,
  type NiiBalanceSheet,
} from "../income/projectInterest.ts";
import type { Position } from "../positions/position.ts";
import { NII_SCENARIOS, SHOCKS, scenarioShift } from "../scenarios/scenarios.ts";
import type { DepositModel } from "../deposits/depositModel.ts";
import type { PrepaymentModel } from "../prepayment/prepaymentModel.ts";
import { DiscountTables } from "../valuation/discountTables.ts";
import { LEVEL_COUNT, SHOCK_COUNT } from "../valuation/valuationLevels.ts";
import { valuePosition } from "../valuation/valuePosition.ts";
import { ShapedTables } from "../valuation/shapedTables.ts";
import { valueShaped } from "../valuation/valueShaped.ts";
import { FlowsByChange } from "../valuation/flowsByChange.ts";
import { RunoffShares } from "../cashflows/runoffShares.ts";
import { SHAPE_COUNT } from "../scenarios/curveShapes.ts";

export interface EvaluateOptions {
  /** Projection years of NII; 0 skips the income projection. */
  niiYears: number;
  /** Discount spread for positions without a group spread, bp. */
  spreadBp: number;
  /** Floor shifted par yields at zero before discounting (default true); false lets rates go negative. */
  floorAtZero?: boolean;
  /** What happens to balances that run off in the NII projection (default "constant"). */
  niiBalanceSheet?: NiiBalanceSheet;
  /** How non-maturity deposits are valued (default DEFAULT_DEPOSIT_MODEL). */
  deposits?: DepositModel;
  /** How loan prepayment follows rates and age (default DEFAULT_PREPAYMENT_MODEL). */
  prepayment?: PrepaymentModel;
  /** Group assumptions per position (same order), if any. */
  assumptions?: readonly (Assumptions | undefined)[];
}

/**
 * Raw per-position results in flat typed arrays (position-major), so that
 * 100,000 positions cost a few megabytes and roll-ups are tight loops.
 */
export interface PositionBlocks {
  count: number;
  niiYears: number;
  /** Market value at each valuation level: count × LEVEL_COUNT. */
  marketValue: Float64Array;
  /** Interest per NII scenario and year: count × NII_SCENARIOS × niiYears. */
  interest: Float64Array;
  /** Market value under each shaped shock (non-parallel, key-rate bumps): count × SHAPE_COUNT. */
  shapedValue: Float64Array;
  /**
   * Average balance per NII scenario and year (count × NII_SCENARIOS × niiYears) when balances run
   * off; empty on a constant balance sheet, where it is the book value.
   */
  averageBalance: Float64Array;
  /** Seasoned annual CPR (percent) of each loan under each shock: count × SHOCK_COUNT (0 for others). */
  cpr: Float64Array;
  /** Balance per gap bucket: count × GAP_BUCKET_COUNT. */
  gap: Float64Array;
  /** Balance per gap bucket by when it turns into cash (liquidity): count × GAP_BUCKET_COUNT. */
  liquidity: Float64Array;
}

export function evaluatePositions(
  positions: readonly Position[],
  curve: Float64Array,
  options: EvaluateOptions,
): PositionBlocks {
  const n = positions.length;
  const years = options.niiYears;
  const perIncome = NII_SCENARIOS.length * years;
  const runoff = options.niiBalanceSheet === "runoff";
  const blocks: PositionBlocks = {
    count: n,
    niiYears: years,
    marketValue: new Float64Array(n * LEVEL_COUNT),
    shapedValue: new Float64Array(n * SHAPE_COUNT),
    interest: new Float64Array(n * perIncome),
    averageBalance: new Float64Array(runoff ? n * perIncome : 0),
    cpr: new Float64Array(n * SHOCK_COUNT),
    gap: new Float64Array(n * GAP_BUCKET_COUNT),
    liquidity: new Float64Array(n * GAP_BUCKET_COUNT),
  };
  const floorAtZero = options.floorAtZero ?? true;
  const tables = new DiscountTables(curve, floorAtZero);
  const shaped = new ShapedTables(curve, floorAtZero);
  // Every field present (forwards too), as in the valuation's environments: projectTranche then
  // sees environments of one shape only and its property reads stay fast.
  const envs: RateEnv[] = NII_SCENARIOS.map((s) => ({
    curve,
    shift: scenarioShift(s),
    forwards: undefined,
    floorAtZero,
  }));
  const flows = createFlows();
  const scratch = createFlows();
  const byChange = new FlowsByChange();
  const shares = new RunoffShares();
  const income = new IncomeScratch();
  for (let i = 0; i < n; i++) {
    const t = positionTerms(
      positions[i],
      options.assumptions?.[i],
      options.spreadBp,
      options.deposits,
      options.prepayment,
    );
    shares.start();
    t.shares = shares;
    valuePosition(
      t,
      tables,
      flows,
      blocks.marketValue.subarray(i * LEVEL_COUNT, (i + 1) * LEVEL_COUNT),
      byChange,
    );
    valueShaped(
      t,
      shaped,
      flows,
      scratch,
      blocks.shapedValue.subarray(i * SHAPE_COUNT, (i + 1) * SHAPE_COUNT),
      byChange,
    );
    speedsByShock(t, curve, floorAtZero, blocks.cpr.subarray(i * SHOCK_COUNT, (i + 1) * SHOCK_COUNT));
    addPositionGap(t, flows, blocks.gap.subarray(i * GAP_BUCKET_COUNT, (i + 1) * GAP_BUCKET_COUNT));
    addPositionLiquidity(
      t,
      flows,
      blocks.liquidity.subarray(i * GAP_BUCKET_COUNT, (i + 1) * GAP_BUCKET_COUNT),
    );
    if (years > 0) {
      const interest = blocks.interest.subarray(i * perIncome, (i + 1) * perIncome);
      if (runoff) {
        const balances = blocks.averageBalance.subarray(i * perIncome, (i + 1) * perIncome);
        projectRunoffInterest(t, envs, years, income, interest, balances, byChange);
      } else projectInterest(t, envs, years, income, interest, byChange);
    }
  }
  return blocks;
}

/** The CPR a loan prepays at under each shock once seasoned (the prepayment assumptions page shows it). */
function speedsByShock(t: PositionTerms, curve: Float64Array, floorAtZero: boolean, out: Float64Array): void {
  if (t.kind !== "level" && t.kind !== "bullet") return;
  SHOCKS.forEach((s, k) => {
    out[k] = cprUnderShock(t, s.bp / 100, curve, floorAtZero);
  });
}
