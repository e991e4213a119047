export type Severity = "success" | "info" | "warning" | "error";

export interface ActionableMessage {
  error: string;
  resolution: string;
}

/** One thing to tell the user: a toast, a message, or several actionable messages in turn. */
export interface Notice {
  id: number;
  kind: "toast" | "snackbar";
  severity: Severity;
  /** Shown one at a time; Next moves on, Dismiss drops the rest. */
  messages: { text: string; detail?: string }[];
  index: number;
}

/** Spec section 9: toasts 5 s, snackbars 10 s. */
export const TOAST_MS = 5_000;
export const SNACKBAR_MS = 10_000;

export type NoticeAction =
  { type: "add"; notice: Omit<Notice, "id" | "index"> } | { type: "next" } | { type: "dismiss" };

export interface NoticeState {
  queue: Notice[];
  nextId: number;
}

export const emptyNotices: NoticeState = { queue: [], nextId: 1 };

export function noticeReducer(state: NoticeState, action: NoticeAction): NoticeState {
  switch (action.type) {
    case "add":
      return {
        queue: [...state.queue, { ...action.notice, id: state.nextId, index: 0 }],
        nextId: state.nextId + 1,
      };
    case "next": {
      const [current, ...rest] = state.queue;
      if (!current) return state;
      if (current.index + 1 < current.messages.length) {
        return { ...state, queue: [{ ...current, index: current.index + 1 }, ...rest] };
      }
      return { ...state, queue: rest };
    }
    case "dismiss":
      return { ...state, queue: state.queue.slice(1) };
  }
}

interface ErrorLike {
  message?: unknown;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * API errors that carry actionable messages show them one at a time; otherwise the error's
 * own message (spec section 8).
 */
export function messagesOfError(error: unknown, fallback: string): Notice["messages"] {
  const e = (error ?? {}) as ErrorLike;
  const actionable = (e.errors ?? []).flatMap(
    (g) => (g.extensions?.messages as ActionableMessage[] | undefined) ?? [],
  );
  if (actionable.length) return actionable.map((m) => ({ text: m.error, detail: m.resolution }));
  const first = e.errors?.[0]?.message;
  const text = first ?? (typeof e.message === "string" && e.message ? e.message : fallback);
  return [{ text }];
}
