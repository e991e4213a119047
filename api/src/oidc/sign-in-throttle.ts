import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { ApiConfig } from "../config.ts";
import type { Queryable } from "../db/database.ts";
import { clientAddressKey } from "./client-address.ts";

/**
 * Brute-force protection of the sign-in form, per account and per client address.
 *
 * The counters live in the database (table sign_in_attempts, migration 008), so that several api
 * instances on one PostgreSQL share them and a restart forgives nothing. rate-limiter-flexible's
 * Postgres store does the counting with one atomic upsert per step; it talks to the table through
 * our Database (`storeOf`), which works the same on PGlite and on a real server.
 *
 * Every check is claimed before the password is looked at (`begin`), so parallel guesses cannot
 * all slip in before the first failure is counted. Refusals answer at once: a locked account never
 * holds a connection open ("refuse until T" rather than sleeping).
 */
export interface SignInThrottle {
  /**
   * Claims the right to check one secret (password, later also a one-time code) of `username` from
   * `address`. A refusal means: answer with it at once and check nothing.
   */
  begin(username: string, address: string | undefined): Promise<SignInRefusal | undefined>;
  /** Counts a failed check; returns the lockout when this failure started one. */
  failed(username: string, address: string | undefined): Promise<SignInRefusal | undefined>;
  /**
   * A check passed: the address is not charged for it, and the account's failures are forgotten
   * unless `resetAccount` is false (a first factor passed, a second one is still to come).
   */
  succeeded(
    username: string,
    address: string | undefined,
    options?: { resetAccount?: boolean },
  ): Promise<void>;
}

export interface SignInRefusal {
  /** When the next attempt may be made. */
  retryAfterMs: number;
}

export interface SignInLimits {
  freeFailures: number;
  delaySeconds: number;
  lockoutFailures: number;
  lockoutSeconds: number;
  failureWindowSeconds: number;
  addressMaxFailures: number;
  addressWindowSeconds: number;
}

export function signInLimitsOf(config: ApiConfig): SignInLimits {
  return {
    freeFailures: config.SIGN_IN_FREE_FAILURES,
    delaySeconds: config.SIGN_IN_DELAY_SECONDS,
    lockoutFailures: config.SIGN_IN_LOCKOUT_FAILURES,
    lockoutSeconds: config.SIGN_IN_LOCKOUT_SECONDS,
    failureWindowSeconds: config.SIGN_IN_FAILURE_WINDOW_SECONDS,
    addressMaxFailures: config.SIGN_IN_ADDRESS_MAX_FAILURES,
    addressWindowSeconds: config.SIGN_IN_ADDRESS_WINDOW_SECONDS,
  };
}

const TABLE = "sign_in_attempts";
/** How long a claimed check holds off parallel ones on a delayed account, if it never reports back. */
const CHECK_IN_PROGRESS_SECONDS = 30;
/** Keys are at most 255 characters (the library's column); usernames longer than this are not real. */
const MAX_USERNAME_KEY_LENGTH = 200;

/** The shape of client rate-limiter-flexible's Postgres store queries ("client" store type). */
function storeOf(db: Queryable) {
  return {
    query: async ({ text, values }: { text: string; values?: unknown[] }) => {
      const rows = await db.query<Record<string, unknown>>(text, values);
      return { rows, rowCount: rows.length };
    },
  };
}

/** The same account however its name is typed, as accounts.findUserByUsername matches it. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase().slice(0, MAX_USERNAME_KEY_LENGTH);
}

/** Wait after the n-th failure (n >= free failures): the delay, doubling, at most a lockout. */
export function delayAfterFailure(limits: SignInLimits, failures: number): number {
  const doublings = Math.min(failures - limits.freeFailures, 30);
  return Math.min(limits.delaySeconds * 2 ** doublings, limits.lockoutSeconds);
}

/** The limiter's "no" (a RateLimiterRes) as a refusal; real errors (database down) go on. */
async function limited(
  step: Promise<RateLimiterRes>,
): Promise<{ passed: RateLimiterRes } | { refused: SignInRefusal }> {
  try {
    return { passed: await step };
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { refused: { retryAfterMs: Math.max(error.msBeforeNext, 1000) } };
    throw error;
  }
}

/** Usernames and addresses only, quoted (a username is typed by anyone); never the password. */
function logSignIn(event: string, username: string, address: string | undefined) {
  console.warn(
    `sign-in: ${event}: username ${JSON.stringify(username)} from ${address ?? "unknown address"}`,
  );
}

export function createSignInThrottle(db: Queryable, limits: SignInLimits): SignInThrottle {
  const store = { storeClient: storeOf(db), storeType: "client", tableName: TABLE, tableCreated: true };
  /** Checks per account within the failure window; a success deletes the key. */
  const accounts = new RateLimiterPostgres({
    ...store,
    keyPrefix: "account",
    points: limits.lockoutFailures,
    duration: limits.failureWindowSeconds,
    blockDuration: limits.lockoutSeconds,
  });
  /** The growing delay: a key blocked until the account may try again. */
  const delays = new RateLimiterPostgres({ ...store, keyPrefix: "delay", points: 1, duration: 1 });
  const addresses = new RateLimiterPostgres({
    ...store,
    keyPrefix: "address",
    points: limits.addressMaxFailures,
    duration: limits.addressWindowSeconds,
    blockDuration: limits.addressWindowSeconds,
  });

  return {
    async begin(username, address) {
      const account = accountKey(username);
      const place = clientAddressKey(address);
      const byAddress = await limited(addresses.consume(place));
      if ("refused" in byAddress) {
        logSignIn("refused, too many failures from this address", username, address);
        return byAddress.refused;
      }
      const byAccount = await limited(accounts.consume(account));
      if ("refused" in byAccount) {
        await addresses.reward(place);
        logSignIn("refused, account locked", username, address);
        return byAccount.refused;
      }
      const failuresBefore = byAccount.passed.consumedPoints - 1;
      if (failuresBefore < limits.freeFailures) return undefined;
      // Once delays apply, one check at a time; a running delay refuses until it ends.
      const byDelay = await limited(
        delays.consume(account, 1, { customDuration: CHECK_IN_PROGRESS_SECONDS }),
      );
      if ("passed" in byDelay) return undefined;
      // A refused attempt checked nothing: it is neither a failure nor charged to the address.
      await Promise.all([accounts.reward(account), addresses.reward(place)]);
      logSignIn("refused, waiting after failures", username, address);
      return byDelay.refused;
    },

    async failed(username, address) {
      const account = accountKey(username);
      const failures = (await accounts.get(account))?.consumedPoints ?? 1;
      if (failures >= limits.lockoutFailures) {
        await accounts.block(account, limits.lockoutSeconds);
        await delays.delete(account);
        logSignIn(
          `failed ${failures} times, account locked for ${limits.lockoutSeconds} s`,
          username,
          address,
        );
        return { retryAfterMs: limits.lockoutSeconds * 1000 };
      }
      if (failures >= limits.freeFailures) await delays.block(account, delayAfterFailure(limits, failures));
      logSignIn(`failed (${failures} of ${limits.lockoutFailures} before lockout)`, username, address);
      return undefined;
    },

    async succeeded(username, address, { resetAccount = true } = {}) {
      const account = accountKey(username);
      await Promise.all([
        delays.delete(account),
        addresses.reward(clientAddressKey(address)),
        resetAccount ? accounts.delete(account) : undefined,
      ]);
    },
  };
}
