import type { Queryable } from "@alm/database";
import type { Caller } from "../auth/caller.ts";

/**
 * The analysis permissions a credential may be given (a user's names, no 'user'-list ones such
 * as Perpetual Login): a service account's set, a personal access token's scopes.
 */
export const GRANTABLE_PERMISSIONS = [
  "View",
  "Navigate",
  "View All Clients",
  "Approve",
  "Publish",
  "Receive Notifications",
] as const;

export interface PermissionEntry {
  permission: string;
  permAssignedAtPolicyPath: string;
  inherited: boolean;
}

/**
 * A service account's permissions (analysis domain), as rows of the permissions table, for the
 * subject $1 in tenant $2: none once it is revoked, so its tokens still in circulation lose them.
 */
const SERVICE_ACCOUNT_PERMISSIONS_SQL = `select 'analysis' as domain, unnest(permissions) as permission,
     '/' as policy_path, false as inherited from service_accounts
     where client_id = $1 and tenant = $2 and revoked_date is null`;

/**
 * Permissions of one user in one tenant, as lists keyed by domain ('user' included); with
 * `scopes` (a personal access token's), only those of them.
 */
export async function permissionsByDomain(
  db: Queryable,
  sub: string,
  tenant: string,
  scopes?: readonly string[],
): Promise<Record<string, PermissionEntry[]>> {
  const rows = await db.query<{
    domain: string;
    permission: string;
    policy_path: string;
    inherited: boolean;
  }>(
    `select domain, permission, policy_path, inherited from permissions
     where sub = $1 and tenant = $2
     union all
     ${SERVICE_ACCOUNT_PERMISSIONS_SQL}
     order by domain, permission`,
    [sub, tenant],
  );
  const byDomain: Record<string, PermissionEntry[]> = {};
  for (const row of rows) {
    if (scopes && !scopes.includes(row.permission)) continue;
    (byDomain[row.domain] ??= []).push({
      permission: row.permission,
      permAssignedAtPolicyPath: row.policy_path,
      inherited: row.inherited,
    });
  }
  return byDomain;
}

/**
 * The one place that answers "may this caller do X in domain D". A personal access token holds
 * what its user holds now, and of that only its scopes: a permission the user loses, the token
 * loses with it.
 */
export async function hasPermission(
  db: Queryable,
  caller: Pick<Caller, "sub" | "tenant" | "personalToken">,
  domain: string,
  permission: string,
): Promise<boolean> {
  if (caller.personalToken && !caller.personalToken.scopes.includes(permission)) return false;
  const rows = await db.query(
    `select 1 from permissions where sub = $1 and tenant = $2
     and domain in ($3, 'user') and permission = $4
     union all
     select 1 from (${SERVICE_ACCOUNT_PERMISSIONS_SQL}) s where s.domain = $3 and s.permission = $4
     limit 1`,
    [caller.sub, caller.tenant, domain, permission],
  );
  return rows.length > 0;
}
