import type { RequestAuth } from "../auth/request-auth.ts";
import type { SessionStore } from "../auth/session-store.ts";

const MAX_TIMER_MS = 2 ** 31 - 1;

function at(epochMs: number, run: () => void): () => void {
  const timer = setTimeout(run, Math.min(Math.max(epochMs - Date.now(), 0), MAX_TIMER_MS));
  timer.unref();
  return () => clearTimeout(timer);
}

/**
 * Calls `ended` when the credential that opened a WebSocket stops being valid: the session is
 * destroyed (sign-out, refused refresh) or expires, or the Bearer token expires.
 */
export function watchCredential(auth: RequestAuth, sessions: SessionStore, ended: () => void): () => void {
  if (auth.kind === "session") {
    const detach = sessions.onEnd(auth.session.id, ended);
    const cancel = at(auth.session.expiresAt, ended);
    return () => {
      detach();
      cancel();
    };
  }
  if (auth.kind === "bearer") {
    return Number.isFinite(auth.expiresAt) ? at(auth.expiresAt, ended) : () => {};
  }
  return () => {};
}
