import { clearFlows, createFlows, type Flows } from "../cashflows/flows.ts";
import { incentiveShift, type PositionTerms } from "../cashflows/positionTerms.ts";
import { MOST_LANES, projectByChanges } from "../cashflows/projectByChanges.ts";

/**
 * Whether a constant parallel shift reaches the position's cash flows only through the change of
 * its reference rate (incentiveShift): a fixed-rate loan's prepayment incentive, a deposit's
 * dividend and decay. An adjustable rate also follows its scenario's forward curve, month by month.
 */
export const flowsFollowReferenceChange = (t: PositionTerms) => t.reprice === 0;

/**
 * The reference-rate change a constant shift of `shiftPct` makes for a position: two scenarios
 * with the same change give a fixed-rate loan or a deposit the same cash flows, number for number.
 */
export const referenceChange = (t: PositionTerms, shiftPct: number, curve: Float64Array, floor: boolean) =>
  incentiveShift(t, shiftPct, curve, floor);

/**
 * One position's cash flows under the scenarios it has been projected on, found again by their
 * reference-rate change (flowsFollowReferenceChange). Many scenarios move that rate alike: the
 * shocks that the zero floor stops at the same rate, a key-rate bump of 100 bp at the loan's own
 * tenor and the ±100 bp levels, a bump at a tenor the loan does not follow and Base. Projecting
 * each once and discounting it on every curve that shares it gives the very numbers projecting
 * again would (the same operations on the same inputs), at a fraction of the work.
 * One instance per run; `start` forgets the previous position's flows and keeps the buffers.
 */
export class FlowsByChange {
  readonly #changes: number[] = [];
  readonly #flows: Flows[] = [];
  readonly #spare: Flows[] = [];
  #size = 0;
  readonly #wanted = new Float64Array(MOST_LANES);
  readonly #wantedFlows: Flows[] = [];
  #wantedCount = 0;

  start(): void {
    this.#size = 0;
    this.#wantedCount = 0;
    this.#changes.length = 0;
    this.#flows.length = 0;
  }

  /** The flows projected for `change`, if any. (0 and -0 are one change: they project alike.) */
  find(change: number): Flows | undefined {
    const changes = this.#changes;
    for (let k = 0; k < changes.length; k++) if (changes[k] === change) return this.#flows[k];
    return undefined;
  }

  /** Files `flows` (the caller's own buffer) under `change`. */
  keep(change: number, flows: Flows): void {
    this.#changes.push(change);
    this.#flows.push(flows);
  }

  /**
   * Files `change` to be projected (into `into`, or a buffer of its own) unless its flows are
   * filed already; `projectWanted` then projects every change wanted, together.
   */
  want(t: PositionTerms, change: number, into?: Flows): void {
    if (this.find(change)) return;
    const flows = into ?? this.fresh(change, t.term);
    if (into) {
      clearFlows(into, t.term);
      this.keep(change, into);
    }
    this.#wanted[this.#wantedCount] = change;
    this.#wantedFlows[this.#wantedCount++] = flows;
    if (this.#wantedCount === MOST_LANES) this.projectWanted(t);
  }

  /** Projects the changes wanted since the last call, side by side (projectByChanges). */
  projectWanted(t: PositionTerms): void {
    if (this.#wantedCount === 0) return;
    projectByChanges(t, this.#wanted, this.#wantedCount, this.#wantedFlows);
    this.#wantedCount = 0;
  }

  /** A cleared buffer through month `months`, filed under `change`, to project into. */
  fresh(change: number, months: number): Flows {
    if (this.#size === this.#spare.length) this.#spare.push(createFlows());
    const flows = this.#spare[this.#size++];
    clearFlows(flows, months);
    this.keep(change, flows);
    return flows;
  }
}
