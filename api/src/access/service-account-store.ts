import type { Queryable } from "@alm/database";
import { hashSecret } from "./secret-hash.ts";
import { newClientId, newSecret } from "./service-account-secrets.ts";

interface Row {
  client_id: string;
  name: string;
  tenant: string;
  permissions: string[];
  secret_hash: string;
  created_by: string;
  created_date: Date;
  secret_rotated_date: Date;
  revoked_date: Date | null;
}

/** What the REST calls answer: never the secret's hash. */
export interface ServiceAccount {
  clientId: string;
  name: string;
  tenant: string;
  permissions: string[];
  createdBy: string;
  createdDate: string;
  secretRotatedDate: string;
  revokedDate: string | null;
}

const toModel = (r: Row): ServiceAccount => ({
  clientId: r.client_id,
  name: r.name,
  tenant: r.tenant,
  permissions: r.permissions,
  createdBy: r.created_by,
  createdDate: new Date(r.created_date).toISOString(),
  secretRotatedDate: new Date(r.secret_rotated_date).toISOString(),
  revokedDate: r.revoked_date ? new Date(r.revoked_date).toISOString() : null,
});

export async function listServiceAccounts(db: Queryable, tenant: string | undefined) {
  const rows = await db.query<Row>(
    `select * from service_accounts where ($1::text is null or tenant = $1)
     order by tenant, lower(name), client_id`,
    [tenant ?? null],
  );
  return rows.map(toModel);
}

export async function findServiceAccount(db: Queryable, clientId: string) {
  const [row] = await db.query<Row>("select * from service_accounts where client_id = $1", [clientId]);
  return row ? toModel(row) : undefined;
}

/** The account the provider may issue a token to: not revoked, with its secret's hash. */
export async function activeServiceAccount(db: Queryable, clientId: string) {
  const [row] = await db.query<Row>(
    "select * from service_accounts where client_id = $1 and revoked_date is null",
    [clientId],
  );
  return row ? { ...toModel(row), secretHash: row.secret_hash } : undefined;
}

export async function createServiceAccount(
  db: Queryable,
  input: { name: string; tenant: string; permissions: string[]; createdBy: string },
) {
  const secret = newSecret();
  const [row] = await db.query<Row>(
    `insert into service_accounts (client_id, name, tenant, permissions, secret_hash, created_by)
     values ($1, $2, $3, $4, $5, $6) returning *`,
    [newClientId(), input.name, input.tenant, input.permissions, hashSecret(secret), input.createdBy],
  );
  if (!row) throw new Error("Inserting a service account returned no row.");
  return { account: toModel(row), secret };
}

/** A new secret replaces the old one at once: the old one gets no further token. */
export async function rotateServiceAccountSecret(db: Queryable, clientId: string) {
  const secret = newSecret();
  const [row] = await db.query<Row>(
    `update service_accounts set secret_hash = $2, secret_rotated_date = now()
     where client_id = $1 and revoked_date is null returning *`,
    [clientId, hashSecret(secret)],
  );
  return row ? { account: toModel(row), secret } : undefined;
}

export async function revokeServiceAccount(db: Queryable, clientId: string) {
  const [row] = await db.query<Row>(
    `update service_accounts set revoked_date = coalesce(revoked_date, now())
     where client_id = $1 returning *`,
    [clientId],
  );
  return row ? toModel(row) : undefined;
}
