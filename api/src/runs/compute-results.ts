import {
  type BalanceSheetInput,
  type BalanceSheetResult,
  evaluateBalanceSheet,
  FOLDER_TYPE,
  type FolderNode,
  type GroupOverride,
  type Position,
  runBalanceSheet,
  type RunPart,
} from "@alm/engine";
import { normalizeKey, type RunChart } from "./chart-structure.ts";
import { curveIdentity } from "../curves/curve-model.ts";
import type { RunCurve } from "./run-curve.ts";
import { runModelKey, type RunModel } from "./run-model.ts";
import { RunFailure } from "./run-failure.ts";
import type { RunInputs } from "./stored-files.ts";

/**
 * Version of the stored results' shape and of the way they are computed. Results of another
 * version are computed again from the data set's stored files when a report first needs them.
 */
// 2: liquidity buckets; 3: par curves bootstrapped to zero rates; 4: deposits on the funding curve;
// 6: adjustable loans' incentive on the fully indexed rate, Base never floored, rateFloor stated
// 7: deposits' dividend and decay follow the 3-month rate's floored change
// 8: effective duration at a floored shock moves that shock's own curve (one-sided), not its neighbours
// 9: constant-balance-sheet NII pays deposits' dividends on the 3-month rate's floored change too
// 10: duration, convexity and key-rate durations at Base one-sided where the floor cuts Base's fall
// 11: a leaf's assumption sums leave book adjustments out of its rate, term, decay and beta
// 12: nor count them among its positions
// 13: only a top-level section naming liabilities and capital together lets its children decide
//     their side (a deeper folder naming both took its children off its section's side)
export const RESULTS_VERSION = 13;

/** Balance-weighted sums of a leaf's inputs, after the H3 overrides: groups add them up. */
export interface AssumptionSums {
  positions: number;
  balance: number;
  /** Σ |balance| of rate-bearing positions, and Σ rate × |balance| (rate in percent). */
  rateWeight: number;
  rate: number;
  termWeight: number;
  term: number;
  cprWeight: number;
  cpr: number;
  decayWeight: number;
  decay: number;
  betaWeight: number;
  beta: number;
  /** Balance per amortization kind. */
  byKind: Record<Position["amortization"], number>;
}

/** What a run stores per (data set, chart of accounts): the engine result and its inputs' summary. */
export interface StoredResults {
  version: number;
  dataSetId: number;
  chartOfAccountsId: number;
  treeHash: string;
  inputsKey: string;
  asOfDate: string;
  curve: RunCurve;
  niiYears: number;
  positionCount: number;
  files: string[];
  overrides: GroupOverride[];
  /** Engine result without per-position rows; nodes without positions are left out. */
  engine: BalanceSheetResult;
  /** Per leaf node id. */
  assumptions: Record<string, AssumptionSums>;
  warnings: string[];
  computedDate: string;
}

/** What results were computed from: as-of date, stored files, model and curve (date and version). */
export const inputsKeyOf = (asOfDate: string, fileIds: readonly number[], model: RunModel, curve: RunCurve) =>
  `${asOfDate.slice(0, 10)}|${fileIds.join(",")}|${runModelKey(model)}|curve:${curveIdentity(curve)}`;

/** Keys of positions that match no leaf of the chart. */
export function unmatchedKeys(positions: readonly Position[], chart: RunChart): string[] {
  const missing = new Set<string>();
  for (const p of positions) if (!chart.leafKeys.has(normalizeKey(p.key))) missing.add(p.key.trim());
  return [...missing];
}

/** Why a data set cannot run on a chart, or nothing. */
export function checkRunnable(inputs: RunInputs, chart: RunChart): void {
  if (!inputs.positions.length) {
    throw new RunFailure(
      "No positions: the data set has no positions file.",
      "Upload the manual upload template (positions, CSV or XLSX) to the data set, then run it again.",
    );
  }
  const missing = unmatchedKeys(inputs.positions, chart);
  if (missing.length) {
    const shown = missing
      .slice(0, 5)
      .map((k) => `'${k}'`)
      .join(", ");
    throw new RunFailure(
      `Positions for keys that are not in the chart of accounts '${chart.name}': ${shown}${
        missing.length > 5 ? ` and ${missing.length - 5} more` : ""
      }.`,
      "Add these leaves to the chart of accounts, or correct the keys in the positions file and upload it again, then run the data set again.",
    );
  }
}

const overrideNames = (node: FolderNode) => {
  const key = normalizeKey(node.key);
  return [key, key.replace(/_h\d$/, ""), normalizeKey(node.description)].filter((s) => s !== "");
};

/** The folder an override's group names (its key, key without _H3, or description), for its label. */
export const overrideFolder = (folders: readonly FolderNode[], group: string) =>
  folders.find((f) => overrideNames(f).includes(normalizeKey(group)));

/** The override in force at each node: its own group's, else its parent's (as the engine applies them). */
export function overridesByNode(folders: readonly FolderNode[], overrides: readonly GroupOverride[]) {
  const byName = new Map(overrides.map((o) => [normalizeKey(o.group), o]));
  const byId = new Map<string, GroupOverride | undefined>();
  for (const node of folders) {
    const own = overrideNames(node)
      .map((n) => byName.get(n))
      .find((o) => o !== undefined);
    byId.set(String(node.id), own ?? byId.get(String(node.parentId)));
  }
  return byId;
}

const emptySums = (): AssumptionSums => ({
  positions: 0,
  balance: 0,
  rateWeight: 0,
  rate: 0,
  termWeight: 0,
  term: 0,
  cprWeight: 0,
  cpr: 0,
  decayWeight: 0,
  decay: 0,
  betaWeight: 0,
  beta: 0,
  byKind: { level: 0, bullet: 0, nonmaturity: 0, none: 0, adjustment: 0 },
});

/** Adds `b` into `a` (group totals of the assumption pages). */
export function addSums(a: AssumptionSums, b: AssumptionSums): AssumptionSums {
  const out = emptySums();
  for (const k of Object.keys(out) as (keyof AssumptionSums)[]) {
    if (k !== "byKind") out[k] = a[k] + b[k];
  }
  for (const kind of Object.keys(out.byKind) as Position["amortization"][]) {
    out.byKind[kind] = a.byKind[kind] + b.byKind[kind];
  }
  return out;
}

export const noSums = emptySums;

function assumptionSums(
  positions: readonly Position[],
  chart: RunChart,
  overrides: readonly GroupOverride[],
) {
  const leafOf = new Map<string, string>();
  const parents = new Set(chart.folders.map((f) => String(f.parentId)));
  for (const f of chart.folders) {
    const key = normalizeKey(f.key);
    const group = f.folderType === FOLDER_TYPE.group && parents.has(String(f.id));
    if (!group && key && !leafOf.has(key)) leafOf.set(key, String(f.id));
  }
  const override = overridesByNode(chart.folders, overrides);
  const out: Record<string, AssumptionSums> = {};
  for (const p of positions) {
    const id = leafOf.get(normalizeKey(p.key));
    if (id === undefined) continue;
    const s = (out[id] ??= emptySums());
    const o = override.get(id);
    const w = Math.abs(p.balance);
    // A book adjustment is a line of the books, not a position: it does not add to the count.
    if (p.amortization !== "adjustment") s.positions += 1;
    s.balance += p.balance;
    s.byKind[p.amortization] += p.balance;
    // Neither earns a rate: a book adjustment (a what-if's premium paid) would dilute its leaf's coupon.
    if (p.amortization === "none" || p.amortization === "adjustment") continue;
    s.rateWeight += w;
    s.rate += p.rate * w;
    if (p.termMonths !== null) {
      s.termWeight += w;
      s.term += p.termMonths * w;
    }
    if (p.amortization === "level" || p.amortization === "bullet") {
      s.cprWeight += w;
      s.cpr += (o?.cpr ?? p.cpr) * w;
    } else {
      s.decayWeight += w;
      s.decay += (o?.decay ?? p.decay) * w;
      s.betaWeight += w;
      s.beta += (o?.beta ?? p.beta) * w;
    }
  }
  return out;
}

export interface ComputeOptions {
  dataSetId: number;
  asOfDate: string;
  niiYears: number;
  model: RunModel;
  /** The curve of the as-of date (runs/run-curve.ts): chosen before the engine runs, off the database. */
  curve: RunCurve;
}

/** What the engine is given for one chart. */
function balanceSheetInput(inputs: RunInputs, chart: RunChart, options: ComputeOptions): BalanceSheetInput {
  return {
    positions: inputs.positions,
    curve: options.curve.points,
    // Every node is measured: visibility is applied when a report is read.
    tree: chart.folders.map((f) => ({ ...f, nevVisible: true, niiVisible: true })),
    overrides: inputs.overrides,
    niiYears: options.niiYears,
    deposits: options.model.deposits,
    prepayment: options.model.prepayment,
    niiBalanceSheet: options.model.niiBalanceSheet,
    floorAtZero: options.model.floorAtZero,
    omitPositions: true,
  };
}

/** The engine's answer, or the RunFailure that tells the user what to check. */
function engineCall<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    throw new RunFailure(
      `The engine could not value the positions: ${error instanceof Error ? error.message : String(error)}.`,
      "Check the positions file against the manual upload template and run again; contact support if it keeps failing.",
    );
  }
}

/** The results of positions `from` to `to` over one chart: a part of a run split across engine workers. */
export function evaluatePart(
  inputs: RunInputs,
  chart: RunChart,
  options: ComputeOptions,
  range: { from: number; to: number },
): RunPart {
  return engineCall(() =>
    evaluateBalanceSheet(balanceSheetInput(inputs, chart, options), range.from, range.to),
  );
}

/**
 * Runs the engine over one chart and keeps what the reports need. `parts`: its positions valued
 * already, in parts (a run split across engine workers), so that only the roll-up is left.
 */
export function computeResults(
  inputs: RunInputs,
  chart: RunChart,
  options: ComputeOptions,
  parts?: readonly RunPart[],
): StoredResults {
  const curve = options.curve;
  const engine = engineCall(() => runBalanceSheet(balanceSheetInput(inputs, chart, options), parts));
  engine.nodes = engine.nodes.filter((n) => n.positionCount > 0 || n.depth === 0);
  const warnings = [...engine.warnings];
  return {
    version: RESULTS_VERSION,
    dataSetId: options.dataSetId,
    chartOfAccountsId: chart.id,
    treeHash: chart.treeHash,
    inputsKey: inputsKeyOf(options.asOfDate, inputs.fileIds, options.model, curve),
    asOfDate: options.asOfDate.slice(0, 10),
    curve,
    niiYears: options.niiYears,
    positionCount: inputs.positions.length,
    files: inputs.files,
    overrides: inputs.overrides,
    engine,
    assumptions: assumptionSums(inputs.positions, chart, inputs.overrides),
    warnings,
    computedDate: new Date().toISOString(),
  };
}
