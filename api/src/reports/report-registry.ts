import type { ReportContext } from "./report-context.ts";
import type { BlockData } from "./report-model.ts";
import {
  balanceSheetAssumptionsPage,
  depositAssumptionsPage,
  marketPricingPage,
  marketSpreadsPage,
  prepaymentPage,
  scenarioDefinitionsPage,
} from "./builders/assumptions.ts";
import { cumulativeGapPage, gapTreePage, liquidityPage } from "./builders/gaps.ts";
import {
  investmentOverviewPage,
  investmentShockPage,
  investmentSummaryPage,
} from "./builders/investments.ts";
import {
  netIncomePage,
  niiBacktestPage,
  niiComparisonPage,
  niiSummaryPage,
  niiTreePage,
} from "./builders/nii.ts";
import { nevOverviewPage } from "./builders/overview.ts";
import { complianceMatrixPage, executiveSummaryPage, policyMeasurementsPage } from "./builders/policy.ts";
import { positionTreePage } from "./builders/position-tree.ts";
import {
  comparedTreePage,
  contributionPage,
  detailedTreePage,
  volatilityFromBasePage,
} from "./builders/price-tree.ts";
import {
  almSummaryPage,
  compositionPage,
  nevBacktestPage,
  nevSummaryPage,
  nevVolatilityPage,
  riskComparisonPage,
  valueChangePage,
} from "./builders/summary.ts";
import { textPage } from "./builders/text.ts";
import { curveHistoryPage, riskTrendPage } from "./builders/trend.ts";

export type ReportBuilder = (ctx: ReportContext) => Record<string, BlockData>;

/** The builder of each catalogue page, by report id; one module per report family. */
export const REPORT_BUILDERS: Record<number, ReportBuilder> = {
  // Balance Sheet Assessment
  11: executiveSummaryPage,
  12: textPage,
  13: textPage,
  14: textPage,
  15: textPage,
  16: textPage,
  17: textPage,
  // Report Overview
  20: almSummaryPage,
  21: nevSummaryPage,
  22: niiSummaryPage,
  23: investmentSummaryPage,
  24: riskComparisonPage,
  25: compositionPage,
  26: riskTrendPage,
  27: complianceMatrixPage,
  28: policyMeasurementsPage,
  29: liquidityPage,
  // Net Economic Value
  30: nevOverviewPage,
  31: nevSummaryPage,
  32: nevVolatilityPage,
  33: valueChangePage,
  // Net Interest Income
  35: niiSummaryPage,
  36: niiComparisonPage,
  37: netIncomePage,
  // Supplemental
  10: gapTreePage,
  40: gapTreePage,
  41: comparedTreePage,
  42: comparedTreePage,
  43: comparedTreePage,
  44: contributionPage,
  45: contributionPage,
  46: volatilityFromBasePage,
  47: detailedTreePage,
  49: positionTreePage,
  51: detailedTreePage,
  53: detailedTreePage,
  55: niiTreePage,
  56: niiTreePage,
  57: niiTreePage,
  58: niiTreePage,
  59: niiTreePage,
  60: niiTreePage,
  61: niiTreePage,
  62: niiTreePage,
  91: investmentOverviewPage,
  95: investmentShockPage,
  // Assumptions
  70: balanceSheetAssumptionsPage,
  71: marketPricingPage,
  72: marketSpreadsPage,
  73: prepaymentPage,
  74: depositAssumptionsPage,
  // Gap Analyses, What-ifs, Extras
  80: gapTreePage,
  81: cumulativeGapPage,
  84: nevBacktestPage,
  85: niiBacktestPage,
  88: curveHistoryPage,
  89: scenarioDefinitionsPage,
};
