import type { RequestAuth } from "../auth/request-auth.ts";
import type { SessionStore } from "../auth/session-store.ts";
import { occasionalWarning } from "../logging/occasional-warning.ts";

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How often a socket asks the api whether its credential still stands: a socket may carry events
 * for hours without one upstream call, and a credential can end at the api (MFA required since a
 * password-only sign-in, a revoked grant) without the gateway hearing of it.
 */
export const SOCKET_CREDENTIAL_CHECK_MS = 30_000;

/** One line for the failures of every socket's checks: in an outage they all fail together. */
const recheckFailed = occasionalWarning("a socket's credential check failed; the next one tries again");

/** Runs `recheck` every check period until detached; a failed one keeps the socket. */
function every(recheck: () => Promise<void>): () => void {
  const checks = setInterval(() => void recheck().catch(recheckFailed), SOCKET_CREDENTIAL_CHECK_MS);
  checks.unref();
  return () => clearInterval(checks);
}

function at(epochMs: number, run: () => void): () => void {
  const timer = setTimeout(run, Math.min(Math.max(epochMs - Date.now(), 0), MAX_TIMER_MS));
  timer.unref();
  return () => clearTimeout(timer);
}

/**
 * Calls `ended` when the credential that opened a WebSocket stops being valid: the session is
 * destroyed (sign-out, refused refresh, its token refused by the api) or expires, or the Bearer
 * token expires or the api refuses it. `recheck` asks the api about the credential (a session it
 * refuses ends; a refused Bearer token closes its socket).
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
    const stopChecks = every(recheck);
    return () => {
      detach();
      cancel();
      stopChecks();
    };
  }
  if (auth.kind === "bearer") {
    const cancel = Number.isFinite(auth.expiresAt) ? at(auth.expiresAt, ended) : () => {};
    const stopChecks = every(recheck);
    return () => {
      cancel();
      stopChecks();
    };
  }
  return () => {};
}
