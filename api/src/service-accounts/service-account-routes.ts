import type { RequestHandler } from "express";
import { z } from "zod";
import { STAFF_TENANT, type Caller } from "../auth/caller.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { forbidden, notFound, unprocessable } from "../http/http-error.ts";
import { optionalText } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";
import {
  CLIENT_GRANTABLE_PERMISSIONS,
  GRANTABLE_PERMISSIONS,
  knownTo,
  PERMISSIONS,
  seesClient,
} from "../access/permissions.ts";
import { ROUTE_REFUSALS } from "../http/route-access.ts";
import {
  createServiceAccount,
  findServiceAccount,
  listServiceAccounts,
  revokeServiceAccount,
  rotateServiceAccountSecret,
  type ServiceAccount,
} from "../access/service-account-store.ts";

const newAccount = z.object({
  name: z.string().trim().min(1).max(100),
  tenant: z.string().trim().min(1).max(20),
  permissions: z.array(z.enum(GRANTABLE_PERMISSIONS)).min(1).max(GRANTABLE_PERMISSIONS.length),
});

const quoted = (permissions: readonly string[]) => permissions.map((p) => `'${p}'`).join(", ");

/** The permissions of `permissions` the caller does not hold (as the route check resolved them for the call). */
const permissionsNotHeld = (caller: Caller, permissions: readonly string[]) =>
  permissions.filter((p) => !caller.permissions?.has(p));

/**
 * A client's service accounts read that client's data: only one who sees the client may make,
 * list, re-key or revoke them, or Manage Service Accounts without View All Clients made an
 * account that read any client's reports (an attacker's review). Asked of the tenant named in the
 * request before anything is looked up, as the route check asks View All Clients of staff on a
 * client's routes.
 */
function requireTenantVisible(caller: Caller, tenant: string): void {
  if (!seesClient(caller, tenant)) throw forbidden(ROUTE_REFUSALS.permission(PERMISSIONS.viewAllClients));
}

const visibleAccount = async (db: Database, caller: Caller, clientId: string) =>
  knownTo(caller, await findServiceAccount(db, clientId), (account) => account.tenant);

/** Answers the account the path's client id names, once visible, after doing what `act` does to it. */
const answerAccount =
  (db: Database, act: (account: ServiceAccount) => Promise<ServiceAccount | undefined>): RequestHandler =>
  async (req, res) => {
    const clientId = String(req.params.clientId);
    const visible = await visibleAccount(db, res.locals.caller as Caller, clientId);
    const account = visible && (await act(visible));
    if (!account) throw notFound(`No service account '${clientId}'.`);
    sendModel(res, account);
  };

/**
 * Service accounts (client_credentials clients of the embedded provider), managed by staff only:
 * the secret is in the answer of create and rotate, and nowhere else ever again.
 */
export function serviceAccountRoutes(db: Database): RouteDef[] {
  return [
    {
      method: "get",
      path: "/serviceaccounts",
      summary:
        "Service accounts, of one tenant or all the caller sees (staff only; a client's with View All Clients); revoked ones included.",
      scope: { kind: "self" },
      permission: PERMISSIONS.manageServiceAccounts,
      staffOnly: true,
      params: ["tenant"],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const tenant = optionalText(req.query, "tenant");
        if (tenant !== undefined) requireTenantVisible(caller, tenant);
        const accounts = await listServiceAccounts(db, tenant);
        sendModel(
          res,
          accounts.filter((a) => seesClient(caller, a.tenant)),
        );
      },
    },
    {
      method: "post",
      path: "/serviceaccounts",
      summary:
        "Creates a service account for a tenant the caller sees (a client's: with View All Clients) with analysis permissions the caller holds; answers its one-time secret.",
      scope: { kind: "self" },
      permission: PERMISSIONS.manageServiceAccounts,
      staffOnly: true,
      mintsCredential: true,
      body: newAccount,
      audit: {
        action: "SERVICE_ACCOUNT_CREATED",
        target: (req) => `service account "${String((req.body as { name?: unknown }).name)}"`,
        detail: (req) => {
          const { tenant, permissions } = req.body as { tenant?: unknown; permissions?: unknown };
          return { tenant, permissions };
        },
      },
      handler: async (req, res) => {
        const input = parseInput(newAccount, req.body, "service account");
        const caller = res.locals.caller as Caller;
        requireTenantVisible(caller, input.tenant);
        const [tenant] = await db.query("select 1 from tenants where code = $1", [input.tenant]);
        if (!tenant) {
          throw unprocessable("UNKNOWN_REFERENCE", `No tenant '${input.tenant}'.`, [
            {
              error: `There is no institution with the acronym '${input.tenant}'.`,
              resolution: "Use a client's acronym, or ALM for the firm.",
              field: "tenant",
            },
          ]);
        }
        const staffOnly = input.permissions.filter((p) => !CLIENT_GRANTABLE_PERMISSIONS.includes(p));
        if (input.tenant.toUpperCase() !== STAFF_TENANT && staffOnly.length) {
          // Accepted and listed, they did nothing: a client tenant's calls never reach staff's routes.
          const named = [...new Set(staffOnly)].map((p) => `'${p}'`).join(", ");
          throw unprocessable("VALIDATION_FAILED", `${named}: the firm's staff permissions.`, [
            {
              error: `${named} ${staffOnly.length === 1 ? "is a permission" : "are permissions"} of the firm's staff: a service account of ${input.tenant} could never use ${staffOnly.length === 1 ? "it" : "them"}`,
              resolution: `Give a client's service account only ${CLIENT_GRANTABLE_PERMISSIONS.join(", ")}; make the account for ${STAFF_TENANT} to act as staff.`,
              field: "permissions",
            },
          ]);
        }
        const permissions = [...new Set(input.permissions)];
        // No more than its maker holds: one holding Manage Service Accounts alone could otherwise
        // make an account that approves and publishes, and act through it (an attacker's review).
        const notHeld = permissionsNotHeld(caller, permissions);
        if (notHeld.length) {
          const named = quoted(notHeld);
          throw unprocessable("VALIDATION_FAILED", `${named}: permissions you do not hold.`, [
            {
              error: `You do not hold ${notHeld.length === 1 ? "the permission" : "the permissions"} ${named}, so a service account you make cannot either`,
              resolution:
                "Give the account only permissions you have, or ask someone who holds them to make it.",
              field: "permissions",
            },
          ]);
        }
        const createdBy = caller.username;
        sendModel(res, await createServiceAccount(db, { ...input, permissions, createdBy }), 201);
      },
    },
    {
      method: "get",
      path: "/serviceaccounts/:clientId",
      summary: "One service account (staff only; a client's with View All Clients).",
      scope: { kind: "self" },
      permission: PERMISSIONS.manageServiceAccounts,
      staffOnly: true,
      handler: answerAccount(db, async (account) => account),
    },
    {
      method: "post",
      path: "/serviceaccounts/:clientId/secret",
      summary:
        "Replaces a service account's secret (the old one stops working at once) for a person signed in who sees its tenant and holds all its permissions; answers the new one.",
      scope: { kind: "self" },
      permission: PERMISSIONS.manageServiceAccounts,
      staffOnly: true,
      mintsCredential: true,
      audit: {
        action: "SERVICE_ACCOUNT_SECRET_ROTATED",
        target: (req) => `service account ${req.params.clientId}`,
      },
      handler: async (req, res) => {
        const clientId = String(req.params.clientId);
        const notActive = `No service account '${clientId}' that is not revoked.`;
        const caller = res.locals.caller as Caller;
        const account = await visibleAccount(db, caller, clientId);
        if (!account) throw notFound(notActive);
        // Its new secret acts with all the account's permissions: only one who holds them may have it.
        const notHeld = permissionsNotHeld(caller, account.permissions);
        if (notHeld.length)
          throw forbidden(
            `Service account '${clientId}' holds ${quoted(notHeld)}, which you do not: ask someone who holds ${notHeld.length === 1 ? "it" : "them"} to replace its secret.`,
          );
        const rotated = await rotateServiceAccountSecret(db, clientId);
        if (!rotated) {
          // Seen and revoked: said so to one who may see it, on the id that named it.
          const error = `Service account '${clientId}' is revoked: it has no secret to replace.`;
          throw notFound(error, [
            { error, resolution: "Create a new service account for what this one did.", field: "clientId" },
          ]);
        }
        sendModel(res, rotated);
      },
    },
    {
      method: "delete",
      path: "/serviceaccounts/:clientId",
      summary:
        "Revokes a service account of a tenant the caller sees: no new token, and its tokens lose every permission.",
      scope: { kind: "self" },
      permission: PERMISSIONS.manageServiceAccounts,
      staffOnly: true,
      audit: { action: "SERVICE_ACCOUNT_REVOKED", target: (req) => `service account ${req.params.clientId}` },
      handler: answerAccount(db, (account) => revokeServiceAccount(db, account.clientId)),
    },
  ];
}
