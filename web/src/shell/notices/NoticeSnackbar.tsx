import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import type { Dispatch } from "react";
import { SNACKBAR_MS, TOAST_MS, type NoticeAction, type NoticeState } from "./notice-queue.ts";

/** The notice at the head of the queue, shown in MUI's Snackbar (loaded with the first notice). */
export default function NoticeSnackbar({
  state,
  dispatch,
}: {
  state: NoticeState;
  dispatch: Dispatch<NoticeAction>;
}) {
  const current = state.queue[0];
  const shown = current?.messages[current.index];
  const hasNext = !!current && current.index + 1 < current.messages.length;
  return (
    <Snackbar
      key={current ? `${current.id}-${current.index}` : "none"}
      open={!!current}
      autoHideDuration={current?.kind === "toast" ? TOAST_MS : SNACKBAR_MS}
      onClose={(_e, reason) => reason !== "clickaway" && dispatch({ type: hasNext ? "next" : "dismiss" })}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity={current?.severity ?? "info"}
        variant="filled"
        sx={{ minWidth: 360 }}
        action={
          current?.kind === "snackbar" ? (
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
        {current && current.messages.length > 1
          ? ` (${current.index + 1} of ${current.messages.length})`
          : ""}
      </Alert>
    </Snackbar>
  );
}
