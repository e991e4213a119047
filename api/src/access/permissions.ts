import type { Queryable } from "../db/database.ts";

export interface PermissionEntry {
  permission: string;
  permAssignedAtPolicyPath: string;
  inherited: boolean;
}

/** Permissions of one user in one tenant, as lists keyed by domain ('user' included). */
export async function permissionsByDomain(
  db: Queryable,
  sub: string,
  tenant: string,
): Promise<Record<string, PermissionEntry[]>> {
  const rows = await db.query<{
    domain: string;
    permission: string;
    policy_path: string;
    inherited: boolean;
  }>(
    `select domain, permission, policy_path, inherited from permissions
     where sub = $1 and tenant = $2 order by domain, permission`,
    [sub, tenant],
  );
  const byDomain: Record<string, PermissionEntry[]> = {};
  for (const row of rows) {
    (byDomain[row.domain] ??= []).push({
      permission: row.permission,
      permAssignedAtPolicyPath: row.policy_path,
      inherited: row.inherited,
    });
  }
  return byDomain;
}

/** The one place that answers "may this caller do X in domain D". */
export async function hasPermission(
  db: Queryable,
  caller: { sub: string; tenant: string },
  domain: string,
  permission: string,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from permissions where sub = $1 and tenant = $2
     and domain in ($3, 'user') and permission = $4 limit 1`,
    [caller.sub, caller.tenant, domain, permission],
  );
  return rows.length > 0;
}
