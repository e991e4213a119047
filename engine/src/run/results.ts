import type { DepositModel } from "../deposits/depositModel.ts";
import type { PrepaymentModel } from "../prepayment/prepaymentModel.ts";
import type { NiiBalanceSheet } from "../income/projectInterest.ts";
import type { GapBucket } from "../gap/repricingGap.ts";
import type { Amortization } from "../positions/position.ts";
import type { Scenario } from "../scenarios/scenarios.ts";
import type { RateFloor } from "../scenarios/rateFloor.ts";
import type { NodeId, Side } from "../tree/folderNode.ts";
import type { Sensitivity } from "../valuation/valuationLevels.ts";

/** Interest of a node or total in one projection year of one scenario. */
export interface IncomeYear {
  year: number;
  /** Interest earned (assets) or paid (liabilities, capital), dollars. */
  interest: number;
  /** Average balance (static balance sheet: the book value). */
  averageBalance: number;
  /** Interest / average rate-bearing balance, as a fraction (0.045 = 4.5%). */
  averageRate: number;
  /** Interest / average balance including non-earning items, as a fraction. */
  yield: number;
}

/** Everything the engine measures for a node, a total or a position group. */
export interface Measures {
  bookValue: number;
  positionCount: number;
  /** Per shock id ("-400" … "Base" … "500"); null when the node hides NEV. */
  nev: Record<string, Sensitivity> | null;
  /** Market value per non-parallel shock id (IRRBB set); null when the node hides NEV. */
  nonParallel: Record<string, number> | null;
  /** Key-rate duration (years) per key tenor in months; null when the node hides NEV. */
  keyRateDurations: Record<string, number> | null;
  /** Per NII scenario id (shocks and "Ramp-400" … "Ramp+400"), one entry per year; null when hidden. */
  nii: Record<string, IncomeYear[]> | null;
  /** Balance per gap bucket by when it reprices, aligned with result.gapBuckets. */
  gap: number[];
  /** Balance per gap bucket by when it turns into cash (contractual and prepaid principal; deposits on demand). */
  liquidity: number[];
  /**
   * Balance-weighted annual CPR (percent) of the loans under each shock id once seasoned, after
   * the H3 overrides: the S-curve's answer to each scenario; null without loans.
   */
  prepaymentSpeeds: Record<string, number> | null;
}

export interface NodeResult extends Measures {
  id: NodeId;
  parentId: NodeId | null;
  key: string;
  description: string;
  depth: number;
  folderType: number;
  order: number;
  side: Side;
  rollUp: boolean;
  nevVisible: boolean;
  niiVisible: boolean;
}

/** One uploaded position; arrays are aligned with result.scenarios.nev / .nii. */
export interface PositionResult {
  key: string;
  description: string;
  amortization: Amortization;
  nodeId: NodeId | null;
  side: Side | null;
  bookValue: number;
  marketValue: number[];
  price: (number | null)[];
  effDuration: number[];
  effConvexity: number[];
  /** interest[scenario][year - 1], dollars. */
  interest: number[][];
  gap: number[];
}

/** NEV and its change from Base under one scenario. */
export interface NevMeasures {
  assets: number;
  liabilities: number;
  /** Net economic value: market value of assets less that of liabilities. */
  nev: number;
  /** NEV / market value of assets, fraction. */
  nevRatio: number;
  /** (NEV − base NEV) / |base NEV|, fraction. */
  nevChange: number;
  /** Change of the NEV ratio from base, basis points. */
  sensitivityBp: number;
}

export interface NevSummaryRow extends NevMeasures {
  scenario: string;
  label: string;
  bp: number;
  assetDuration: number;
  liabilityDuration: number;
  /** Asset duration less liability duration, years. */
  durationMismatch: number;
}

/** NEV under a non-parallel shock (the IRRBB standard set), against NEV at Base. */
export interface NonParallelRow extends NevMeasures {
  scenario: string;
  label: string;
}

export interface NiiYearRow {
  year: number;
  interestIncome: number;
  interestExpense: number;
  nii: number;
  nonInterestIncome: number;
  nonInterestExpense: number;
  netIncome: number;
  averageAssets: number;
  averageEarningAssets: number;
  averageLiabilities: number;
  /** NII / average assets, fraction. */
  nim: number;
  /** Net income / average assets, fraction. */
  roa: number;
  /** (NII − base NII) / |base NII| of the same year, fraction. */
  niiChange: number;
  netIncomeChange: number;
}

export interface NiiScenarioRow {
  scenario: string;
  label: string;
  kind: Scenario["kind"];
  bp: number;
  years: NiiYearRow[];
}

export interface GapRow {
  bucket: string;
  label: string;
  assets: number;
  liabilities: number;
  gap: number;
  cumulativeGap: number;
  /** Gap / total assets (book), fraction. */
  gapToAssets: number;
  cumulativeGapToAssets: number;
}

export interface BalanceSheetResult {
  niiYears: number;
  spreadBp: number;
  /** How non-maturity deposits were valued. */
  depositModel: DepositModel;
  /** How loan prepayment followed rates and age. */
  prepaymentModel: PrepaymentModel;
  /** The NII projection's balance sheet: "constant" (run-off replaced) or "runoff". */
  niiBalanceSheet: NiiBalanceSheet;
  /** Whether shocked curves were floored at zero, and which scenarios the floor changed. */
  rateFloor: RateFloor;
  scenarios: { nev: Scenario[]; nii: Scenario[]; nonParallel: { id: string; label: string }[] };
  /** Tenors (months) of the key-rate durations. */
  keyRateTenors: number[];
  gapBuckets: GapBucket[];
  totals: { asset: Measures; liability: Measures; capital: Measures };
  nevSummary: NevSummaryRow[];
  nonParallelSummary: NonParallelRow[];
  niiSummary: NiiScenarioRow[];
  gapSummary: GapRow[];
  nodes: NodeResult[];
  positions: PositionResult[];
  warnings: string[];
}
