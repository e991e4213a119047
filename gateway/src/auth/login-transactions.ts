import { randomBytes } from "node:crypto";
import type { Database } from "@alm/database";
import type { SealedBox } from "../store/sealed-box.ts";

export interface LoginTransaction {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

const TTL_MS = 10 * 60_000;
const MAX_PENDING = 10_000;
/** Expired and surplus sign-ins are deleted at most this often, by whichever instance begins one. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Sign-ins under way: what the callback must check, keyed by the state the browser carries.
 * Kept in the gateway's database, so the provider may send the browser back to any instance.
 */
export class LoginTransactions {
  private readonly db: Database;
  private readonly box: SealedBox;
  private lastSweep = 0;

  constructor(db: Database, box: SealedBox) {
    this.db = db;
    this.box = box;
  }

  async begin(returnTo: string, codeVerifier: string): Promise<LoginTransaction> {
    await this.sweep();
    const tx: LoginTransaction = {
      state: randomBytes(16).toString("base64url"),
      nonce: randomBytes(16).toString("base64url"),
      codeVerifier,
      returnTo,
    };
    await this.db.query(
      "insert into gateway.login_transactions (state, code_verifier, nonce, return_to) values ($1, $2, $3, $4)",
      [tx.state, this.box.seal(codeVerifier), tx.nonce, returnTo],
    );
    return tx;
  }

  /** Each transaction completes at most once, on whichever instance the callback reaches. */
  async take(state: string): Promise<LoginTransaction | undefined> {
    const [row] = await this.db.query<{
      code_verifier: string;
      nonce: string;
      return_to: string;
      fresh: boolean;
    }>(
      `delete from gateway.login_transactions where state = $1
       returning code_verifier, nonce, return_to, created_at > now() - $2::double precision * interval '1 millisecond' as fresh`,
      [state, TTL_MS],
    );
    if (!row?.fresh) return undefined;
    return {
      state,
      codeVerifier: this.box.open(row.code_verifier),
      nonce: row.nonce,
      returnTo: row.return_to,
    };
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = Date.now();
    await this.db.query(
      `delete from gateway.login_transactions
       where created_at <= now() - $1::double precision * interval '1 millisecond'
          or state in (select state from gateway.login_transactions order by created_at desc offset $2)`,
      [TTL_MS, MAX_PENDING],
    );
  }
}

export const APP_BASE_PATH = "/analysis/";

/** Stands for the gateway's own origin while a return path is resolved. */
const OWN_ORIGIN = "http://gateway.invalid";

/**
 * Only pages of the app itself: never another site, never a protocol-relative URL, and never
 * another path of the gateway reached through the app's ("/analysis/../auth/logout" led to the
 * sign-out route after sign-in: an attacker's review). The path is resolved as the browser will
 * resolve it, dot segments and their encodings included, and must still lie under /analysis.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return APP_BASE_PATH;
  }
  const url = new URL(value, OWN_ORIGIN);
  const inApp = url.pathname === "/analysis" || url.pathname.startsWith(APP_BASE_PATH);
  return url.origin === OWN_ORIGIN && inApp ? `${url.pathname}${url.search}${url.hash}` : APP_BASE_PATH;
}
