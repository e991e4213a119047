import type { Queryable } from "@alm/database";
import { ANALYSIS_PERMISSION_NAMES as NAMES } from "@alm/formats";
import type { Caller } from "../auth/caller.ts";

/** The domain of the analysis permissions (a user's 'user' list applies to every domain). */
export const ANALYSIS_DOMAIN = "analysis";

/**
 * The permission dictionary: every permission a route may ask for, by the names `@alm/formats`
 * keeps for the api, the gateway and the web alike. The first six are
 * the specification's (section 6 of both documents); the others exist because a staff-only call
 * needs a permission of its own, so that a credential acts only within what it was given.
 */
export const PERMISSIONS = {
  /** See a client's analysis data (spec shell-and-reports section 6). */
  view: NAMES.VIEW,
  navigate: NAMES.NAVIGATE,
  /** Staff: reach any client (without it, staff reach no client's data at all). */
  viewAllClients: NAMES.VIEW_ALL_CLIENTS,
  approve: NAMES.APPROVE,
  publish: NAMES.PUBLISH,
  /** The real-time hub and the notification lists. */
  receiveNotifications: NAMES.RECEIVE_NOTIFICATIONS,
  /** Upload yield curves every client's runs use. */
  manageCurves: NAMES.MANAGE_CURVES,
  /** Make, list, re-key and revoke the firm's service accounts. */
  manageServiceAccounts: NAMES.MANAGE_SERVICE_ACCOUNTS,
  /** A client's settings that only staff set: its ZM database, its users' sign-in security. */
  manageClientSettings: NAMES.MANAGE_CLIENT_SETTINGS,
  /** Change one's own preferences and sign-in security (a read-only credential may not). */
  managePreferences: NAMES.MANAGE_PREFERENCES,
  /** Push hub messages to users and groups. */
  sendNotifications: NAMES.SEND_NOTIFICATIONS,
  /** Read the audit trail (sign-ins, credentials, security changes, approvals): examiners ask for it. */
  viewAuditTrail: NAMES.VIEW_AUDIT_TRAIL,
  /** Staff: issue a user a one-time enrolment code, reset a user's authenticator. */
  manageAuthenticators: NAMES.MANAGE_AUTHENTICATORS,
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/**
 * The permissions a credential may be given (a user's names, no sign-in ones such as Perpetual
 * Login): a service account's set, a personal access token's scopes.
 */
export const GRANTABLE_PERMISSIONS = [
  PERMISSIONS.view,
  PERMISSIONS.navigate,
  PERMISSIONS.viewAllClients,
  PERMISSIONS.approve,
  PERMISSIONS.publish,
  PERMISSIONS.receiveNotifications,
  PERMISSIONS.manageCurves,
  PERMISSIONS.manageServiceAccounts,
  PERMISSIONS.manageClientSettings,
  PERMISSIONS.managePreferences,
  PERMISSIONS.sendNotifications,
  PERMISSIONS.viewAuditTrail,
  PERMISSIONS.manageAuthenticators,
] as const satisfies readonly Permission[];

/**
 * What a client institution's credential can act with: the others are staff's (every client, the
 * workflow, the firm's settings), which a client tenant's calls never reach.
 */
export const CLIENT_GRANTABLE_PERMISSIONS: readonly Permission[] = [
  PERMISSIONS.view,
  PERMISSIONS.navigate,
  PERMISSIONS.receiveNotifications,
  PERMISSIONS.managePreferences,
];

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
 * The one place that says what a credential may do now: its owner's permissions in `domain` (and
 * their 'user' list) at the time of the call, and of those only the credential's scopes. A
 * permission the owner loses, every credential of theirs loses with it; a session has no scopes
 * of its own, so it holds all its owner's. A service account is its own owner (its permissions are
 * the ones staff gave it, none once revoked).
 */
export async function effectivePermissions(
  db: Queryable,
  caller: Pick<Caller, "sub" | "tenant" | "personalToken">,
  domain: string = ANALYSIS_DOMAIN,
): Promise<ReadonlySet<string>> {
  const rows = await db.query<{ permission: string }>(
    `select permission from permissions where sub = $1 and tenant = $2 and domain in ($3, 'user')
     union
     select s.permission from (${SERVICE_ACCOUNT_PERMISSIONS_SQL}) s where s.domain = $3`,
    [caller.sub, caller.tenant, domain],
  );
  const scopes = caller.personalToken?.scopes;
  return new Set(rows.map((r) => r.permission).filter((p) => !scopes || scopes.includes(p)));
}

/** "May this caller do X in domain D": whether X is among its effective permissions. */
export async function hasPermission(
  db: Queryable,
  caller: Pick<Caller, "sub" | "tenant" | "personalToken">,
  domain: string,
  permission: string,
): Promise<boolean> {
  return (await effectivePermissions(db, caller, domain)).has(permission);
}

/**
 * Whether the caller reaches every client: staff holding View All Clients now. Staff without it
 * reach no client's data (their tenant is no client's acronym, spec management-and-data section 6);
 * a client's user reaches only their own client. `caller.permissions` are the effective ones the
 * route check resolved for this call.
 */
export const seesAllClients = (caller: Pick<Caller, "isStaff" | "permissions">): boolean =>
  caller.isStaff && caller.permissions?.has(PERMISSIONS.viewAllClients) === true;

/** Whether the caller may see the client with this acronym (tenant code). */
export const seesClient = (caller: Pick<Caller, "isStaff" | "permissions" | "tenant">, acronym: string) =>
  seesAllClients(caller) || caller.tenant === acronym;

/**
 * What the caller may know of an object of a tenant (`tenantOf`): one of a client they do not see
 * is as unknown as one that does not exist, the same 404 and never a 403, so an id says nothing
 * of another institution's objects. Undefined for both.
 */
export const knownTo = <T>(
  caller: Pick<Caller, "isStaff" | "permissions" | "tenant">,
  found: T | null | undefined,
  tenantOf: (found: T) => string,
): T | undefined => (found && seesClient(caller, tenantOf(found)) ? found : undefined);
