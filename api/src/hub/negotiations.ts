import { randomBytes } from "node:crypto";
import type { Caller } from "../auth/caller.ts";

export interface Negotiation {
  connectionId: string;
  connectionToken: string;
  caller: Caller;
}

/**
 * Connection tokens handed out by negotiate and not yet used. The connection id is public
 * (callers name it to join groups); the token is the secret that opens the WebSocket, once.
 */
export class PendingNegotiations {
  private readonly pending = new Map<string, Negotiation>();
  private readonly ttlMs: number;

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  issue(caller: Caller): Negotiation {
    const negotiation = {
      connectionId: randomBytes(16).toString("base64url"),
      connectionToken: randomBytes(32).toString("base64url"),
      caller,
    };
    this.pending.set(negotiation.connectionToken, negotiation);
    setTimeout(() => this.pending.delete(negotiation.connectionToken), this.ttlMs).unref();
    return negotiation;
  }

  /**
   * The negotiation of a token, removed so that the token cannot open a second socket. Only its
   * own user may claim it, so a leaked token cannot be used up by someone else either.
   */
  claim(connectionToken: string, sub: string): Negotiation | undefined {
    const negotiation = this.pending.get(connectionToken);
    if (negotiation?.caller.sub !== sub) return undefined;
    this.pending.delete(connectionToken);
    return negotiation;
  }

  clear(): void {
    this.pending.clear();
  }
}
