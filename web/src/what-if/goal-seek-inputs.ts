import type {
  GoalSeekLeverInput,
  GoalSeekTargetInput,
  NcuaRating,
  WhatIfCounterpart,
} from "../generated/graphql.ts";
import type { Option } from "./change-fields.ts";
import type { ChangeDraft } from "./change-inputs.ts";
import { groupedMoney, parseMoney, parsePercent } from "./entry-numbers.ts";
import { boundPercent, WHAT_IF_BOUNDS as B } from "@alm/formats";

export type TargetKind =
  "nevChangeAtShockAtLeast" | "nevRatioAtShockAtLeast" | "ratingAtMost" | "niiWithinPolicy";

export interface GoalSeekDraft {
  target: TargetKind;
  /** A percent for the NEV targets, a rating for ratingAtMost. */
  value: string;
  group: string;
  counterpart: WhatIfCounterpart;
  counterpartGroup: string;
  step: string;
}

export const TARGETS: readonly Option[] = [
  { value: "nevChangeAtShockAtLeast", label: "NEV change at shock, at least (%)" },
  { value: "nevRatioAtShockAtLeast", label: "NEV ratio at shock, at least (%)" },
  { value: "ratingAtMost", label: "NCUA rating, at most" },
  { value: "niiWithinPolicy", label: "NII % change within every policy limit" },
];

export const RATINGS: readonly Option[] = [
  { value: "LOW", label: "Low" },
  { value: "MODERATE", label: "Moderate (Low or Moderate)" },
];

/** What a target's value starts at when the client's limit is not known (use-goal-seek-starts.ts). */
export const COMMON_STARTS: Record<TargetKind, string> = {
  nevChangeAtShockAtLeast: "-25",
  nevRatioAtShockAtLeast: "7",
  ratingAtMost: "MODERATE",
  niiWithinPolicy: "",
};

export const NEW_GOAL_SEEK: GoalSeekDraft = {
  target: "nevChangeAtShockAtLeast",
  value: COMMON_STARTS.nevChangeAtShockAtLeast,
  group: "",
  counterpart: "CASH",
  counterpartGroup: "",
  step: "",
};

/** The target, the lever and the step as the API takes them, or the fields to correct first. */
export function goalSeekInputs(draft: GoalSeekDraft) {
  const errors = new Map<string, string>();
  let target: GoalSeekTargetInput;
  if (draft.target === "ratingAtMost") target = { ratingAtMost: (draft.value || "MODERATE") as NcuaRating };
  else if (draft.target === "niiWithinPolicy") target = { niiWithinPolicy: true };
  else {
    const fraction = parsePercent(draft.value);
    // The api's bounds: a ratio is 0 to 1 (one below 0 is met by any balance sheet), a change -1 to 1.
    const bounds = draft.target === "nevRatioAtShockAtLeast" ? B.unit : B.fraction;
    const example = COMMON_STARTS[draft.target];
    if (fraction === null)
      errors.set(`target.${draft.target}`, `Enter the target as a percent, e.g. ${example}.`);
    // Said here in the field's terms: the server's "must be a decimal fraction from -1 to 1" was shown
    // under a field that takes percents (a CFO's review).
    else if (Number(fraction) < bounds.min || Number(fraction) > bounds.max)
      errors.set(
        `target.${draft.target}`,
        `Enter the target as a percent from ${boundPercent(bounds.min)} to ${boundPercent(bounds.max)}, e.g. ${example}.`,
      );
    const at = fraction ?? "0";
    target =
      draft.target === "nevRatioAtShockAtLeast"
        ? { nevRatioAtShockAtLeast: at }
        : { nevChangeAtShockAtLeast: at };
  }
  if (!draft.group) errors.set("lever.group", "Choose the group to sell or reduce.");
  if (draft.counterpart === "GROUP" && !draft.counterpartGroup)
    errors.set("lever.counterpartGroup", "Choose a group.");
  const lever: GoalSeekLeverInput = {
    group: draft.group,
    counterpart: draft.counterpart,
    counterpartGroup: draft.counterpart === "GROUP" ? draft.counterpartGroup || null : null,
  };
  const step = draft.step.trim() ? parseMoney(draft.step) : null;
  if (draft.step.trim() && step === null)
    errors.set("step", "Step: enter an amount in dollars, e.g. 100k; or leave it empty.");
  else if (step !== null && Number(step) < B.step.min)
    errors.set("step", `Step: enter at least $${B.step.min}, e.g. 100k; or leave it empty.`);
  return { target, lever, step, errors };
}

let leverKey = -1;

/**
 * A limit said under the target field: as the reports print it, "(35.00%)" (the matrix's cell), then
 * as the field takes it, "-35": the tables' "(35.00%)" alone beside a field holding -35 had users
 * typing 35 (a review, 2026-12-06), and a "-35.00%" alone was the one figure written unlike the
 * report pages (a CFO's review).
 */
export const limitSaid = (printed: string, typed: string): string => `${printed}, entered as ${typed}`;

/**
 * The changes a goal seek searches on top of: the user's, without a sale an earlier goal seek of
 * the same group found (its key is negative). Pressed again, it searched on top of its own answer
 * and said the target "is met without selling any" beside that sale (a review, 2026-12-06).
 */
export const changesBeforeSeek = (drafts: readonly ChangeDraft[], draft: GoalSeekDraft): ChangeDraft[] =>
  drafts.filter((d) => !(d.key < 0 && d.kind === "resize" && d.values.group === draft.group));

/** The sale a goal seek found, as a change of the list: the user may adjust it or save it. */
export const leverDraft = (draft: GoalSeekDraft, amount: string): ChangeDraft => ({
  key: leverKey--,
  kind: "resize",
  values: {
    group: draft.group,
    direction: "SELL",
    by: "AMOUNT",
    amount: groupedMoney(amount),
    counterpart: draft.counterpart,
    counterpartGroup: draft.counterpart === "GROUP" ? draft.counterpartGroup : "",
  },
});
