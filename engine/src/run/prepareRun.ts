import { monthlyCurveRates } from "../curve/curve.ts";
import { durationLegs } from "../valuation/durationLegs.ts";
import { DEFAULT_DEPOSIT_MODEL, depositModelProblems } from "../deposits/depositModel.ts";
import { overridesByNode } from "../overrides/groupOverride.ts";
import { DEFAULT_PREPAYMENT_MODEL, prepaymentModelProblems } from "../prepayment/prepaymentModel.ts";
import type { BalanceSheetInput } from "../runBalanceSheet.ts";
import { flattenFolderTree } from "../tree/folderNode.ts";
import { indexTree, normalizeKey } from "../tree/indexTree.ts";
import { evaluatePositions, type PositionBlocks } from "./evaluatePositions.ts";

/**
 * The most years of NII a run projects: the engine's own bound, which the product's
 * (MAX_NII_YEARS in @alm/formats, which depends on nothing) may not exceed (api/src/runs tests it).
 */
export const MOST_NII_YEARS = 10;

/** A run's checked options, its indexed tree and each position's leaf: what valuing a slice needs. */
export function prepareRun(input: BalanceSheetInput) {
  const niiYears = input.niiYears ?? 2;
  if (!Number.isInteger(niiYears) || niiYears < 1 || niiYears > MOST_NII_YEARS) {
    throw new RangeError(`niiYears must be a whole number from 1 to ${MOST_NII_YEARS}; got ${niiYears}`);
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
  // Positions share a few hundred keys: each is normalised and looked up once, not once a position.
  const leafOf = new Map<string, number>();
  const nodeOf = input.positions.map((p) => {
    let leaf = leafOf.get(p.key);
    if (leaf === undefined) {
      leaf = tree.byKey.get(normalizeKey(p.key)) ?? -1;
      leafOf.set(p.key, leaf);
    }
    return leaf;
  });
  const floorAtZero = input.floorAtZero ?? true;
  const par = monthlyCurveRates(input.curve);
  return {
    /** Which valuations each shock's duration differences (durationLegs). */
    legs: durationLegs(par, floorAtZero),
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

export type PreparedRun = ReturnType<typeof prepareRun>;

/** Per-position results of positions `from` to `to` (exclusive). */
export function evaluateRange(
  input: BalanceSheetInput,
  run: PreparedRun,
  from: number,
  to: number,
): PositionBlocks {
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
