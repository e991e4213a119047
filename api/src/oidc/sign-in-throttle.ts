import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { ApiConfig } from "../config.ts";
import type { Queryable } from "@alm/database";
import { clientAddressKey } from "./client-address.ts";
import { log } from "../logging/logger.ts";

/**
 * Brute-force protection of the sign-in form, per account and per client address.
 *
 * The counters live in the database (table sign_in_attempts, migration 008), so that several api
 * instances on one PostgreSQL share them and a restart forgives nothing. rate-limiter-flexible's
 * Postgres store does the counting with one atomic upsert per step; it talks to the table through
 * our Database (`storeOf`), which works the same on PGlite and on a real server.
 *
 * Every check is claimed before the secret is looked at (`begin`), so parallel guesses cannot all
 * slip in before the first failure is counted: the claim's place in the count is its failure
 * number if it fails. Refusals answer at once: a waiting or locked account never holds a
 * connection open ("refuse until T" rather than sleeping).
 */
export interface SignInThrottle {
  /**
   * Claims the right to check one secret (password, later also a one-time code) of `username` from
   * `address`. A refusal means: answer with it at once and check nothing. Otherwise report how the
   * check went through the attempt.
   */
  begin(
    username: string,
    address: string | undefined,
    door?: SignInDoor,
  ): Promise<{ refused: SignInRefusal } | { attempt: SignInAttempt }>;
}

/**
 * Whose secrets a check counts against: an account's (passwords and one-time codes, `username`
 * its name as typed), or the device codes entered from one address (`username` that address's
 * key). Apart in the store: a username typed as the device codes' key ('device-code@…') locked
 * device sign-in for everyone at that address.
 */
export type SignInDoor = "account" | "device codes";

export interface SignInAttempt {
  /** Counts the check as failed; returns the lockout when this failure started one. */
  failed(): Promise<SignInRefusal | undefined>;
  /**
   * The check passed: the address is not charged for it, and the account's failures are forgotten,
   * unless `resetAccount` is false (a first factor passed and a second one is still to come: the
   * earlier failures keep counting, this check does not).
   */
  succeeded(options?: { resetAccount?: boolean }): Promise<void>;
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
/**
 * How long a running check holds off parallel ones on a delayed account (if it never reports back,
 * at most this long), and the wait told to guesses refused for coming in parallel.
 */
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

/**
 * The device codes' keys start with a character no account key holds (accountKey keeps at most
 * MAX_USERNAME_KEY_LENGTH characters of a name, and lower-cased: the upper-case "D" cannot be one).
 */
const DEVICE_CODES_KEY = "Device codes from ";

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

/**
 * How the sign-in log names whom a check was for: an account's username as typed when it names
 * an account, else only a keyed fingerprint of it (the same for the same text, to follow one
 * guesser, and of no use to someone who hashes a list of passwords: the key is the server's).
 * Anyone types anything into the username field, a person their password among it.
 */
export interface SignInNames {
  /** Whether a username names an account. */
  known(username: string): Promise<boolean>;
  /** A short keyed digest of a text. */
  fingerprint(text: string): Promise<string>;
}

async function whoInLog(username: string, door: SignInDoor, names: SignInNames): Promise<string> {
  if (door === "device codes") return "device codes";
  if (await names.known(username).catch(() => false)) return `username ${JSON.stringify(username)}`;
  return `an unknown username (fingerprint ${await names.fingerprint(accountKey(username))})`;
}

export function createSignInThrottle(
  db: Queryable,
  limits: SignInLimits,
  names: SignInNames,
): SignInThrottle {
  // The table comes from migration 008; expired rows are swept by one limiter for all four.
  const store = {
    storeClient: storeOf(db),
    storeType: "client",
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
  };
  /**
   * Claimed checks per account within the failure window: failures, and checks still running. A
   * success deletes the key. No blockDuration: too many claims at once is not a lockout.
   */
  const claims = new RateLimiterPostgres({
    ...store,
    keyPrefix: "account",
    points: limits.lockoutFailures,
    duration: limits.failureWindowSeconds,
    clearExpiredByTimeout: true,
  });
  /** Once delays apply: the one check running, then the wait after its failure. */
  const turns = new RateLimiterPostgres({ ...store, keyPrefix: "delay", points: 1, duration: 1 });
  const locks = new RateLimiterPostgres({ ...store, keyPrefix: "lock", points: 1, duration: 1 });
  const addresses = new RateLimiterPostgres({
    ...store,
    keyPrefix: "address",
    points: limits.addressMaxFailures,
    duration: limits.addressWindowSeconds,
    blockDuration: limits.addressWindowSeconds,
  });

  return {
    async begin(username, address, door = "account") {
      // Each door's keys apart from the other's (SignInDoor).
      const account = door === "account" ? accountKey(username) : `${DEVICE_CODES_KEY}${username}`;
      const place = clientAddressKey(address);
      /** Who and where only; never the password, nor a username that names nobody. */
      const logSignIn = async (event: string) =>
        log.warn(
          `sign-in: ${event}: ${await whoInLog(username, door, names)} from ${address ?? "unknown address"}`,
        );
      const refuse = async (refusal: SignInRefusal, why: string, unclaim: Promise<unknown>[]) => {
        await Promise.all(unclaim);
        await logSignIn(`refused, ${why}`);
        return { refused: refusal };
      };

      const byAddress = await limited(addresses.consume(place));
      if ("refused" in byAddress) return refuse(byAddress.refused, "too many failures from this address", []);
      const lock = await locks.get(account);
      if (lock && lock.msBeforeNext > 0) {
        return refuse({ retryAfterMs: lock.msBeforeNext }, "account locked", [addresses.reward(place)]);
      }
      const claim = await limited(claims.consume(account));
      if ("refused" in claim) {
        // More checks at once than failures allowed: parallel guessing. Not a lockout by itself.
        return refuse({ retryAfterMs: CHECK_IN_PROGRESS_SECONDS * 1000 }, "too many checks at once", [
          claims.reward(account),
          addresses.reward(place),
        ]);
      }
      const failureNumber = claim.passed.consumedPoints;
      if (failureNumber > limits.freeFailures) {
        // One check at a time once delays apply; a running delay refuses until it ends.
        const turn = await limited(turns.consume(account, 1, { customDuration: CHECK_IN_PROGRESS_SECONDS }));
        if ("refused" in turn) {
          return refuse(turn.refused, "waiting after failures", [
            claims.reward(account),
            addresses.reward(place),
          ]);
        }
      }

      const attempt: SignInAttempt = {
        async failed() {
          if (failureNumber >= limits.lockoutFailures) {
            await locks.block(account, limits.lockoutSeconds);
            // After the lockout the account starts afresh.
            await Promise.all([claims.delete(account), turns.delete(account)]);
            await logSignIn(`failed ${failureNumber} times, account locked for ${limits.lockoutSeconds} s`);
            return { retryAfterMs: limits.lockoutSeconds * 1000 };
          }
          if (failureNumber >= limits.freeFailures) {
            await turns.block(account, delayAfterFailure(limits, failureNumber));
          }
          await logSignIn(`failed (${failureNumber} of ${limits.lockoutFailures} before lockout)`);
          return undefined;
        },
        async succeeded({ resetAccount = true } = {}) {
          await Promise.all([
            turns.delete(account),
            addresses.reward(place),
            resetAccount ? claims.delete(account) : claims.reward(account),
          ]);
        },
      };
      return { attempt };
    },
  };
}
