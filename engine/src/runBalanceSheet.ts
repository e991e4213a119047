import type { YieldCurve } from "./curve/curve.ts";
import { GAP_BUCKETS } from "./gap/repricingGap.ts";
import type { GroupOverride } from "./overrides/groupOverride.ts";
import type { Position } from "./positions/position.ts";
import { Accumulator } from "./run/accumulator.ts";
import { checkParts, SUM_CHUNK, sumChunks, type RunPart } from "./run/chunkSums.ts";
import type { PositionBlocks } from "./run/evaluatePositions.ts";
import { positionResult } from "./run/positionResults.ts";
import { evaluateRange, prepareRun } from "./run/prepareRun.ts";
import type { BalanceSheetResult, NevSummaryRow, NiiScenarioRow, NodeResult } from "./run/results.ts";
import { TOTAL_ROW, gapSummary, nevSummary, niiSummary, nonParallelSummary } from "./run/summaries.ts";
import { KEY_RATE_TENORS, NON_PARALLEL_SHAPES } from "./scenarios/curveShapes.ts";
import { NII_SCENARIOS, SHOCKS } from "./scenarios/scenarios.ts";
import { rateFloorOf } from "./scenarios/rateFloor.ts";
import type { FolderNode } from "./tree/folderNode.ts";
import type { DepositModel } from "./deposits/depositModel.ts";
import type { NiiBalanceSheet } from "./income/projectInterest.ts";
import type { PrepaymentModel } from "./prepayment/prepaymentModel.ts";
import { incomeStatementAmounts } from "./income/incomeStatement.ts";

export interface BalanceSheetInput {
  positions: readonly Position[];
  curve: YieldCurve;
  /** Chart-of-accounts folder tree, flat (parentId) or nested (children). */
  tree: readonly FolderNode[];
  overrides?: readonly GroupOverride[];
  /** Projection years of NII, 1 to MOST_NII_YEARS (default 2). */
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
  /** Positions summed together before their sums join the run's (default SUM_CHUNK, which says why). */
  sumChunk?: number;
}

/**
 * One part of a run split across processes: the sums of positions `from` to `to` (exclusive), a
 * multiple of `sumChunk` apart (the last part may end short of one, a part past the last chunk
 * is empty), valued and summed chunk by chunk. runBalanceSheet(input, parts) then adds the parts' chunks in order, exactly as the unsplit
 * run adds its own, so the result is the unsplit run's number for number. partRanges gives the
 * ranges. The parts carry sums per tree node, not per-position results: a part of 50,000
 * positions sends about a megabyte.
 */
export function evaluateBalanceSheet(input: BalanceSheetInput, from: number, to: number): RunPart {
  const n = input.positions.length;
  const chunk = input.sumChunk ?? SUM_CHUNK;
  if (!(Number.isInteger(from) && Number.isInteger(to) && 0 <= from && from <= to && to <= n))
    throw new RangeError(`positions ${from} to ${to} are not a range of the ${n} positions`);
  if ((from % chunk !== 0 && from !== n) || (to % chunk !== 0 && to !== n))
    throw new RangeError(
      `a part must start and end at a multiple of ${chunk} positions; got ${from} to ${to}`,
    );
  const run = prepareRun(input);
  return { from, to, chunks: sumChunks(input, run, evaluateRange(input, run, from, to), from, chunk) };
}

/**
 * Values a balance sheet under every scenario and rolls it up over the folder tree. `parts`: its
 * positions valued already, in parts that cover them in order (evaluateBalanceSheet of each of
 * partRanges), so that only the roll-up is left; such a run has no per-position rows.
 */
export function runBalanceSheet(input: BalanceSheetInput, parts?: readonly RunPart[]): BalanceSheetResult {
  const run = prepareRun(input);
  const { niiYears, spreadBp, deposits, prepayment, niiBalanceSheet, tree, nodeOf, floorAtZero, par } = run;
  const warnings = [...tree.warnings];
  for (const g of run.unmatched) warnings.push(`override group "${g}" matches no folder`);
  const missing = new Set(input.positions.filter((_, i) => nodeOf[i] < 0).map((p) => p.key));
  for (const key of missing)
    warnings.push(
      `position key "${key}" matches no leaf of the chart of accounts; it is left out of the roll-up`,
    );
  if (parts) checkParts(input, parts);
  const blocks = parts ? undefined : evaluateRange(input, run, 0, input.positions.length);
  const chunks = parts
    ? parts.flatMap((part) => part.chunks)
    : sumChunks(input, run, blocks as PositionBlocks, 0, input.sumChunk ?? SUM_CHUNK);

  const statement = incomeStatementAmounts(tree, input.positions, nodeOf);
  const runoff = niiBalanceSheet === "runoff";
  const nodes = new Accumulator(tree.nodes.length, niiYears, runoff);
  const totals = new Accumulator(3, niiYears, runoff);
  for (const chunk of chunks) {
    nodes.addSums(chunk.nodes);
    totals.addSums(chunk.totals);
  }
  for (let i = tree.nodes.length - 1; i >= 0; i--) {
    const p = tree.parent[i];
    if (p >= 0 && tree.nodes[i].rollUp !== false) nodes.addRow(p, i);
  }

  const nevRows = nevSummary(totals, run.legs);
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
    ...nodes.measures(i, run.legs, n.nevVisible, n.niiVisible),
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
      asset: totals.measures(TOTAL_ROW.asset, run.legs),
      liability: totals.measures(TOTAL_ROW.liability, run.legs),
      capital: totals.measures(TOTAL_ROW.capital, run.legs),
    },
    nevSummary: nevRows,
    nonParallelSummary: nonParallelSummary(totals, nevRows, run.legs),
    niiSummary: niiRows,
    gapSummary: gapSummary(totals),
    nodes: nodeResults,
    positions:
      input.omitPositions || !blocks
        ? []
        : input.positions.map((p, i) =>
            positionResult(
              p,
              blocks,
              i,
              nodeOf[i] >= 0 ? { id: tree.nodes[nodeOf[i]].id, side: tree.side[nodeOf[i]] } : null,
              run.legs,
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
