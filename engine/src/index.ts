export { runBalanceSheet } from "./runBalanceSheet.ts";
export { MOST_NII_YEARS } from "./run/prepareRun.ts";
export type { BalanceSheetInput } from "./runBalanceSheet.ts";
export type {
  BalanceSheetResult,
  GapRow,
  IncomeYear,
  Measures,
  NevMeasures,
  NevSummaryRow,
  NiiScenarioRow,
  NiiYearRow,
  NodeResult,
  NonParallelRow,
  PositionResult,
} from "./run/results.ts";
export { valuePositions } from "./valuePositions.ts";
export type { PositionValuation, ScenarioSensitivity, Valuation } from "./valuePositions.ts";

export type { Amortization, Position } from "./positions/position.ts";
export {
  AMORTIZATION_KINDS,
  MAX_INDEX_MONTHS,
  MAX_TERM_MONTHS,
  plainPosition,
} from "./positions/position.ts";
export {
  POSITION_COLUMNS,
  REQUIRED_POSITION_COLUMNS,
  POSITION_TEMPLATE_HEADER,
  POSITION_ROW_DEFAULTS,
  positionsCsv,
  positionTemplateSampleCsv,
} from "./positions/positionTemplate.ts";
export { parsePositionsCsv, validatePositionSheet } from "./positions/parsePositionsCsv.ts";
export { validatePositionRows } from "./positions/validatePositionRows.ts";
export type { ParseResult, ValidationError } from "./csv/validationError.ts";
export { asSentence, describeProblem, groupProblems, rowsText } from "./csv/groupProblems.ts";
export type { FileProblem } from "./csv/groupProblems.ts";

export type { GroupOverride } from "./overrides/groupOverride.ts";
export {
  OVERRIDES_HEADER,
  OVERRIDE_COLUMNS,
  overridesSampleCsv,
  parseOverridesCsv,
  validateOverrideRows,
  validateOverrideSheet,
} from "./overrides/parseOverridesCsv.ts";

export type { CurvePoint, YieldCurve } from "./curve/curve.ts";
export {
  bootstrapZeroRates,
  discountFactors,
  interpolateRate,
  monthlyCurveRates,
  shockedYield,
} from "./curve/curve.ts";
export {
  CURVE_COLUMNS,
  CURVE_RATE_RANGE,
  curveToCsv,
  KNOWN_CURVE_TENORS,
  parseCurveCsv,
  REQUIRED_CURVE_TENORS,
  validateCurveSheet,
} from "./curve/parseCurveCsv.ts";
export { TREASURY_CURVES, treasuryCurve } from "./curve/treasuryCurves.ts";
export type { TreasuryCurve } from "./curve/treasuryCurves.ts";

export type { DepositModel } from "./deposits/depositModel.ts";
export type { PrepaymentModel } from "./prepayment/prepaymentModel.ts";
export {
  CONSTANT_CPR_MODEL,
  DEFAULT_PREPAYMENT_MODEL,
  prepaymentModelProblems,
} from "./prepayment/prepaymentModel.ts";
export type { NiiBalanceSheet } from "./income/projectInterest.ts";
export {
  DEFAULT_DEPOSIT_MODEL,
  depositModelProblems,
  TREASURY_DEPOSIT_MODEL,
} from "./deposits/depositModel.ts";
export type { Scenario } from "./scenarios/scenarios.ts";
export type { FlooredScenario, RateFloor } from "./scenarios/rateFloor.ts";
export type { CurveShape } from "./scenarios/curveShapes.ts";
export {
  IRRBB_USD_BP,
  KEY_RATE_TENORS,
  NON_PARALLEL_SHAPES,
  keyRateWeight,
} from "./scenarios/curveShapes.ts";
export { NII_SCENARIOS, RAMPS, SHOCKS } from "./scenarios/scenarios.ts";
export type { Sensitivity } from "./valuation/valuationLevels.ts";
export { DURATION_BUMP_BP } from "./valuation/valuationLevels.ts";
export { GAP_BUCKETS } from "./gap/repricingGap.ts";
export type { GapBucket } from "./gap/repricingGap.ts";

export type { FolderNode, NodeId, Side } from "./tree/folderNode.ts";
export { FOLDER_TYPE, flattenFolderTree } from "./tree/folderNode.ts";
export { nodeNiiComparison, niiComparison, scenarioColumns } from "./report/reportColumns.ts";
export type { NiiComparison, NiiComparisonScenarios } from "./report/reportColumns.ts";
export { sampleChartOfAccounts } from "./demo/sampleChartOfAccounts.ts";
export { seededRandom } from "./demo/seeded-random.ts";
export { parseCsv } from "./csv/parseCsv.ts";
export { evaluateBalanceSheet } from "./runBalanceSheet.ts";
export { partRanges, SUM_CHUNK } from "./run/chunkSums.ts";
export type { RunPart } from "./run/chunkSums.ts";
