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
