import { randomBytes } from "node:crypto";

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
  /** The absolute end (SESSION_TTL_MINUTES after sign-in), whatever the activity. */
  expiresAt: number;
  /** Epoch milliseconds of the last request the user made with this session. */
  lastActiveAt: number;
  /** Perpetual Login users are never signed out for inactivity (spec: idle); the absolute end stays. */
  perpetual: boolean;
  /** A refresh in progress, shared by concurrent requests of the same session. */
  refreshing?: Promise<SessionTokens>;
}

export interface SessionLifetimes {
  /** The absolute lifetime of a session. */
  ttlMs: number;
  /** How long a session lives without a request from its user (sliding). */
  idleMs: number;
}

/** How often ended sessions are looked for, so their sockets close without waiting for a request. */
const SWEEP_INTERVAL_MS = 15_000;

/**
 * Tokens stay on the server (backend-for-frontend); the browser only holds the session id.
 * Kept in memory: a gateway restart signs users out, and they sign in again silently
 * while the provider's own session lasts. A session ends at its absolute end or after `idleMs`
 * without a request, so a cookie taken from an unattended browser dies with the inactivity.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private readonly endListeners = new Map<string, Set<() => void>>();
  private readonly lifetimes: SessionLifetimes;
  private readonly sweeper: NodeJS.Timeout;

  constructor(lifetimes: SessionLifetimes) {
    this.lifetimes = lifetimes;
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS).unref();
  }

  create(sub: string, tenant: string, tokens: SessionTokens, perpetual = false): Session {
    this.sweep();
    const now = Date.now();
    const session: Session = {
      id: randomBytes(24).toString("base64url"),
      sub,
      tenant,
      tokens,
      expiresAt: now + this.lifetimes.ttlMs,
      lastActiveAt: now,
      perpetual,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session with this id; a read for the user (not a print page) marks it active. */
  get(id: string, options: { activity?: boolean } = {}): Session | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    const now = Date.now();
    if (this.ended(session, now)) {
      this.destroy(id);
      return undefined;
    }
    if (options.activity) session.lastActiveAt = now;
    return session;
  }

  /** Stops the sweeper (a gateway closing). */
  close(): void {
    clearInterval(this.sweeper);
  }

  private ended(session: Session, now: number): boolean {
    if (session.expiresAt <= now) return true;
    return !session.perpetual && session.lastActiveAt + this.lifetimes.idleMs <= now;
  }

  destroy(id: string): void {
    this.sessions.delete(id);
    const listeners = this.endListeners.get(id);
    this.endListeners.delete(id);
    for (const listener of listeners ?? []) listener();
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

  private sweep(): void {
    const now = Date.now();
    for (const [id, s] of this.sessions) if (this.ended(s, now)) this.destroy(id);
  }
}
