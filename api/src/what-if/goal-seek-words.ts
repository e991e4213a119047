import { RATINGS, textPercent } from "@alm/formats";
import { breachWords, type LimitCheck } from "../reports/headline.ts";
import { dollars } from "./change-words.ts";
import type { SideFigures } from "./what-if-figures.ts";
import type { GoalSeekTarget } from "./what-if-input.ts";

/**
 * The target in words: 'NEV falling by at most 34.00% in the +300 bp shock'. A change is said with
 * a verb and its size unsigned, as the reports say it: it read 'an NEV change at +300 bp of -34.00% or better'.
 */
/** Where the NEV targets are measured: 'in the +300 bp shock'. */
const inShock = (shockBp: number) => `in the ${shockBp > 0 ? "+" : ""}${shockBp} bp shock`;

function describe(target: GoalSeekTarget, shockBp: number): string {
  const at = inShock(shockBp);
  const change = target.nevChangeAtShockAtLeast;
  if (change !== undefined) {
    const size = textPercent(Math.abs(change));
    if (size === textPercent(0)) return `NEV not falling ${at}`;
    return change < 0 ? `NEV falling by at most ${size} ${at}` : `NEV rising by at least ${size} ${at}`;
  }
  if (target.nevRatioAtShockAtLeast !== undefined)
    return `an NEV ratio of ${textPercent(target.nevRatioAtShockAtLeast)} or more ${at}`;
  if (target.ratingAtMost !== undefined)
    return `an NCUA rating of ${RATINGS.find((r) => r.toUpperCase() === target.ratingAtMost) ?? target.ratingAtMost} or better`;
  return "every NII policy limit";
}

/**
 * Where the whole group gets the target's measure, said after "No amount does": how near it comes
 * (NEV falling by 29.50% against 10.00% asked), or, for NII, the limits still breached. It said only
 * that nothing did, leaving the CFO no next step (an examiner's review).
 */
function wholeGroupWords(target: GoalSeekTarget, whole: SideFigures, shockBp: number): string {
  const at = inShock(shockBp);
  if (target.nevChangeAtShockAtLeast !== undefined) {
    const change = whole.values.NEV_CHANGE_AT_SHOCK;
    if (change === null) return "";
    const size = textPercent(Math.abs(change));
    return `NEV ${change < 0 ? "falls" : "rises"} by ${size} ${at}`;
  }
  if (target.nevRatioAtShockAtLeast !== undefined) {
    const ratio = whole.values.NEV_RATIO_AT_SHOCK;
    return ratio === null ? "" : `the NEV ratio is ${textPercent(ratio)} ${at}`;
  }
  if (target.ratingAtMost !== undefined) return `the NCUA rating is ${whole.supervisory.rating}`;
  const missed = whole.policy.filter((c) => c.limit.measure === "niiChange" && !c.ok);
  if (!missed.length) return "";
  return `${missed.length === 1 ? "this NII policy limit is" : `these ${missed.length} NII policy limits are`} still breached: ${missed.map(breachWords).join("; ")}`;
}

/**
 * The board's limits the what-if found breaches, as the found side measures them: those the data
 * set meets as it is (`broken`: a target reached at their expense), and those it breaches already
 * (`still`: a target looser than the board's limit reached while the limit stays breached). The seek
 * said only that its own target was reached, in green.
 */
export function breachedLimits(
  asIs: SideFigures,
  found: SideFigures,
): { broken: LimitCheck[]; still: LimitCheck[] } {
  const key = (c: LimitCheck) => `${c.limit.measure} ${c.limit.scenario}`;
  const metAsIs = new Set(asIs.policy.filter((c) => c.ok).map(key));
  const breached = found.policy.filter((c) => !c.ok);
  return {
    broken: breached.filter((c) => metAsIs.has(key(c))),
    still: breached.filter((c) => !metAsIs.has(key(c))),
  };
}

/** What a goal seek found, as the message says it. */
export interface GoalSeekFound {
  outcome: "ALREADY_MET" | "REACHED" | "UNREACHABLE";
  target: GoalSeekTarget;
  /** The report definition's shock, in bp: the NEV targets are at it. */
  shockBp: number;
  /** The group sold, or reduced when it is a liability (deposits, borrowings are not sold). */
  lever: { label: string; liability: boolean };
  /** The amount that reaches the target, and one step less, which does not (REACHED). */
  amount: number | null;
  oneStepLess: number | null;
  /** The most the search could sell, and the group's balance. */
  most: number;
  balance: number;
  /** The other side that pays for the sale when it holds less than the group. */
  payer: string | null;
  otherChanges: boolean;
  /** Limits the answer breaches (breachedLimits): met as it is, and breached already. */
  broken: readonly LimitCheck[];
  still: readonly LimitCheck[];
  /** UNREACHABLE: the figures with the most the search could sell sold. */
  whole: SideFigures | null;
  /** REACHED: NII in year 1 as it is and with the answer, where the reader's package shows it. */
  niiYear1: { asIs: number; found: number } | null;
}

/**
 * What the answer costs in income: a target reached by selling the long mortgages lowered NII in
 * year 1 by 14 %, which only the table beside the message showed (an examiner's review).
 */
function niiWords({ asIs, found }: { asIs: number; found: number }): string {
  const moved = Math.round(found - asIs);
  if (moved === 0) return "NII in year 1 is then as it is.";
  const share = asIs > 0 ? ` (${textPercent(Math.abs(moved) / asIs)})` : "";
  return `NII in year 1 is then ${dollars(Math.round(found))}: ${dollars(Math.abs(moved))}${share} ${moved < 0 ? "less" : "more"} than as it is.`;
}

const limitsCount = (n: number) => (n === 1 ? "a policy limit" : `${n} policy limits`);

/** The goal seek's answer in words: what reaches the target, or that nothing does, and what it breaks. */
export function goalSeekMessage(f: GoalSeekFound): string {
  const goal = describe(f.target, f.shockBp);
  const selling = f.lever.liability ? "reducing" : "selling";
  const label = f.lever.label;
  const said =
    f.outcome === "ALREADY_MET"
      ? `The target (${goal}) is met ${f.otherChanges ? "with the other changes, " : ""}without ${selling} any of ${label}.`
      : f.outcome === "REACHED"
        ? `${selling[0]?.toUpperCase()}${selling.slice(1)} ${dollars(f.amount ?? 0)} of ${label} reaches the target (${goal}); ${selling} ${dollars((f.amount ?? 0) - (f.oneStepLess ?? 0))} less does not.`
        : f.payer
          ? `No amount does: even ${selling} ${dollars(f.most)} of ${label}, all that ${f.payer} holds to pay for it, does not reach ${goal}.`
          : `No amount does: even ${selling} all ${dollars(f.balance)} of ${label}${f.otherChanges ? " left after the other changes" : ""} does not reach ${goal}.`;
  const nearest = f.outcome === "UNREACHABLE" && f.whole ? wholeGroupWords(f.target, f.whole, f.shockBp) : "";
  const who = f.outcome === "REACHED" ? "It" : f.otherChanges ? "The other changes" : "The data set";
  const verb = (one: string, many: string) => (who === "The other changes" ? many : one);
  const sentences = [said];
  if (nearest) sentences.push(`${f.lever.liability ? "Reducing" : "Selling"} that much, ${nearest}.`);
  if (f.broken.length)
    sentences.push(
      `${who} ${verb("breaches", "breach")} ${limitsCount(f.broken.length)} the data set meets as it is: ${f.broken.map(breachWords).join("; ")}.`,
    );
  if (f.still.length)
    sentences.push(
      who === "The data set"
        ? `The data set breaches ${limitsCount(f.still.length)} as it is: ${f.still.map(breachWords).join("; ")}.`
        : `${who} ${verb("leaves", "leave")} ${limitsCount(f.still.length)} breached: ${f.still.map(breachWords).join("; ")}.`,
    );
  if (f.outcome === "REACHED" && f.niiYear1) sentences.push(niiWords(f.niiYear1));
  return sentences.join(" ");
}
