import type { RequestAuth } from "./request-auth.ts";

type BearerAuth = Extract<RequestAuth, { kind: "bearer" }>;

/** A script's token is verified again after this long at most (the provider's keys may have rotated). */
const HOLD_MS = 60_000;
const MAX_TOKENS = 1_000;

/**
 * Bearer JWTs this instance verified lately: checking a signature took about a millisecond of
 * every request of a script or service calling in a loop. An entry lives until its token expires,
 * and HOLD_MS at most; only tokens that passed every check are kept, the oldest go first.
 */
export class VerifiedBearers {
  private readonly entries = new Map<string, { auth: BearerAuth; until: number }>();

  get(token: string): BearerAuth | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    // A copy: a caller may change its own (a socket renews its token in place).
    if (entry.until > Date.now()) return { ...entry.auth };
    this.entries.delete(token);
    return undefined;
  }

  keep(token: string, auth: BearerAuth): void {
    const until = Math.min(auth.expiresAt, Date.now() + HOLD_MS);
    this.entries.delete(token);
    this.entries.set(token, { auth: { ...auth }, until });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_TOKENS) break;
      this.entries.delete(oldest);
    }
  }
}
