/**
 * The api's what-if answers (POST /core/datasets/{id}/whatif, goalseek): numbers as the engine
 * computed them; the resolvers make them Decimal and Money and global ids.
 */

export interface WhatIfStatusModel {
  text: string;
  tone: "success" | "warning" | "error";
}

export interface WhatIfFigureModel {
  value: number | null;
  text: string;
  status: WhatIfStatusModel | null;
  /** The scenario a worst-case measure is in; absent from a policy check's figure. */
  scenarioName?: string | null;
  /** The durations beside the duration mismatch; absent from a policy check's figure. */
  durations?: WhatIfDurationsModel | null;
}

export interface WhatIfDurationsModel {
  assets: number;
  liabilities: number;
  text: string;
}

export interface WhatIfLimitModel {
  label: string;
  value: number;
  text: string;
}

export interface WhatIfScenarioPointModel {
  scenario: string;
  name: string;
  bp: number;
  asIs: number | null;
  withChanges: number | null;
}

export interface WhatIfMeasureModel {
  key: string;
  label: string;
  seriesLabel: string;
  /** How it is computed, where the figures beside it may not add up to it; absent from older apis. */
  note?: string | null;
  unit: "RATIO" | "MONEY" | "YEARS";
  limit: WhatIfLimitModel | null;
  asIs: WhatIfFigureModel;
  withChanges: WhatIfFigureModel;
  series: WhatIfScenarioPointModel[];
}

/** A figure of a measure with the measure's unit: MONEY figures also answer `money`. */
export type WhatIfFigureOfMeasure = WhatIfFigureModel & { unit: WhatIfMeasureModel["unit"] };

export interface NcuaRatingReadingModel {
  rating: "LOW" | "MODERATE" | "HIGH";
  text: string;
  status: WhatIfStatusModel;
  postShockRatio: number | null;
  sensitivity: number | null;
  row: number;
  column: number;
  ratioBand: string;
  declineBand: string;
}

export interface WhatIfPolicyCheckModel {
  limit: WhatIfLimitModel;
  asIs: WhatIfFigureModel;
  withChanges: WhatIfFigureModel;
}

export interface WhatIfAppliedChangeModel {
  description: string;
  amount: number;
}

export interface WhatIfBalanceModel {
  asIs: number;
  withChanges: number;
}

export interface WhatIfModel {
  dataSetId: number;
  dataSetName: string;
  /** The data set's client: part of its global id. */
  clientId: number;
  asOfDate: string;
  reportDefinitionId: number;
  reportDefinitionName: string;
  shockBp: number;
  changes: WhatIfAppliedChangeModel[];
  totalAssets: WhatIfBalanceModel;
  rating: { asIs: NcuaRatingReadingModel; withChanges: NcuaRatingReadingModel };
  measures: WhatIfMeasureModel[];
  policy: WhatIfPolicyCheckModel[];
  computeMs: number;
}

export interface GoalSeekModel {
  outcome: "ALREADY_MET" | "REACHED" | "UNREACHABLE";
  message: string;
  amount: number | null;
  step: number;
  reachedValue: number | null;
  valueOneStepLess: number | null;
  groupBalance: number;
  evaluations: number;
  whatIf: WhatIfModel;
  /** Policy limits met as it is that the what-if found breaches, named as the matrix names them. */
  limitsBroken: string[];
  /** Policy limits breached as it is that the what-if found leaves breached. */
  limitsStillBreached: string[];
}

/** The groups of a data set's chart that hold non-maturity deposits (GET …/whatif/depositgroups). */
export interface DepositGroupsModel {
  dataSetId: number;
  reportDefinitionId: number;
  keys: string[];
  /** The groups of assets and liabilities. */
  balanceSheetKeys: string[];
  /** Of those, the groups holding a balance: what a resize, a lever or a counterpart may name. */
  resizableKeys: string[];
  /** Of those, the leaves a purchase may be bought into. */
  purchaseKeys: string[];
  /** Of those, the leaves holding loans or securities, with how most of their balance repays. */
  purchaseTerms: { key: string; amortization: "LEVEL" | "BULLET"; cpr: number }[];
  /** Of keys, the decay and beta (fractions) each group's non-maturity deposits run on now. */
  depositTerms: { key: string; decay: number; beta: number }[];
}
