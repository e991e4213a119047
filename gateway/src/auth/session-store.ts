import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "@alm/database";
import { occasionalWarning } from "../logging/occasional-warning.ts";
import { lookupKey, type SealedBox } from "../store/sealed-box.ts";

export interface SessionTokens {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
}

export interface Session {
  id: string;
  sub: string;
  tenant: string;
  tokens: SessionTokens;
  /** Which refresh the tokens come from: a refresh only replaces the tokens it started from. */
  tokensVersion: number;
  /** The absolute end (SESSION_TTL_MINUTES after sign-in), whatever the activity. */
  expiresAt: number;
  /** Epoch milliseconds of the last request the user made with this session. */
  lastActiveAt: number;
  /** Perpetual Login users are never signed out for inactivity (spec: idle); the absolute end stays. */
  perpetual: boolean;
}

export interface SessionLifetimes {
  /** The absolute lifetime of a session. */
  ttlMs: number;
  /** How long a session lives without a request from its user (sliding). */
  idleMs: number;
}

/**
 * How often an instance asks the database whether the sessions its sockets use still live: a
 * sign-out or expiry seen by another instance closes this one's sockets within this time.
 */
export const SESSION_CHECK_INTERVAL_MS = 5_000;
/** Ended sessions are deleted every this many checks (they are refused on read anyway). */
const SWEEP_EVERY_CHECKS = 12;
/** A request marks its session active at most this often: reads stay reads under load. */
const ACTIVITY_RESOLUTION_MS = 5_000;
/** How long an instance may hold a session's refresh (longer than the provider's own timeout). */
const REFRESH_LEASE_MS = 30_000;
const REFRESH_POLL_MS = 100;

interface SessionRow {
  sub: string;
  tenant: string;
  tokens: string;
  tokens_version: number;
  perpetual: boolean;
  expires_at: Date;
  last_active_at: Date;
}

const sessionCheckFailed = occasionalWarning("the check of live sessions failed; the next one tries again");

/** A session that has not ended: before its absolute end, and used recently or perpetual. `$2`: idle ms. */
const LIVE = `expires_at > now() and (perpetual or last_active_at > now() - $2::double precision * interval '1 millisecond')`;

/**
 * Tokens stay on the server (backend-for-frontend); the browser only holds the session id.
 * Kept in the gateway's database, so any instance serves any session and a restart signs nobody
 * out; the id only as its hash, the tokens sealed. A session ends at its absolute end or after
 * `idleMs` without a request, so a cookie taken from an unattended browser dies with the inactivity.
 */
export class SessionStore {
  private readonly db: Database;
  private readonly box: SealedBox;
  private readonly lifetimes: SessionLifetimes;
  private readonly endListeners = new Map<string, Set<() => void>>();
  /** This instance's refreshes under way, shared by concurrent requests of the same session. */
  private readonly refreshing = new Map<string, Promise<SessionTokens | undefined>>();
  private readonly checker: NodeJS.Timeout;
  private checks = 0;

  constructor(db: Database, box: SealedBox, lifetimes: SessionLifetimes) {
    this.db = db;
    this.box = box;
    this.lifetimes = lifetimes;
    // A check that fails (the database away) ends nothing: the next one asks again.
    this.checker = setInterval(() => void this.check().catch(sessionCheckFailed), SESSION_CHECK_INTERVAL_MS);
    this.checker.unref();
  }

  async create(sub: string, tenant: string, tokens: SessionTokens, perpetual = false): Promise<Session> {
    const id = randomBytes(24).toString("base64url");
    const [row] = await this.db.query<SessionRow>(
      `insert into gateway.sessions (key, sub, tenant, tokens, perpetual, expires_at, last_active_at)
       values ($1, $2, $3, $4, $5, now() + $6::double precision * interval '1 millisecond', now())
       returning sub, tenant, tokens, tokens_version, perpetual, expires_at, last_active_at`,
      [lookupKey(id), sub, tenant, this.box.seal(JSON.stringify(tokens)), perpetual, this.lifetimes.ttlMs],
    );
    if (!row) throw new Error("The session could not be stored.");
    return this.sessionOf(id, row);
  }

  /** The live session with this id; a read for the user (not a print page) marks it active. */
  async get(id: string, options: { activity?: boolean } = {}): Promise<Session | undefined> {
    const [row] = await this.db.query<SessionRow>(
      `select sub, tenant, tokens, tokens_version, perpetual, expires_at, last_active_at
       from gateway.sessions where key = $1 and ${LIVE}`,
      [lookupKey(id), this.lifetimes.idleMs],
    );
    if (!row) {
      await this.destroy(id);
      return undefined;
    }
    // One this instance's key cannot open is not deleted: another instance may hold the key it was
    // sealed with (a rollout of a new key), and would lose it too.
    const session = this.readable(id, row);
    if (!session) return undefined;
    if (options.activity && Date.now() - session.lastActiveAt >= ACTIVITY_RESOLUTION_MS) {
      await this.db.query("update gateway.sessions set last_active_at = now() where key = $1", [
        lookupKey(id),
      ]);
      session.lastActiveAt = Date.now();
    }
    return session;
  }

  /** Ends the session everywhere; this instance's sockets at once, the others' at their next check. */
  async destroy(id: string): Promise<void> {
    await this.db.query("delete from gateway.sessions where key = $1", [lookupKey(id)]);
    this.ended(id);
  }

  /** Calls back once when the session ends (sign-out, a refused refresh, expiry); returns the detach. */
  onEnd(id: string, listener: () => void): () => void {
    let listeners = this.endListeners.get(id);
    if (!listeners) this.endListeners.set(id, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.endListeners.get(id) === listeners) this.endListeners.delete(id);
    };
  }

  /**
   * New tokens from `refresh` (the provider), once for all instances: the provider rotates refresh
   * tokens and treats a second use of one as theft, so one instance holds a lease on the refresh
   * and the others wait for the tokens it writes. Undefined when the session ended meanwhile.
   */
  refreshTokens(
    session: Session,
    refresh: (refreshToken: string) => Promise<SessionTokens>,
  ): Promise<SessionTokens | undefined> {
    let pending = this.refreshing.get(session.id);
    if (!pending) {
      pending = this.refreshOnce(session, refresh).finally(() => this.refreshing.delete(session.id));
      this.refreshing.set(session.id, pending);
    }
    return pending;
  }

  private async refreshOnce(
    session: Session,
    refresh: (refreshToken: string) => Promise<SessionTokens>,
  ): Promise<SessionTokens | undefined> {
    const key = lookupKey(session.id);
    const refreshToken = session.tokens.refreshToken;
    if (!refreshToken) throw new Error("The session has no refresh token.");
    const deadline = Date.now() + REFRESH_LEASE_MS;
    for (;;) {
      const claimed = await this.db.query(
        `update gateway.sessions set refreshing_until = now() + $3::double precision * interval '1 millisecond'
         where key = $1 and tokens_version = $2 and (refreshing_until is null or refreshing_until <= now())
         returning key`,
        [key, session.tokensVersion, REFRESH_LEASE_MS],
      );
      if (claimed.length) {
        let tokens: SessionTokens;
        try {
          tokens = await refresh(refreshToken);
        } catch (error) {
          await this.db.query("update gateway.sessions set refreshing_until = null where key = $1", [key]);
          throw error;
        }
        await this.db.query(
          `update gateway.sessions set tokens = $3, tokens_version = tokens_version + 1, refreshing_until = null
           where key = $1 and tokens_version = $2`,
          [key, session.tokensVersion, this.box.seal(JSON.stringify(tokens))],
        );
        return tokens;
      }
      // Another instance holds the lease, or has already refreshed: its tokens, once written.
      const [row] = await this.db.query<{ tokens: string; tokens_version: number }>(
        "select tokens, tokens_version from gateway.sessions where key = $1",
        [key],
      );
      if (!row) return undefined;
      if (row.tokens_version !== session.tokensVersion)
        return JSON.parse(this.box.open(row.tokens)) as SessionTokens;
      if (Date.now() > deadline)
        throw new Error("Another gateway instance did not finish refreshing the session.");
      await sleep(REFRESH_POLL_MS);
    }
  }

  /** Stops the checks (a gateway closing); the database is closed by its owner. */
  close(): void {
    clearInterval(this.checker);
  }

  /**
   * The session, or undefined when SESSION_ENCRYPTION_KEY no longer opens its tokens (the key was
   * set or changed since it was made): its user signs in again, where the start of every request
   * of theirs failed (503) until the session expired, up to 12 hours later. The row is left to
   * expire.
   */
  private readable(id: string, row: SessionRow): Session | undefined {
    try {
      return this.sessionOf(id, row);
    } catch {
      return undefined;
    }
  }

  private sessionOf(id: string, row: SessionRow): Session {
    return {
      id,
      sub: row.sub,
      tenant: row.tenant,
      tokens: JSON.parse(this.box.open(row.tokens)) as SessionTokens,
      tokensVersion: row.tokens_version,
      perpetual: row.perpetual,
      expiresAt: new Date(row.expires_at).getTime(),
      lastActiveAt: new Date(row.last_active_at).getTime(),
    };
  }

  private ended(id: string): void {
    const listeners = this.endListeners.get(id);
    this.endListeners.delete(id);
    for (const listener of listeners ?? []) listener();
  }

  /** Ends the watched sessions that ended elsewhere (another instance's sign-out, expiry). */
  private async check(): Promise<void> {
    if (++this.checks % SWEEP_EVERY_CHECKS === 0) {
      await this.db.query(`delete from gateway.sessions where not (${LIVE.replaceAll("$2", "$1")})`, [
        this.lifetimes.idleMs,
      ]);
    }
    const watched = [...this.endListeners.keys()];
    if (!watched.length) return;
    const live = await this.db.query<{ key: string }>(
      `select key from gateway.sessions where key = any($1) and ${LIVE}`,
      [watched.map(lookupKey), this.lifetimes.idleMs],
    );
    const alive = new Set(live.map((r) => r.key));
    for (const id of watched) if (!alive.has(lookupKey(id))) this.ended(id);
  }
}
