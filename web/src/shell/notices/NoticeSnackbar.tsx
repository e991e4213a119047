import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Portal from "@mui/material/Portal";
import Snackbar from "@mui/material/Snackbar";
import type { Dispatch } from "react";
import { SNACKBAR_MS, TOAST_MS, type NoticeAction, type NoticeState } from "./notice-queue.ts";

/**
 * In an open drawer: across its width, just above its buttons (the host is a line there). Given
 * per breakpoint so that they come after, and win over, the Snackbar's own rules for wide screens.
 */
const IN_DRAWER = {
  position: "absolute",
  bottom: { xs: 8, sm: 8 },
  left: { xs: 8, sm: 16 },
  right: { xs: 8, sm: 16 },
  transform: "none",
} as const;

/**
 * The notice at the head of the queue, shown in MUI's Snackbar (loaded with the first notice): in
 * the open drawer's host when there is one, else at the bottom of the window. Each notice is put
 * into the document when it appears, so a dialog open by then (which hides what was there before
 * it from screen readers) does not hide it.
 */
export default function NoticeSnackbar({
  state,
  dispatch,
  host,
}: {
  state: NoticeState;
  dispatch: Dispatch<NoticeAction>;
  host: HTMLElement | null;
}) {
  const current = state.queue[0];
  if (!current) return null;
  const shown = current.messages[current.index];
  const hasNext = current.index + 1 < current.messages.length;
  return (
    <Portal key={`${current.id}-${current.index}`} container={host}>
      <Snackbar
        open
        autoHideDuration={current.kind === "toast" ? TOAST_MS : SNACKBAR_MS}
        onClose={(_e, reason) => reason !== "clickaway" && dispatch({ type: hasNext ? "next" : "dismiss" })}
        anchorOrigin={{ vertical: "bottom", horizontal: host ? "left" : "center" }}
        sx={host ? IN_DRAWER : undefined}
      >
        <Alert
          severity={current.severity}
          variant="filled"
          sx={{ minWidth: host ? 0 : 360, flex: host ? 1 : undefined }}
          action={
            current.kind === "snackbar" ? (
              <>
                {hasNext && (
                  <Button color="inherit" size="small" onClick={() => dispatch({ type: "next" })}>
                    Next
                  </Button>
                )}
                <Button color="inherit" size="small" onClick={() => dispatch({ type: "dismiss" })}>
                  Dismiss
                </Button>
              </>
            ) : undefined
          }
        >
          {shown?.detail ? <AlertTitle>{shown.text}</AlertTitle> : shown?.text}
          {shown?.detail}
          {current.messages.length > 1 ? ` (${current.index + 1} of ${current.messages.length})` : ""}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
