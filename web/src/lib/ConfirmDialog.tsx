import type { ReactNode } from "react";
import { lazyDialog } from "./lazy-dialog.tsx";

export const CANNOT_UNDO = "This action cannot be undone.";

export interface ConfirmRequest {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog closes first so a slow call does not hold it open. */
  onConfirm(): void | Promise<void>;
  cancelLabel?: string;
  danger?: boolean;
}

export interface ConfirmDialogProps {
  request: ConfirmRequest | null;
  onClose(): void;
}

/** A yes/no question (deletes, clones, approvals); null closes it. Its code loads when first asked. */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  async () => (await import("./ConfirmDialogView.tsx")).default,
  (props) => !!props.request,
);
