import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { createContext, useContext, useMemo, useReducer, type ReactNode } from "react";
import {
  SNACKBAR_MS,
  TOAST_MS,
  emptyNotices,
  messagesOfError,
  noticeReducer,
  type Severity,
} from "./notice-queue.ts";

export interface Notices {
  /** A short confirmation, gone after 5 s. */
  toast(text: string, severity?: Severity): void;
  /** A message with Dismiss, gone after 10 s. */
  message(text: string, severity?: Severity): void;
  /** An API error: its actionable messages one at a time with Next and Dismiss. */
  error(error: unknown, fallback: string): void;
}

const NoticeContext = createContext<Notices | undefined>(undefined);

/** One snackbar service for the whole app (spec section 8). */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(noticeReducer, emptyNotices);
  const api = useMemo<Notices>(
    () => ({
      toast: (text, severity = "success") =>
        dispatch({ type: "add", notice: { kind: "toast", severity, messages: [{ text }] } }),
      message: (text, severity = "info") =>
        dispatch({ type: "add", notice: { kind: "snackbar", severity, messages: [{ text }] } }),
      error: (error, fallback) =>
        dispatch({
          type: "add",
          notice: { kind: "snackbar", severity: "error", messages: messagesOfError(error, fallback) },
        }),
    }),
    [],
  );
  const current = state.queue[0];
  const shown = current?.messages[current.index];
  const hasNext = !!current && current.index + 1 < current.messages.length;
  return (
    <NoticeContext.Provider value={api}>
      {children}
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
    </NoticeContext.Provider>
  );
}

export function useNotices(): Notices {
  const notices = useContext(NoticeContext);
  if (!notices) throw new Error("useNotices needs a NoticeProvider above it.");
  return notices;
}
