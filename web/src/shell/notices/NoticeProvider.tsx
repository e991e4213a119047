import { createContext, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from "react";
import { onInteraction, useOnInteraction } from "../../lib/on-interaction.ts";
import { NoticeHostContext } from "./notice-host.ts";
import { emptyNotices, messagesOfError, noticeReducer, type Severity } from "./notice-queue.ts";

// Most visits show no notice: MUI's Snackbar and Alert load with the first one.
const snackbar = onInteraction(async () => (await import("./NoticeSnackbar.tsx")).default);

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
  const [Snackbar, load] = useOnInteraction(snackbar);
  const waiting = state.queue.length > 0;
  useEffect(() => {
    if (waiting) load();
  }, [waiting, load]);
  const [host, setHost] = useState<HTMLElement | null>(null);
  return (
    <NoticeContext.Provider value={api}>
      <NoticeHostContext.Provider value={setHost}>{children}</NoticeHostContext.Provider>
      {Snackbar && <Snackbar state={state} dispatch={dispatch} host={host} />}
    </NoticeContext.Provider>
  );
}

/**
 * Settles once notices can be shown (the snackbar's code is loaded), failing or not: for a notice
 * the page leaves right after, such as Signing out, which would otherwise never appear.
 */
export const noticesReady = (): Promise<void> =>
  snackbar.load().then(
    () => undefined,
    () => undefined,
  );

export function useNotices(): Notices {
  const notices = useContext(NoticeContext);
  if (!notices) throw new Error("useNotices needs a NoticeProvider above it.");
  return notices;
}
