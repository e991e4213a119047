import type { Caller } from "../auth/caller.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { badRequest, HttpError } from "../http/http-error.ts";
import { optionalText } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { permissionsByDomain } from "../access/permissions.ts";
import { serviceAccountAsUser } from "../service-accounts/service-account-user.ts";
import { assertMayRead, readableUser } from "./readable-user.ts";

export const NO_PERMISSIONS = "No permissions exist for this tenant and user.";

interface UserRow {
  sub: string;
  username: string;
  name: string;
  given_name: string;
  email: string;
  tenant: string;
  job_title: string;
  is_in_mfa_group: boolean;
}

const toAuthUser = (u: UserRow) => ({
  sub: u.sub,
  username: u.username,
  name: u.name,
  given_name: u.given_name,
  emails: [u.email],
  tenant: u.tenant,
  jobTitle: u.job_title,
  isInMfaGroup: u.is_in_mfa_group,
});

export function authRoutes(db: Database): RouteDef[] {
  return [
    {
      method: "get",
      path: "/auth/users",
      summary: "Users by subject or tenant (the caller's own account when neither is given).",
      scope: { kind: "self" },
      permission: {
        none: "The caller's own account; other users only of the institutions it may see (checked by the handler).",
      },
      params: ["sub", "tenant"],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const sub = optionalText(req.query, "sub");
        const tenant = optionalText(req.query, "tenant");
        assertMayRead(caller, { sub, tenant });
        const where: string[] = [];
        const params: string[] = [];
        if (sub) where.push(`sub = $${params.push(sub)}`);
        if (tenant) where.push(`tenant = $${params.push(tenant)}`);
        if (!sub && !tenant) where.push(`sub = $${params.push(caller.sub)}`);
        const rows = await db.query<UserRow>(
          `select * from users where ${where.join(" and ")} order by username`,
          params,
        );
        const users = rows.map(toAuthUser);
        // A service account is found by its subject only, never listed among a tenant's people.
        const account =
          users.length === 0 && !tenant ? await serviceAccountAsUser(db, sub ?? caller.sub) : undefined;
        sendModel(res, account ? [account] : users);
      },
    },
    {
      method: "get",
      path: "/auth/permissions",
      summary: "Permissions of a user in a tenant, as lists per domain plus the 'user' list.",
      scope: { kind: "self" },
      permission: { none: "The caller's own permissions: what it reads to know what else it may do." },
      params: ["sub", "tenant"],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const { sub, tenant } = readableUser(req, caller);
        if (!sub || !tenant) throw badRequest("INVALID_PARAMETER", "sub and tenant are required.");
        // A personal access token's own permissions are its scopes of what its user holds.
        const own = sub === caller.sub && tenant === caller.tenant;
        const scopes = own ? caller.personalToken?.scopes : undefined;
        const permissions = await permissionsByDomain(db, sub, tenant, scopes);
        if (Object.keys(permissions).length === 0) throw new HttpError(404, "NO_PERMISSIONS", NO_PERMISSIONS);
        sendModel(res, permissions);
      },
    },
  ];
}
