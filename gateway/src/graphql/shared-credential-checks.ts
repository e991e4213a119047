import { occasionalWarning } from "../logging/occasional-warning.ts";

const warnCheckFailed = occasionalWarning("a credential check at the api failed; the next one asks again");

/** A check that fails (the api away) ends no socket: said in the log, and the next one asks again. */
function failedCheck(error: unknown): null {
  warnCheckFailed(error);
  return null;
}

/**
 * The periodic credential checks of the sockets of one credential, made once between them: a
 * thousand sockets of one script or user (one Bearer token, one session) each asked the api every
 * 30 s, in the burst in which they had connected, and the api served a thousand identical reads
 * while status changes waited behind them (seconds on two cores). A check begun at most `reuseMs`
 * ago answers for every socket of that credential, so each still learns of its end within a check
 * period and `reuseMs`.
 */
export class SharedCredentialChecks {
  private readonly checks = new Map<string, { began: number; outcome: Promise<string | null> }>();
  private readonly reuseMs: number;

  constructor(reuseMs: number) {
    this.reuseMs = reuseMs;
  }

  /**
   * Why the credential `key` names no longer stands (a close reason), or null while it does: the
   * outcome of a check begun within `reuseMs`, else of `ask`, begun now. An empty key (a socket
   * whose caller is not known yet) names no credential and shares no one's outcome.
   */
  check(key: string, ask: () => Promise<string | null>): Promise<string | null> {
    if (!key) return ask().catch(failedCheck);
    const now = Date.now();
    const recent = this.checks.get(key);
    if (recent && now - recent.began <= this.reuseMs) return recent.outcome;
    for (const [k, c] of this.checks) if (now - c.began > this.reuseMs) this.checks.delete(k);
    const outcome = ask().catch(failedCheck);
    this.checks.set(key, { began: now, outcome });
    return outcome;
  }
}
