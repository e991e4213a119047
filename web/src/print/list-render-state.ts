import type { ReportCardState } from "../report-card/ReportCard.tsx";
import type { PrintRenderState } from "./render-state.ts";

/**
 * The state of several reports printed as one document: an error as soon as one fails (the PDF
 * renderer names it from its card), complete once every one is complete or has nothing to show.
 */
export function listRenderState(states: readonly ReportCardState[], count: number): PrintRenderState {
  if (states.includes("error")) return "error";
  let settled = 0;
  for (let i = 0; i < count; i++) if (states[i] === "complete" || states[i] === "empty") settled++;
  return settled === count && count > 0 ? "complete" : "loading";
}

/**
 * Reports rendering at the same time: a report is laid out while the next ones load their data.
 * All at once, every report finishing made the browser lay out every other one again (32
 * reports on one page took longer than opening them one after another).
 */
export const REPORTS_AT_ONCE = 3;

/** How many of the list's reports to show: every settled one at its head, then a few more. */
export function shownReports(states: readonly ReportCardState[], count: number): number {
  let settled = 0;
  while (settled < count && (states[settled] === "complete" || states[settled] === "empty")) settled++;
  return Math.min(count, settled + REPORTS_AT_ONCE);
}
