import { randomBytes } from "node:crypto";
import type { Queryable } from "@alm/database";
import { hashSecret, newPrefixedSecret } from "./secret-hash.ts";

/**
 * Every personal access token starts with this, so secret scanners find leaked ones and the api
 * tells them from the provider's JWTs (which never start so) without trying to verify them.
 */
export const PERSONAL_ACCESS_TOKEN_PREFIX = "almpat_";

/** The lifetimes a person may choose, in days: the longest is the most a token ever lives. */
export const PERSONAL_ACCESS_TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;

/** Live tokens one person may hold at once: enough for every script, few enough to review. */
export const MAX_LIVE_PERSONAL_ACCESS_TOKENS = 50;

/** `last_used_date` is written at most this often per token, not on every call. */
const LAST_USED_GRANULARITY = "1 minute";

interface Row {
  id: string;
  sub: string;
  tenant: string;
  name: string;
  scopes: string[];
  created_date: Date;
  expires_date: Date;
  last_used_date: Date | null;
  revoked_date: Date | null;
  second_factor: boolean;
}

/** What the REST calls answer: never the secret or its hash. */
export interface PersonalAccessToken {
  id: string;
  name: string;
  scopes: string[];
  createdDate: string;
  expiresDate: string;
  lastUsedDate: string | null;
  revokedDate: string | null;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

const toModel = (r: Row): PersonalAccessToken => ({
  id: r.id,
  name: r.name,
  scopes: r.scopes,
  createdDate: new Date(r.created_date).toISOString(),
  expiresDate: new Date(r.expires_date).toISOString(),
  lastUsedDate: iso(r.last_used_date),
  revokedDate: iso(r.revoked_date),
});

const COLUMNS = "id, sub, tenant, name, scopes, created_date, expires_date, last_used_date, revoked_date";

export const isPersonalAccessToken = (token: string) => token.startsWith(PERSONAL_ACCESS_TOKEN_PREFIX);

/** A person's tokens that still work or expired (newest first); revoked ones are gone from view. */
export async function listPersonalAccessTokens(db: Queryable, sub: string) {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from personal_access_tokens where sub = $1 and revoked_date is null
     order by created_date desc, id`,
    [sub],
  );
  return rows.map(toModel);
}

export async function countLivePersonalAccessTokens(db: Queryable, sub: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from personal_access_tokens
     where sub = $1 and revoked_date is null and expires_date > now()`,
    [sub],
  );
  return row?.count ?? 0;
}

export async function createPersonalAccessToken(
  db: Queryable,
  input: {
    sub: string;
    tenant: string;
    name: string;
    scopes: string[];
    lifetimeDays: number;
    /** Whether the sign-in that makes it had a second factor (see personal-token-verifier.ts). */
    secondFactor: boolean;
  },
) {
  const secret = newPrefixedSecret(PERSONAL_ACCESS_TOKEN_PREFIX);
  const [row] = await db.query<Row>(
    `insert into personal_access_tokens (id, sub, tenant, name, scopes, secret_hash, expires_date, second_factor)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7), $8) returning ${COLUMNS}`,
    [
      `pat_${randomBytes(10).toString("hex")}`,
      input.sub,
      input.tenant,
      input.name,
      input.scopes,
      hashSecret(secret),
      input.lifetimeDays,
      input.secondFactor,
    ],
  );
  if (!row) throw new Error("Inserting a personal access token returned no row.");
  return { token: toModel(row), secret };
}

/** Only its owner revokes a token: another person's id is as unknown as one that never existed. */
export async function revokePersonalAccessToken(db: Queryable, sub: string, id: string) {
  const [row] = await db.query<Row>(
    `update personal_access_tokens set revoked_date = coalesce(revoked_date, now())
     where id = $1 and sub = $2 returning ${COLUMNS}`,
    [id, sub],
  );
  return row ? toModel(row) : undefined;
}

/**
 * Whom a presented secret stands for: its user, while the token is neither revoked nor expired
 * and the user still exists in the token's tenant. Undefined otherwise, whatever the reason, so
 * that an answer tells nothing about other people's tokens.
 */
export async function personalAccessTokenHolder(db: Queryable, secret: string) {
  const [row] = await db.query<Row & { username: string; user_name: string }>(
    `select t.*, u.username, u.name as user_name
     from personal_access_tokens t join users u on u.sub = t.sub and u.tenant = t.tenant
     where t.secret_hash = $1 and t.revoked_date is null and t.expires_date > now()`,
    [hashSecret(secret)],
  );
  if (!row) return undefined;
  await db.query(
    `update personal_access_tokens set last_used_date = now() where id = $1
     and (last_used_date is null or last_used_date < now() - interval '${LAST_USED_GRANULARITY}')`,
    [row.id],
  );
  return {
    sub: row.sub,
    username: row.username,
    name: row.user_name,
    tenant: row.tenant,
    secondFactor: row.second_factor,
    token: { id: row.id, scopes: row.scopes, expiresDate: new Date(row.expires_date).toISOString() },
  };
}
