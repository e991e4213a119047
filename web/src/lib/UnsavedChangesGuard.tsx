import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useId } from "react";
import { useBlocker } from "react-router";
import { UNSAVED_CHANGES } from "./error-texts.ts";

/**
 * Asks before the user leaves a page with unsaved changes: in the app through the router's
 * blocker (a change of the search alone stays on the page), and on reload or close through the
 * browser's own question, as a page may not show its own dialog then.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const titleId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  // Not ConfirmDialog: it closes before it confirms, and a blocker reset cannot then proceed.
  return (
    <Dialog
      open={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{UNSAVED_CHANGES.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{UNSAVED_CHANGES.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {UNSAVED_CHANGES.stay}
        </Button>
        <Button variant="contained" color="error" onClick={() => blocker.proceed?.()}>
          {UNSAVED_CHANGES.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
