import { randomUUID } from "node:crypto";
import { STAFF_TENANT } from "../auth/caller.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Queryable } from "@alm/database";
import { DEMO_CLIENTS, DEMO_USERS } from "./demo-identity.ts";

/** Tenants, client institutions, demo users and their permissions. */
export async function seedIdentity(tx: Queryable): Promise<void> {
  await tx.query("insert into tenants (code, name, is_staff) values ($1, $2, true)", [
    STAFF_TENANT,
    "ALM Advisory (staff)",
  ]);
  for (const client of DEMO_CLIENTS) {
    await tx.query("insert into tenants (code, name) values ($1, $2)", [client.acronym, client.name]);
    await tx.query("insert into clients (name, acronym) values ($1, $2)", [client.name, client.acronym]);
  }
  for (const user of DEMO_USERS) {
    const sub = randomUUID();
    await tx.query(
      `insert into users (sub, username, password_hash, name, given_name, email, tenant, job_title)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        sub,
        user.username,
        await hashPassword(user.password),
        user.name,
        user.givenName,
        `${user.username}@${user.tenant.toLowerCase()}.example.com`,
        user.tenant,
        user.jobTitle,
      ],
    );
    for (const [domain, permissions] of Object.entries(user.permissions)) {
      for (const permission of permissions) {
        await tx.query(
          `insert into permissions (sub, tenant, domain, permission, policy_path)
           values ($1, $2, $3, $4, $5)`,
          [sub, user.tenant, domain, permission, `/${user.tenant}/${domain}`],
        );
      }
    }
  }
}
