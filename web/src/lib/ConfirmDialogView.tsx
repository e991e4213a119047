import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import type { ConfirmDialogProps } from "./ConfirmDialog.tsx";

/** A yes/no question (deletes, clones, approvals); null closes it. */
export default function ConfirmDialogView({ request, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={!!request} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{request?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{request?.cancelLabel ?? "Cancel"}</Button>
        <Button
          variant="contained"
          color={request?.danger ? "error" : "primary"}
          onClick={() => {
            onClose();
            void request?.onConfirm();
          }}
        >
          {request?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
