import { randomBytes } from "node:crypto";
import type { Database } from "@alm/database";
import { JoinedReads } from "@alm/service";
import { lookupKey, type SealedBox } from "../store/sealed-box.ts";
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

interface GrantRow {
  client_id: number;
  report_definition_id: number;
  sub: string;
  tenant: string;
  credential: string;
  expires_at: Date;
}

/**
 * Short-lived, signed tickets for the print routes, which Chromium opens without a sign-in.
 * The ticket names a grant kept in the gateway's database (any instance redeems it), so neither
 * a session id nor a token travels in a URL; the grant reads with the asking user's own
 * credentials, so it never allows more than they had.
 */
export class PrintTickets {
  private readonly db: Database;
  private readonly box: SealedBox;
  private readonly secret: string;
  private readonly ttlMs: number;
  /**
   * A print page's requests come together (its 30-odd reports read at once): one look-up serves
   * every request for a ticket that arrived before it began, so none is answered from a look-up
   * older than itself.
   */
  private readonly lookups = new JoinedReads<GrantRow | undefined>();

  constructor(db: Database, box: SealedBox, secret: string, ttlMs: number) {
    this.db = db;
    this.box = box;
    this.secret = secret;
    this.ttlMs = ttlMs;
  }

  async issue(grant: Omit<PrintGrant, "expiresAt">): Promise<{ ticket: string; expiresAt: number }> {
    await this.db.query("delete from gateway.print_grants where expires_at <= now()");
    const id = randomBytes(18).toString("base64url");
    const expiresAt = Date.now() + this.ttlMs;
    await this.db.query(
      `insert into gateway.print_grants (key, client_id, report_definition_id, sub, tenant, credential, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
      [
        lookupKey(id),
        grant.scope.clientId,
        grant.scope.reportDefinitionId,
        grant.sub,
        grant.tenant,
        this.box.seal(JSON.stringify(grant.credential)),
        new Date(expiresAt).toISOString(),
      ],
    );
    return { ticket: sign(`${id}.${expiresAt}`, this.secret), expiresAt };
  }

  /** The grant of a genuine, unexpired ticket; undefined for anything else. */
  async verify(ticket: string): Promise<PrintGrant | undefined> {
    const value = unsign(ticket, this.secret);
    if (!value) return undefined;
    const [id, expires] = value.split(".");
    if (!id) return undefined;
    const key = lookupKey(id);
    const row = await this.lookups.read(key, async () => {
      const [found] = await this.db.query<GrantRow>(
        `select client_id, report_definition_id, sub, tenant, credential, expires_at
         from gateway.print_grants where key = $1 and expires_at > now()`,
        [key],
      );
      return found;
    });
    if (!row) return undefined;
    const expiresAt = new Date(row.expires_at).getTime();
    if (Number(expires) !== expiresAt || expiresAt <= Date.now()) return undefined;
    return {
      scope: { clientId: row.client_id, reportDefinitionId: row.report_definition_id },
      sub: row.sub,
      tenant: row.tenant,
      credential: JSON.parse(this.box.open(row.credential)) as PrintCredential,
      expiresAt,
    };
  }
}
