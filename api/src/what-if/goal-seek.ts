import type { Queryable } from "@alm/database";
import { RATINGS, SUMS_TOLERANCE } from "@alm/formats";
import type { Caller } from "../auth/caller.ts";
import { sourceFiles, type WhatIfServices } from "./compute-what-if.ts";
import { dollars } from "./change-words.ts";
import { ChangeResolver } from "./resolve-changes.ts";
import { loadWhatIfBase } from "./what-if-context.ts";
import { sideFigures, type SideFigures } from "./what-if-figures.ts";
import type { GoalSeekRequest, GoalSeekTarget } from "./what-if-input.ts";
import { whatIfModel } from "./what-if-model.ts";
import { figuresWith } from "./what-if-service.ts";
import { searchSmallest, type Probe } from "./monotone-search.ts";
import { breachedLimits, goalSeekMessage } from "./goal-seek-words.ts";
import { limitName, type LimitCheck } from "../reports/headline.ts";

/**
 * Goal seek: the smallest sale of one group, a whole number of steps, that reaches a target.
 * Selling more of a group moves each target's measure one way only (the search relies on it, and
 * checks the ends: nothing sold, everything sold), so the answer is found by a search over the
 * steps, and proven by its neighbour: the amount reaches the target, one step less does not.
 */

/** A figure against a floor it must reach: met within the sums' rounding, as a limit is. */
const atLeast = (v: number | null, floor: number): Probe => ({
  meets: v !== null && v >= floor - SUMS_TOLERANCE,
  value: v,
  margin: v === null ? null : v - floor,
});

/** Whether a side meets the target, and the number that shows how near it is. */
function reading(target: GoalSeekTarget, f: SideFigures): Probe {
  if (target.nevChangeAtShockAtLeast !== undefined)
    return atLeast(f.values.NEV_CHANGE_AT_SHOCK, target.nevChangeAtShockAtLeast);
  if (target.nevRatioAtShockAtLeast !== undefined)
    return atLeast(f.values.NEV_RATIO_AT_SHOCK, target.nevRatioAtShockAtLeast);
  if (target.ratingAtMost !== undefined) {
    const rank = RATINGS.indexOf(f.supervisory.rating);
    const wanted = RATINGS.findIndex((r) => r.toUpperCase() === target.ratingAtMost);
    // The rating is a table's cell: no distance to interpolate on, the search bisects.
    return { meets: rank <= wanted, value: f.supervisory.postShockRatio, margin: null };
  }
  // Every NII limit met: the figure is the binding limit's (the NII change nearest to its limit,
  // or furthest past it), not NII at risk, whose worst scenario may be one no limit is set for (an
  // examiner's review: "reached" beside NII at risk at (41.83%), the +500 bp shock's).
  const nii = f.policy.filter((c) => c.limit.measure === "niiChange");
  const binding = bindingLimit(nii);
  return {
    meets: nii.every((c) => c.ok),
    value: binding?.value ?? null,
    margin: binding ? limitMargin(binding) : null,
  };
}

/** How far a figure is above its limit's floor (below it when negative). */
const limitMargin = (c: LimitCheck) => (c.value ?? 0) - c.limit.limit;

/** The check whose figure is nearest to its limit, or furthest past it; undefined for none. */
function bindingLimit(checks: readonly LimitCheck[]): LimitCheck | undefined {
  return checks.reduce<LimitCheck | undefined>(
    (worst, c) => (worst === undefined || limitMargin(c) < limitMargin(worst) ? c : worst),
    undefined,
  );
}

/** NII in year 1 as it is and at the answer; null where either is not computed. */
function niiYear1(asIs: SideFigures, found: SideFigures) {
  const [before, at] = [asIs.values.NII_YEAR_1, found.values.NII_YEAR_1];
  return before === null || at === null ? null : { asIs: before, found: at };
}

/**
 * The most steps a group is cut into: the answer to a millionth of the group, in some twenty
 * engine runs. A step of a cent over a $100M group asked for 10^10 steps and beyond 2^53 the
 * search's interval stopped shrinking.
 */
export const MAX_STEPS = 1_000_000;

/**
 * The search's default step: at least $10,000 and a thousandth of what the search may sell, rounded
 * up to a round figure (1, 2, 2.5 or 5 times a power of ten), so that the answer is one a board
 * reads at a glance ($136,000,000): rounded up to a whole $1,000 only, a step of $141,000 gave
 * $135,924,000 (a CFO's review).
 */
export function defaultStep(most: number): number {
  const wanted = Math.max(10_000, most / 1000);
  const power = 10 ** Math.floor(Math.log10(wanted));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((step) => step >= wanted) ?? 10 * power;
}

export async function goalSeek(
  services: WhatIfServices,
  db: Queryable,
  caller: Caller,
  dataSetId: number,
  request: GoalSeekRequest,
  signal?: AbortSignal,
) {
  const started = performance.now();
  const base = await loadWhatIfBase(services, db, caller, dataSetId, request.reportDefinitionId);
  const asIs = sideFigures(base.asIs);
  const fixed = ChangeResolver.over(base, services.model);
  request.changes.forEach((c, i) => fixed.change(c, `changes[${i}]`));
  const lever = fixed.saleLever(request.lever, "lever");
  const balance = lever?.balance ?? 0;
  // The search runs up to the most the lever's other side lets go: all of the group, or what pays for it.
  const most = lever?.most ?? 0;
  const step = request.step ?? defaultStep(most);
  if (lever && most / step > MAX_STEPS)
    fixed.problem(
      "step",
      `a step of ${dollars(step)} cuts ${lever.group.label}'s ${dollars(most)} into more than ${MAX_STEPS.toLocaleString("en-US")} steps`,
      `Use a step of at least ${dollars(Math.ceil(most / MAX_STEPS))}, or leave it out for the default.`,
    );
  if (lever && request.step !== undefined && step > most)
    fixed.problem(
      "step",
      `a step of ${dollars(step)} is more than the ${dollars(most)} of ${lever.group.label} the search can ${lever.group.side === "liability" ? "reduce" : "sell"}`,
      `Use a step of at most ${dollars(Math.floor(most))}, or leave it out for the default.`,
    );
  fixed.result(); // the fixed changes', the lever's (its group, its other side) and the step's problems, before any computation
  const files = await sourceFiles(db, base);
  const amountAt = (k: number, last: number) => (k >= last ? most : k * step);
  const evaluate = async (amount: number) => {
    // Nothing sold and no other change: the data set as it is, which the what-if equals to the cent.
    if (amount === 0 && !request.changes.length) return { figures: asIs, applied: [] };
    const resolver = ChangeResolver.over(base, services.model);
    request.changes.forEach((c, i) => resolver.change(c, `changes[${i}]`));
    if (amount > 0) resolver.resize({ ...request.lever, amount: -amount }, "lever");
    const figures = await figuresWith(services, base, files, resolver.result(), caller, signal);
    return { figures, applied: resolver.applied };
  };
  const search = await searchSmallest(
    Math.ceil(most / step),
    (k, last) => evaluate(amountAt(k, last)),
    (e) => reading(request.target, e.figures),
  );
  const { broken, still } =
    search.outcome === "UNREACHABLE"
      ? { broken: [], still: [] }
      : breachedLimits(asIs, search.result.figures);
  const amount = search.outcome === "UNREACHABLE" ? null : amountAt(search.index, search.last);
  const message = goalSeekMessage({
    outcome: search.outcome,
    target: request.target,
    shockBp: base.definition.shock_scenario,
    lever: { label: lever?.group.label ?? request.lever.group, liability: lever?.group.side === "liability" },
    amount,
    oneStepLess: search.outcome === "REACHED" ? amountAt(search.index - 1, search.last) : null,
    most,
    balance,
    payer: lever?.payer?.label ?? null,
    otherChanges: request.changes.length > 0,
    broken,
    still,
    whole: search.outcome === "UNREACHABLE" ? search.result.figures : null,
    niiYear1:
      search.outcome === "REACHED" && base.shown.has("NII_YEAR_1")
        ? niiYear1(asIs, search.result.figures)
        : null,
  });
  return {
    outcome: search.outcome,
    message,
    limitsBroken: broken.map((c) => limitName(c.limit)),
    limitsStillBreached: still.map((c) => limitName(c.limit)),
    amount,
    step,
    reachedValue: search.probe.value,
    valueOneStepLess: search.below?.value ?? null,
    groupBalance: balance,
    evaluations: search.evaluations,
    whatIf: whatIfModel({
      base,
      applied: search.result.applied,
      asIs,
      withChanges: search.result.figures,
      computeMs: Math.round(performance.now() - started),
    }),
  };
}
