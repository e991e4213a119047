import { monthlyCurveRates } from "./curve/curve.ts";
import type { YieldCurve } from "./curve/curve.ts";
import { GAP_BUCKETS } from "./gap/repricingGap.ts";
import { overridesByNode } from "./overrides/groupOverride.ts";
import type { GroupOverride } from "./overrides/groupOverride.ts";
import type { Position } from "./positions/position.ts";
import { Accumulator } from "./run/accumulator.ts";
import { evaluatePositions, type PositionBlocks } from "./run/evaluatePositions.ts";
import { positionResult } from "./run/positionResults.ts";
import type { BalanceSheetResult, NevSummaryRow, NiiScenarioRow, NodeResult } from "./run/results.ts";
import { TOTAL_ROW, gapSummary, nevSummary, niiSummary, nonParallelSummary } from "./run/summaries.ts";
import { KEY_RATE_TENORS, NON_PARALLEL_SHAPES } from "./scenarios/curveShapes.ts";
import { NII_SCENARIOS, SHOCKS } from "./scenarios/scenarios.ts";
import { rateFloorOf } from "./scenarios/rateFloor.ts";
import { flattenFolderTree } from "./tree/folderNode.ts";
import type { FolderNode } from "./tree/folderNode.ts";
import { indexTree, normalizeKey } from "./tree/indexTree.ts";
import { DEFAULT_DEPOSIT_MODEL, depositModelProblems, type DepositModel } from "./deposits/depositModel.ts";
import type { NiiBalanceSheet } from "./income/projectInterest.ts";
import {
  DEFAULT_PREPAYMENT_MODEL,
  prepaymentModelProblems,
  type PrepaymentModel,
} from "./prepayment/prepaymentModel.ts";
import { incomeStatementAmounts } from "./income/incomeStatement.ts";

export interface BalanceSheetInput {
  positions: readonly Position[];
  curve: YieldCurve;
  /** Chart-of-accounts folder tree, flat (parentId) or nested (children). */
  tree: readonly FolderNode[];
  overrides?: readonly GroupOverride[];
  /** Projection years of NII, 1 to 10 (default 2). */
  niiYears?: number;
  /** Discount spread over the curve for positions without a group spread, bp. */
  spreadBp?: number;
  /**
   * Annual non-interest income and expense for net income and ROA; by default the positions on
   * the chart's income statement section (0 without one).
   */
  nonInterestIncome?: number;
  nonInterestExpense?: number;
  /**
   * Floor shocked par curves at zero (default true): a -400 bp shock on a low curve then discounts
   * at the spread alone, and a rate already below zero falls no further. Base is never floored: a
   * negative curve is valued as quoted. False lets shocked rates go negative. The result's
   * `rateFloor` says which scenarios the floor changed.
   */
  floorAtZero?: boolean;
  /**
   * How non-maturity deposits are valued: funding spread, beta lag, decay sensitivity; each
   * missing field takes DEFAULT_DEPOSIT_MODEL's value.
   */
  deposits?: Partial<DepositModel>;
  /**
   * How loan prepayment follows the refinancing incentive and seasons; each missing field takes
   * DEFAULT_PREPAYMENT_MODEL's value.
   */
  prepayment?: Partial<PrepaymentModel>;
  /**
   * The NII projection's balance sheet (default "constant"): "constant" keeps its size, every
   * balance that runs off replaced at once by the same product at the scenario's rates; "runoff"
   * replaces nothing, so interest and average balances shrink as the book runs off.
   */
  niiBalanceSheet?: NiiBalanceSheet;
  /** Leave out per-position results (they dominate the size for big files). */
  omitPositions?: boolean;
}

/** A run's checked options, its indexed tree and each position's leaf: what valuing a slice needs. */
function prepareRun(input: BalanceSheetInput) {
  const niiYears = input.niiYears ?? 2;
  if (!Number.isInteger(niiYears) || niiYears < 1 || niiYears > 10) {
    throw new RangeError(`niiYears must be a whole number from 1 to 10; got ${niiYears}`);
  }
  const spreadBp = input.spreadBp ?? 0;
  const deposits = { ...DEFAULT_DEPOSIT_MODEL, ...input.deposits };
  const niiBalanceSheet = input.niiBalanceSheet ?? "constant";
  if (niiBalanceSheet !== "constant" && niiBalanceSheet !== "runoff") {
    throw new RangeError(`niiBalanceSheet must be "constant" or "runoff"; got ${String(niiBalanceSheet)}`);
  }
  const depositProblems = depositModelProblems(deposits);
  if (depositProblems.length) throw new RangeError(`deposit model: ${depositProblems.join("; ")}`);
  const prepayment = { ...DEFAULT_PREPAYMENT_MODEL, ...input.prepayment };
  const prepaymentProblems = prepaymentModelProblems(prepayment);
  if (prepaymentProblems.length) throw new RangeError(`prepayment model: ${prepaymentProblems.join("; ")}`);
  const nested = input.tree.some((n) => (n.children?.length ?? 0) > 0);
  const tree = indexTree(nested ? flattenFolderTree(input.tree) : input.tree);
  const { byNode, unmatched } = overridesByNode(tree, input.overrides ?? []);
  const nodeOf = input.positions.map((p) => tree.byKey.get(normalizeKey(p.key)) ?? -1);
  const floorAtZero = input.floorAtZero ?? true;
  const par = monthlyCurveRates(input.curve);
  return {
    niiYears,
    spreadBp,
    deposits,
    prepayment,
    niiBalanceSheet,
    tree,
    byNode,
    unmatched,
    nodeOf,
    floorAtZero,
    par,
  };
}

type PreparedRun = ReturnType<typeof prepareRun>;

function evaluateRange(input: BalanceSheetInput, run: PreparedRun, from: number, to: number): PositionBlocks {
  return evaluatePositions(input.positions.slice(from, to), run.par, {
    niiYears: run.niiYears,
    spreadBp: run.spreadBp,
    floorAtZero: run.floorAtZero,
    deposits: run.deposits,
    prepayment: run.prepayment,
    niiBalanceSheet: run.niiBalanceSheet,
    assumptions: run.nodeOf.slice(from, to).map((j) => (j >= 0 ? run.byNode[j] : undefined)),
  });
}

/**
 * The per-position results of positions `from` to `to` (exclusive) of a run: one part of a run
 * split across processes. Each position is valued on its own, so the parts, joined in order
 * (joinBlocks) and given to runBalanceSheet, give the very result of the unsplit run.
 */
export function evaluateBalanceSheet(
  input: BalanceSheetInput,
  from = 0,
  to = input.positions.length,
): PositionBlocks {
  if (!(
    Number.isInteger(from) &&
    Number.isInteger(to) &&
    0 <= from &&
    from <= to &&
    to <= input.positions.length
  ))
    throw new RangeError(
      `positions ${from} to ${to} are not a range of the ${input.positions.length} positions`,
    );
  return evaluateRange(input, prepareRun(input), from, to);
}

/**
 * Values a balance sheet under every scenario and rolls it up over the folder tree. `evaluated`:
 * its positions' results computed already (evaluateBalanceSheet's parts, joined), so that only
 * the roll-up is left.
 */
export function runBalanceSheet(input: BalanceSheetInput, evaluated?: PositionBlocks): BalanceSheetResult {
  const run = prepareRun(input);
  const { niiYears, spreadBp, deposits, prepayment, niiBalanceSheet, tree, nodeOf, floorAtZero, par } = run;
  const warnings = [...tree.warnings];
  for (const g of run.unmatched) warnings.push(`override group "${g}" matches no folder`);
  const missing = new Set(input.positions.filter((_, i) => nodeOf[i] < 0).map((p) => p.key));
  for (const key of missing)
    warnings.push(
      `position key "${key}" matches no leaf of the chart of accounts; it is left out of the roll-up`,
    );
  if (evaluated && (evaluated.count !== input.positions.length || evaluated.niiYears !== niiYears))
    throw new RangeError(
      `the results given are of ${evaluated.count} positions over ${evaluated.niiYears} years; the run has ${input.positions.length} over ${niiYears}`,
    );
  const blocks = evaluated ?? evaluateRange(input, run, 0, input.positions.length);

  const statement = incomeStatementAmounts(tree, input.positions, nodeOf);
  const runoff = niiBalanceSheet === "runoff";
  const nodes = new Accumulator(tree.nodes.length, niiYears, runoff);
  const totals = new Accumulator(3, niiYears, runoff);
  input.positions.forEach((p, i) => {
    const j = nodeOf[i];
    if (j < 0) return;
    nodes.addPosition(j, p, blocks, i);
    const side = tree.side[j];
    if (tree.inTotals[j] && side !== "other") totals.addPosition(TOTAL_ROW[side], p, blocks, i);
  });
  for (let i = tree.nodes.length - 1; i >= 0; i--) {
    const p = tree.parent[i];
    if (p >= 0 && tree.nodes[i].rollUp !== false) nodes.addRow(p, i);
  }

  const nevRows = nevSummary(totals);
  const niiRows = niiSummary(totals, niiYears, {
    nonInterestIncome: input.nonInterestIncome ?? statement.nonInterestIncome,
    nonInterestExpense: input.nonInterestExpense ?? statement.nonInterestExpense,
  });
  const nodeResults: NodeResult[] = tree.nodes.map((n, i) => ({
    id: n.id,
    parentId: tree.parent[i] >= 0 ? tree.nodes[tree.parent[i]].id : (n.parentId ?? null),
    key: n.key,
    description: n.description,
    depth: n.depth,
    folderType: n.folderType,
    order: n.order ?? i,
    side: tree.side[i],
    rollUp: n.rollUp !== false,
    nevVisible: n.nevVisible,
    niiVisible: n.niiVisible,
    ...nodes.measures(i, n.nevVisible, n.niiVisible),
  }));

  return {
    niiYears,
    spreadBp,
    depositModel: deposits,
    prepaymentModel: prepayment,
    niiBalanceSheet,
    rateFloor: rateFloorOf(input.curve, par, floorAtZero, sameResults(nevRows, niiRows)),
    scenarios: {
      nev: [...SHOCKS],
      nii: [...NII_SCENARIOS],
      nonParallel: NON_PARALLEL_SHAPES.map(({ id, label }) => ({ id, label })),
    },
    keyRateTenors: [...KEY_RATE_TENORS],
    gapBuckets: [...GAP_BUCKETS],
    totals: {
      asset: totals.measures(TOTAL_ROW.asset),
      liability: totals.measures(TOTAL_ROW.liability),
      capital: totals.measures(TOTAL_ROW.capital),
    },
    nevSummary: nevRows,
    nonParallelSummary: nonParallelSummary(totals, nevRows),
    niiSummary: niiRows,
    gapSummary: gapSummary(totals),
    nodes: nodeResults,
    positions: input.omitPositions
      ? []
      : input.positions.map((p, i) =>
          positionResult(
            p,
            blocks,
            i,
            nodeOf[i] >= 0 ? { id: tree.nodes[nodeOf[i]].id, side: tree.side[nodeOf[i]] } : null,
          ),
        ),
    warnings,
  };
}

/** Whether two shocks gave the same NEV and NII (identical inputs give identical numbers). */
function sameResults(nev: readonly NevSummaryRow[], nii: readonly NiiScenarioRow[]) {
  const nevOf = (id: string) => nev.find((r) => r.scenario === id);
  const niiOf = (id: string) => nii.find((r) => r.scenario === id)?.years.map((y) => y.nii) ?? [];
  return (a: string, b: string) =>
    nevOf(a)?.assets === nevOf(b)?.assets &&
    nevOf(a)?.liabilities === nevOf(b)?.liabilities &&
    niiOf(a).every((v, i) => v === niiOf(b)[i]);
}
