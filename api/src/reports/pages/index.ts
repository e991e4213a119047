import { page as executiveSummary } from "./11-executive-summary.ts";
import { page as economicUpdate } from "./12-economic-update.ts";
import { page as currentMarketThemes } from "./13-current-market-themes.ts";
import { page as fixedIncomePerformanceUpdate } from "./14-fixed-income-performance-update.ts";
import { page as mortgagePipelineHedgingUpdate } from "./15-mortgage-pipeline-hedging-update.ts";
import { page as commentary } from "./16-commentary.ts";
import { page as disclaimers } from "./17-disclaimers.ts";
import { page as almSummary } from "./20-alm-summary.ts";
import { page as nevSummary } from "./21-nev-summary.ts";
import { page as niiSummary } from "./22-nii-summary.ts";
import { page as investmentSummary } from "./23-investment-summary.ts";
import { page as assetLiabilityManagementSummary } from "./24-asset-liability-management-summary.ts";
import { page as balanceSheetComposition } from "./25-balance-sheet-composition.ts";
import { page as interestRateRiskMeasurementTrends } from "./26-interest-rate-risk-measurement-trends.ts";
import { page as complianceWithPolicyMatrix } from "./27-compliance-with-policy-matrix.ts";
import { page as policyMeasurements } from "./28-policy-measurements.ts";
import { page as liquidity } from "./29-liquidity.ts";
import { page as nevOverview } from "./30-nev-overview.ts";
import { page as nevChange } from "./31-nev-change.ts";
import { page as nevVolatility } from "./32-nev-volatility.ts";
import { page as nevPercentOfValueChange } from "./33-nev-percent-of-value-change.ts";
import { page as curveShapes } from "./34-non-parallel-scenarios-and-key-rate-durations.ts";
import { page as projectedNIIVolatility } from "./35-projected-nii-volatility.ts";
import { page as projectedNIIComparison } from "./36-projected-nii-comparison.ts";
import { page as netIncomeAndROAComparison } from "./37-net-income-and-roa-comparison.ts";
import { page as earningsAtRisk } from "./38-earnings-at-risk.ts";
import { page as behavioralGap } from "./10-behavioral-gap.ts";
import { page as liquidityGap } from "./40-liquidity-gap.ts";
import { page as nevDetailedPrice } from "./47-nev-detailed-price.ts";
import { page as nevDetailedValue } from "./49-nev-detailed-value.ts";
import { page as nevDetailedGainLoss } from "./51-nev-detailed-gain-loss.ts";
import { page as nevDetailedEffectiveDuration } from "./53-nev-detailed-effective-duration.ts";
import { page as nevBaseComparison } from "./41-nev-base-comparison.ts";
import { page as nevShockComparison } from "./42-nev-shock-comparison.ts";
import { page as nevVolatilityComparison } from "./43-nev-volatility-comparison.ts";
import { page as contributionOfRisk } from "./44-contribution-of-risk.ts";
import { page as contributionOfRisk45 } from "./45-contribution-of-risk.ts";
import { page as nevVolatilitiesFromBase } from "./46-nev-volatilities-from-base.ts";
import { page as niiDollarProjections } from "./55-nii-dollar-projections.ts";
import { page as niiVariability } from "./56-nii-variability.ts";
import { page as niiYieldProjections } from "./57-nii-yield-projections.ts";
import { page as niiBaseComparison } from "./58-nii-base-comparison.ts";
import { page as niiShockComparison } from "./59-nii-shock-comparison.ts";
import { page as niiVolatilityComparison } from "./60-nii-volatility-comparison.ts";
import { page as contributionsToNIIVolatilities } from "./61-contributions-to-nii-volatilities.ts";
import { page as shockedNIIProjections } from "./62-shocked-nii-projections.ts";
import { page as investmentOverview } from "./91-investment-overview.ts";
import { page as investmentShockAsAPercentOfCapital } from "./95-investment-shock-as-a-percent-of-capital.ts";
import { page as fullBalanceSheetAssumptions } from "./70-full-balance-sheet-assumptions.ts";
import { page as marketPricing } from "./71-market-pricing.ts";
import { page as marketSpreads } from "./72-market-spreads.ts";
import { page as prepaymentAssumptions } from "./73-prepayment-assumptions.ts";
import { page as nonMaturityDepositAssumptions } from "./74-non-maturity-deposit-assumptions.ts";
import { page as repricingGap } from "./80-repricing-gap.ts";
import { page as cumulativeGap } from "./81-cumulative-gap.ts";
import { page as nevBacktesting } from "./84-nev-backtesting.ts";
import { page as niiBacktesting } from "./85-nii-backtesting.ts";
import { page as treasuryCurveHistory } from "./88-treasury-curve-history.ts";
import { page as rateScenarioDefinitions } from "./89-rate-scenario-definitions.ts";
import type { GroupDefinition } from "./page-definition.ts";

/** The catalogue: every group and its pages in display order. Adding a page is adding its module here. */
export const REPORT_GROUPS: readonly GroupDefinition[] = [
  /** Narrative pages: the analyst's commentary and the market context of the report package. */
  {
    id: 1,
    description: "Balance Sheet Assessment",
    pages: [
      executiveSummary,
      economicUpdate,
      currentMarketThemes,
      fixedIncomePerformanceUpdate,
      mortgagePipelineHedgingUpdate,
      commentary,
      disclaimers,
    ],
  },
  /** One-page views of the whole package. */
  {
    id: 2,
    description: "Report Overview",
    pages: [
      almSummary,
      nevSummary,
      niiSummary,
      investmentSummary,
      assetLiabilityManagementSummary,
      balanceSheetComposition,
      interestRateRiskMeasurementTrends,
      complianceWithPolicyMatrix,
      policyMeasurements,
      liquidity,
    ],
  },
  {
    id: 3,
    description: "Net Economic Value",
    pages: [nevOverview, nevChange, nevVolatility, nevPercentOfValueChange, curveShapes],
  },
  /** NII pages: projected income per year under ramps and the shock. */
  {
    id: 4,
    description: "Net Interest Income",
    pages: [projectedNIIVolatility, projectedNIIComparison, netIncomeAndROAComparison, earningsAtRisk],
  },
  /** Detail pages behind the summaries, in the order the spec lists them. */
  {
    id: 5,
    description: "Supplemental",
    pages: [
      behavioralGap,
      liquidityGap,
      nevDetailedPrice,
      nevDetailedValue,
      nevDetailedGainLoss,
      nevDetailedEffectiveDuration,
      nevBaseComparison,
      nevShockComparison,
      nevVolatilityComparison,
      contributionOfRisk,
      contributionOfRisk45,
      nevVolatilitiesFromBase,
      niiDollarProjections,
      niiVariability,
      niiYieldProjections,
      niiBaseComparison,
      niiShockComparison,
      niiVolatilityComparison,
      contributionsToNIIVolatilities,
      shockedNIIProjections,
      investmentOverview,
      investmentShockAsAPercentOfCapital,
    ],
  },
  {
    id: 6,
    description: "Assumptions",
    pages: [
      fullBalanceSheetAssumptions,
      marketPricing,
      marketSpreads,
      prepaymentAssumptions,
      nonMaturityDepositAssumptions,
    ],
  },
  /** Groups of the extended report package (the spec's other variant of the catalogue). */
  {
    id: 7,
    description: "Gap Analyses",
    extended: true,
    pages: [repricingGap, cumulativeGap],
  },
  {
    id: 8,
    description: "What-ifs (Backtesting)",
    extended: true,
    pages: [nevBacktesting, niiBacktesting],
  },
  {
    id: 9,
    description: "Extras",
    extended: true,
    pages: [treasuryCurveHistory, rateScenarioDefinitions],
  },
];
