import { randomBytes } from "node:crypto";

export interface LoginTransaction {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  createdAt: number;
}

const TTL_MS = 10 * 60_000;
const MAX_PENDING = 10_000;

/** Sign-ins under way: what the callback must check, keyed by the state the browser carries. */
export class LoginTransactions {
  private readonly pending = new Map<string, LoginTransaction>();

  begin(returnTo: string, codeVerifier: string): LoginTransaction {
    this.sweep();
    const tx: LoginTransaction = {
      state: randomBytes(16).toString("base64url"),
      nonce: randomBytes(16).toString("base64url"),
      codeVerifier,
      returnTo,
      createdAt: Date.now(),
    };
    this.pending.set(tx.state, tx);
    return tx;
  }

  /** Each transaction completes at most once. */
  take(state: string): LoginTransaction | undefined {
    const tx = this.pending.get(state);
    this.pending.delete(state);
    return tx && Date.now() - tx.createdAt < TTL_MS ? tx : undefined;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [state, tx] of this.pending) if (now - tx.createdAt >= TTL_MS) this.pending.delete(state);
    while (this.pending.size >= MAX_PENDING) {
      const oldest = this.pending.keys().next().value;
      if (oldest === undefined) break;
      this.pending.delete(oldest);
    }
  }
}

export const APP_BASE_PATH = "/analysis/";

/** Only pages of the app itself: never another site, never a protocol-relative URL. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string") return APP_BASE_PATH;
  if (!value.startsWith("/analysis") || value.startsWith("//") || value.includes("\\")) {
    return APP_BASE_PATH;
  }
  return value;
}
