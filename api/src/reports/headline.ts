import type { NiiScenarioRow } from "@alm/engine";
import { breachesLimit, scenarioName, scenariosName, SUMS_TOLERANCE, textPercent } from "@alm/formats";
import { firstYearOf, minus, nevRow, niiRow, ratio, sum } from "./measures.ts";
import { MEASURE_LABELS, type PolicyLimit } from "./policy-limits.ts";
import type { ReportContext } from "./report-context.ts";
import { rolledLeaves, walkTree, type TreeNode } from "./report-tree.ts";
import { supervisoryTest, type SupervisoryTestResult } from "./supervisory-test.ts";

/**
 * The figures a reader takes away first (the NCUA rating, the board's policy status, NII at risk
 * and liquidity), computed here once per report and read by every page that shows them: Executive
 * Summary, Compliance with Policy Matrix, Earnings at Risk and Liquidity. The dashboard, the staff's
 * firm-wide list, the PDF and the workbooks read those pages, so every screen tells the same story.
 */
export interface Headline {
  supervisory: SupervisoryTestResult;
  policy: { limits: LimitCheck[]; breaches: LimitCheck[] };
  niiAtRisk: { months12: NiiAtRisk | null; months24: NiiAtRisk | null };
  liquidity: { sources: LiquiditySource[]; available: number; share: number | null; balance: number };
}

export interface LimitCheck {
  limit: PolicyLimit;
  value: number | null;
  ok: boolean;
}

/**
 * NII at risk: the largest decline of cumulative NII over the horizon from Base, across every
 * shock and ramp the run projects, with the scenario it comes from. When no scenario lowers NII it
 * is the smallest change (positive) and says so through `declines`. Where several scenarios give
 * that same figure (the zero floor holds -200, -300 and -400 bp on one curve) it is named by all of
 * them, mildest first, and `scenario` is the mildest: the figure is reached already there, and
 * naming the deepest alone would tell an examiner the book needs a 400 bp fall to lose it.
 */
export interface NiiAtRisk {
  months: 12 | 24;
  change: number | null;
  /** The mildest scenario that gives the figure (its limit is the one it is held to). */
  scenario: string;
  /** "-200 bp shock", "+300 bp ramp"; "-200, -300 and -400 bp shocks" for a tie. */
  scenarioName: string;
  declines: boolean;
}

export interface LiquiditySource {
  id: "cash" | "investments" | "loans";
  /** What the source is ("Investments"), not what it yields: the row names both its columns. */
  label: string;
  /** What the source holds today. */
  balance: number;
  /** What it turns into cash within a year: cash itself, maturities, principal and prepayments. */
  available: number;
  /**
   * What its cash flows by contractual maturity bring within the year, as the Contractual Liquidity
   * Gap buckets them: the same as `available` but for cash, whose balance counts whole here while
   * the gap places cash without a maturity under Non-Sensitive.
   */
  contractual: number;
}

/** The measure a limit applies to, in the base data set (NII measures for the page's year). */
export function measureValue(ctx: ReportContext, l: PolicyLimit): number | null {
  const r = ctx.base.results;
  try {
    if (l.measure === "nevRatio") return nevRow(r, l.scenario).nevRatio;
    if (l.measure === "nevChange") return nevRow(r, l.scenario).nevChange;
    const y = niiRow(r, l.scenario, ctx.year);
    return l.measure === "niiChange" ? y.niiChange : y.netIncomeChange;
  } catch {
    return null;
  }
}

/** Cumulative NII over the first `months` (12 or 24) of a scenario; null beyond the projected years. */
export function cumulativeNii(scenario: NiiScenarioRow | undefined, months: 12 | 24): number | null {
  const years = scenario?.years.slice(0, months / 12) ?? [];
  return years.length === months / 12 ? years.reduce((s, y) => s + y.nii, 0) : null;
}

/** A scenario's name with its unit and kind: "-200 bp shock", "+300 bp ramp" (@alm/formats). */
export const nameOf = (s: Pick<NiiScenarioRow, "scenario">): string => scenarioName(s.scenario);

function niiAtRisk(ctx: ReportContext, months: 12 | 24): NiiAtRisk | null {
  const scenarios = ctx.base.results.engine.niiSummary;
  const base = cumulativeNii(
    scenarios.find((s) => s.scenario === "Base"),
    months,
  );
  const changes = scenarios.flatMap((s) => {
    const change = ratio(minus(cumulativeNii(s, months), base), base === null ? null : Math.abs(base));
    return s.scenario === "Base" || change === null ? [] : [{ id: s.scenario, bp: s.bp, change }];
  });
  if (!changes.length) return null;
  const worst = Math.min(...changes.map((c) => c.change));
  // Changes this close are one figure (the same cents summed in another order). Mildest first; a
  // shock before a ramp of the same size, as the run lists them.
  const tied = changes
    .filter((c) => c.change - worst <= SUMS_TOLERANCE)
    .sort((a, b) => Math.abs(a.bp) - Math.abs(b.bp))
    .map((c) => c.id);
  return { months, change: worst, scenario: tied[0], scenarioName: scenariosName(tied), declines: worst < 0 };
}

/** The nodes from a node up to `root`. */
function pathFinder(root: TreeNode | undefined): (target: TreeNode) => TreeNode[] {
  const parents = new Map<TreeNode, TreeNode>();
  for (const n of root ? walkTree([root]) : []) for (const c of n.children) parents.set(c, n);
  return (target) => {
    const path: TreeNode[] = [];
    for (let n: TreeNode | undefined = target; n; n = parents.get(n)) path.push(n);
    return path;
  };
}

/** Cash, and what investments and loans return within a year, from the chart's asset folders. */
function liquiditySources(ctx: ReportContext): LiquiditySource[] {
  const assets = ctx.roots.find((r) => r.side === "asset");
  const leaves = assets ? rolledLeaves(assets) : [];
  const isCash = (n: TreeNode) => /cash|fed funds|overnight/i.test(`${n.key} ${n.description}`);
  // Cash received within a year: principal and prepayments, not balances that merely reprice.
  const withinYear = (n: TreeNode) => firstYearOf(n.base?.liquidity);
  const pathOf = pathFinder(assets);
  const group = (pattern: RegExp) =>
    leaves.filter((l) => !isCash(l) && pathOf(l).some((p) => pattern.test(`${p.key} ${p.description}`)));
  const sources: [LiquiditySource["id"], string, TreeNode[], (n: TreeNode) => number][] = [
    ["cash", "Cash and Equivalents", leaves.filter(isCash), (n) => n.base?.bookValue ?? 0],
    ["investments", "Investments", group(/invest/i), withinYear],
    ["loans", "Loans", group(/loan/i), withinYear],
  ];
  return sources.map(([id, label, nodes, available]) => ({
    id,
    label,
    balance: sum(nodes.map((n) => n.base?.bookValue ?? 0)),
    available: sum(nodes.map(available)),
    contractual: sum(nodes.map(withinYear)),
  }));
}

function computeHeadline(ctx: ReportContext): Headline {
  const limits = ctx.limits.limits.map((limit) => {
    const value = measureValue(ctx, limit);
    return { limit, value, ok: !breachesLimit(value, limit.limit) };
  });
  const sources = liquiditySources(ctx);
  const available = sum(sources.map((s) => s.available));
  return {
    supervisory: supervisoryTest(ctx.supervisoryTest, ctx.base, ctx.roots),
    policy: { limits, breaches: limits.filter((l) => !l.ok) },
    niiAtRisk: { months12: niiAtRisk(ctx, 12), months24: niiAtRisk(ctx, 24) },
    liquidity: {
      sources,
      available,
      share: ratio(available, ctx.base.results.engine.totals.asset.bookValue),
      balance: sum(sources.map((s) => s.balance)),
    },
  };
}

const computed = new WeakMap<ReportContext, Headline>();

/** The report's headline, computed on first use. */
export function headline(ctx: ReportContext): Headline {
  let h = computed.get(ctx);
  if (!h) computed.set(ctx, (h = computeHeadline(ctx)));
  return h;
}

/** A limit as the reader names it: "NEV Ratio (minimum) in the +300 bp shock". */
export const limitName = (l: PolicyLimit) =>
  l.scenario === "Base"
    ? `${MEASURE_LABELS[l.measure]} at Base`
    : `${MEASURE_LABELS[l.measure]} in the ${scenarioName(l.scenario)}`;

/**
 * A breached limit and what was measured against it, in words: "NEV % Change (largest decline) in
 * the +200 bp shock, a decline of 36.20% against the 25.00% allowed"; "NEV Ratio (minimum) in the
 * +300 bp shock, 3.12% against a minimum of 4.00%". The names alone sent the board to the matrix
 * for how far each was breached.
 */
export function breachWords({ limit, value }: LimitCheck): string {
  const name = limitName(limit);
  if (value === null) return `${name}, not measured`;
  return limit.measure === "nevRatio"
    ? `${name}, ${textPercent(value)} against a minimum of ${textPercent(limit.limit)}`
    : `${name}, a ${value < 0 ? "decline" : "rise"} of ${textPercent(Math.abs(value))} against the ${textPercent(-limit.limit)} allowed`;
}

/** The board's limits in one sentence: "Board policy: 3 of 27 limits are breached (…)." or all met. */
export function boardPolicySentence({ limits, breaches }: Headline["policy"]): string {
  return breaches.length
    ? `Board policy: ${breaches.length} of ${limits.length} limits are breached (${breaches.map((b) => limitName(b.limit)).join("; ")}).`
    : `Board policy: all ${limits.length} limits are met.`;
}
