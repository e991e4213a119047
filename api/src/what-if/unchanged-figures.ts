import { unprocessable } from "../http/http-error.ts";
import { MEASURE_KEYS, type ScenarioValue, type SideFigures } from "./what-if-figures.ts";
import type { WhatIfChange } from "./what-if-input.ts";

const sameSeries = (a: readonly ScenarioValue[], b: readonly ScenarioValue[]) =>
  a.length === b.length && a.every((point, i) => point.value === b[i]?.value);

/**
 * Whether two sides' figures are the same to the last digit: total assets, every measure and its
 * series. A what-if with no step gives the stored results to the digit (computeWhatIf), so a
 * change that moves nothing leaves them equal, and any that moves a position does not.
 */
export function sameFigures(a: SideFigures, b: SideFigures): boolean {
  return (
    a.totalAssets === b.totalAssets &&
    MEASURE_KEYS.every((k) => a.values[k] === b.values[k] && sameSeries(a.series[k], b.series[k]))
  );
}

/**
 * Refuses deposit terms typed as every deposit of their groups runs on them already: accepted,
 * the what-if answered the data set's own figures as if something had been tried (a review). The
 * other changes are refused beforehand when they would move nothing (a zero amount). Only a
 * what-if of deposit terms alone is judged so: beside a change that moves figures, one that
 * moves none cannot be told apart without computing each alone.
 */
export function refuseUnchangedDepositTerms(
  changes: readonly WhatIfChange[],
  asIs: SideFigures,
  withChanges: SideFigures,
): void {
  const terms = changes.map((c) => c.depositAssumptions);
  if (!terms.length || terms.some((t) => !t) || !sameFigures(asIs, withChanges)) return;
  const messages = terms.map((t, i) => {
    const typed = t?.decay === undefined ? "beta" : "decay";
    const field = `changes[${i}].depositAssumptions.${typed}`;
    const both = t?.decay !== undefined && t.beta !== undefined ? " (and so is the beta)" : "";
    return {
      field,
      // Said of the field ("Beta (%) is already what …"): it read "Beta (%) is the beta …" (a CFO's review).
      error: `${field}: is already what every deposit of '${t?.group}' runs on${both}: nothing would change`,
      resolution: "Type another value, or leave the change out.",
    };
  });
  throw unprocessable(
    "VALIDATION_FAILED",
    `The what-if's changes are not valid: ${messages.map((m) => m.error).join("; ")}`,
    messages,
  );
}
