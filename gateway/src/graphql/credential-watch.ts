import type { RequestAuth } from "../auth/request-auth.ts";
import type { SessionStore } from "../auth/session-store.ts";

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How often a session's socket asks the api whether the session's credential still stands: a
 * socket may carry events for hours without one upstream call, and a session can end at the api
 * (MFA required since a password-only sign-in, a revoked grant) without the gateway hearing of it.
 */
export const SESSION_SOCKET_CHECK_MS = 30_000;

function at(epochMs: number, run: () => void): () => void {
  const timer = setTimeout(run, Math.min(Math.max(epochMs - Date.now(), 0), MAX_TIMER_MS));
  timer.unref();
  return () => clearTimeout(timer);
}

/**
 * Calls `ended` when the credential that opened a WebSocket stops being valid: the session is
 * destroyed (sign-out, refused refresh, its token refused by the api) or expires, or the Bearer
 * token expires. `recheck` asks the api about a session's credential (a refusal ends the session).
 */
export function watchCredential(
  auth: RequestAuth,
  sessions: SessionStore,
  ended: () => void,
  recheck: () => Promise<void> = async () => {},
): () => void {
  if (auth.kind === "session") {
    const detach = sessions.onEnd(auth.session.id, ended);
    const cancel = at(auth.session.expiresAt, ended);
    const checks = setInterval(() => void recheck().catch(() => {}), SESSION_SOCKET_CHECK_MS);
    checks.unref();
    return () => {
      detach();
      cancel();
      clearInterval(checks);
    };
  }
  if (auth.kind === "bearer") {
    return Number.isFinite(auth.expiresAt) ? at(auth.expiresAt, ended) : () => {};
  }
  return () => {};
}
