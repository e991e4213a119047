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
  expiresAt: number;
  /** A refresh in progress, shared by concurrent requests of the same session. */
  refreshing?: Promise<SessionTokens>;
}

/**
 * Tokens stay on the server (backend-for-frontend); the browser only holds the session id.
 * Kept in memory: a gateway restart signs users out, and they sign in again silently
 * while the provider's own session lasts.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private readonly endListeners = new Map<string, Set<() => void>>();
  private readonly ttlMs: number;

  constructor(ttlMinutes: number) {
    this.ttlMs = ttlMinutes * 60_000;
  }

  create(sub: string, tenant: string, tokens: SessionTokens): Session {
    this.sweep();
    const session: Session = {
      id: randomBytes(24).toString("base64url"),
      sub,
      tenant,
      tokens,
      expiresAt: Date.now() + this.ttlMs,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): Session | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (session.expiresAt <= Date.now()) {
      this.destroy(id);
      return undefined;
    }
    return session;
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
    for (const [id, s] of this.sessions) if (s.expiresAt <= now) this.destroy(id);
  }
}
