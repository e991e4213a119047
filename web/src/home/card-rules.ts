import type { RunStatus } from "../generated/graphql.ts";

export interface DataSetCardFacts {
  status: RunStatus;
  isLocked: boolean;
  lockedReason?: string | null;
  isAttached: boolean;
  attachedReason?: string | null;
  /** The api's rules for the viewer: the web never re-derives them. */
  viewerCan: { delete: boolean };
}

export interface DataSetCardView {
  /** Tooltip of the lock icon; null hides the icon. */
  lock: string | null;
  /** Tooltip of the attachment icon; null hides the icon. */
  attachment: string | null;
  /** Spec section 2: only failed sets offer the delete icon, and only when the api allows the delete. */
  showDelete: boolean;
  running: boolean;
}

export function dataSetCardView(d: DataSetCardFacts): DataSetCardView {
  return {
    lock: d.isLocked
      ? (d.lockedReason ?? "Locked: an approved or published report uses this data set.")
      : null,
    attachment: d.isAttached ? (d.attachedReason ?? "A report definition uses this data set.") : null,
    showDelete: d.status === "FAILED" && d.viewerCan.delete,
    running: d.status === "STARTED",
  };
}

export interface ReportActionsFacts {
  viewerCan: { approve: boolean; unapprove: boolean; publish: boolean; unpublish: boolean };
}

export type WorkflowAction = "approve" | "unapprove" | "publish" | "unpublish";

/**
 * The approval buttons a card shows: the gateway's viewerCan already combines the viewer's
 * 'Approve' and 'Publish' permissions with the workflow rules of spec section 4.
 */
export function reportCardActions(r: ReportActionsFacts): WorkflowAction[] {
  const actions: WorkflowAction[] = [];
  if (r.viewerCan.approve) actions.push("approve");
  else if (r.viewerCan.unapprove) actions.push("unapprove");
  if (r.viewerCan.publish) actions.push("publish");
  else if (r.viewerCan.unpublish) actions.push("unpublish");
  return actions;
}

export const ACTION_LABELS: Record<WorkflowAction, string> = {
  approve: "Approve",
  unapprove: "Unapprove",
  publish: "Publish",
  unpublish: "Unpublish",
};

/** After a save the card says what happened to it. */
export type CardFlag = "NEW" | "UPDATED" | "COPY";
