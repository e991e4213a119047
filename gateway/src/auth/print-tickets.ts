import { randomBytes } from "node:crypto";
import { sign, unsign } from "./signed-value.ts";

/** What a print ticket lets its bearer read: one report definition of one client. */
export interface PrintScope {
  clientId: number;
  reportDefinitionId: number;
}

/** The credentials a ticket reads with: the session that asked (its tokens refresh) or a Bearer token. */
export type PrintCredential =
  { kind: "session"; sessionId: string } | { kind: "bearer"; accessToken: string };

export interface PrintGrant {
  scope: PrintScope;
  sub: string;
  tenant: string;
  credential: PrintCredential;
  expiresAt: number;
}

/**
 * Short-lived, signed tickets for the print routes, which Chromium opens without a sign-in.
 * The ticket names a grant kept here, so neither a session id nor a token travels in a URL;
 * the grant reads with the asking user's own credentials, so it never allows more than they had.
 */
export class PrintTickets {
  private readonly grants = new Map<string, PrintGrant>();
  private readonly secret: string;
  private readonly ttlMs: number;

  constructor(secret: string, ttlMs: number) {
    this.secret = secret;
    this.ttlMs = ttlMs;
  }

  issue(grant: Omit<PrintGrant, "expiresAt">): { ticket: string; expiresAt: number } {
    this.sweep();
    const id = randomBytes(18).toString("base64url");
    const expiresAt = Date.now() + this.ttlMs;
    this.grants.set(id, { ...grant, expiresAt });
    return { ticket: sign(`${id}.${expiresAt}`, this.secret), expiresAt };
  }

  /** The grant of a genuine, unexpired ticket; undefined for anything else. */
  verify(ticket: string): PrintGrant | undefined {
    const value = unsign(ticket, this.secret);
    if (!value) return undefined;
    const [id, expires] = value.split(".");
    const grant = id ? this.grants.get(id) : undefined;
    if (!grant || Number(expires) !== grant.expiresAt || grant.expiresAt <= Date.now()) return undefined;
    return grant;
  }

  private sweep() {
    const now = Date.now();
    for (const [id, grant] of this.grants) if (grant.expiresAt <= now) this.grants.delete(id);
  }
}
