import { z } from "zod";
import { PERMISSIONS } from "../access/permissions.ts";
import { PERSONAL_ACCESS_TOKEN_TEXTS } from "../access/personal-access-token-texts.ts";
import type { Caller } from "../auth/caller.ts";
import type { SecurityMailer } from "../email/security-mail.ts";
import { findUserBySub, greetingOf } from "../oidc/accounts.ts";
import { institutionRequiresMfa } from "../auth/mfa-requirement.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { conflict, forbidden, notFound } from "../http/http-error.ts";
import type { RouteDef } from "../http/route-table.ts";
import { readableUser } from "./readable-user.ts";
import { parseInput } from "../http/validate.ts";

const securityBody = z.object({
  sub: z.string().min(1),
  tenant: z.string().min(1),
  settings: z.record(z.string(), z.unknown()),
});

async function mfaMembership(
  db: Database,
  mail: SecurityMailer,
  caller: Caller,
  tenant: string,
  member: boolean,
) {
  if (tenant !== caller.tenant)
    throw forbidden("You may only change MFA for your own institution's sign-in.");
  // A token that leaked with Manage Preferences let its finder drop its user's second factor, so
  // that the password alone signed in again (an attacker's review). The app's own MFA sync signs
  // in as the user does.
  if (!member && caller.personalToken) throw forbidden(PERSONAL_ACCESS_TOKEN_TEXTS.mfaOffRefused);
  if (!member && (await institutionRequiresMfa(db, tenant))) {
    throw conflict(
      "MFA_REQUIRED",
      "Your institution requires Multi-factor Authentication; you cannot turn it off.",
      [
        {
          error: "Multi-factor Authentication is required by your institution.",
          resolution:
            "Ask your institution's administrator or your ALM advisor to change the institution's MFA setting.",
        },
      ],
    );
  }
  const user = await findUserBySub(db, caller.sub);
  if (!user) throw notFound("Your account was not found.");
  await db.query("update users set is_in_mfa_group = $1 where sub = $2", [member, user.sub]);
  // Told as a reset is: the app's own sync does it when the institution stops requiring MFA, and
  // whoever holds a session could do it too (an attacker's review), so a change the user did not
  // make does not go unnoticed.
  if (user.is_in_mfa_group && !member)
    await mail.send(user.email, {
      subject: "ALM Analysis: Multi-factor Authentication was turned off for you",
      paragraphs: [
        greetingOf(user),
        "Multi-factor Authentication was turned off for your ALM Analysis sign-in: from your next sign-in, your password alone signs you in.",
        "If you did not expect this, tell your ALM advisor at once.",
      ],
    });
  return { sub: user.sub, isInMfaGroup: member };
}

/** Sign-in security: per-user settings in a tenant, and the MFA group the client's preference asks for. */
export function securityRoutes(db: Database, mail: SecurityMailer): RouteDef[] {
  return [
    {
      method: "get",
      path: "/auth/tenantsecurity/user",
      summary: "Security settings of a user in a tenant (sub, tenant; the caller's own by default).",
      scope: { kind: "self" },
      permission: {
        none: "Reads the caller's own sign-in security; another user's only with View All Clients (checked by the handler).",
      },
      params: ["sub", "tenant"],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const { sub, tenant } = readableUser(req, caller);
        const [row] = await db.query<{ settings: Record<string, unknown> }>(
          "select settings from tenant_security where sub = $1 and tenant = $2",
          [sub, tenant],
        );
        sendModel(res, { sub, tenant, settings: row?.settings ?? {} });
      },
    },
    {
      method: "put",
      path: "/auth/tenantsecurity/user",
      summary: "Sets a user's security settings in a tenant (staff only).",
      scope: { kind: "self" },
      permission: PERMISSIONS.manageClientSettings,
      staffOnly: true,
      body: securityBody,
      audit: {
        action: "SECURITY_SETTINGS_CHANGED",
        target: (req) => {
          const { sub, tenant } = req.body as { sub?: unknown; tenant?: unknown };
          return `user ${String(sub)} in ${String(tenant)}`;
        },
        detail: (req) => ({ settings: (req.body as { settings?: unknown }).settings }),
      },
      handler: async (req, res) => {
        const body = parseInput(securityBody, req.body, "security settings");
        const [user] = await db.query("select 1 from users where sub = $1 and tenant = $2", [
          body.sub,
          body.tenant,
        ]);
        if (!user) throw notFound(`No user '${body.sub}' in tenant '${body.tenant}'.`);
        await db.query(
          `insert into tenant_security (sub, tenant, settings) values ($1, $2, $3)
           on conflict (sub, tenant) do update set settings = excluded.settings, updated_date = now()`,
          [body.sub, body.tenant, JSON.stringify(body.settings)],
        );
        sendModel(res, body);
      },
    },
    {
      method: "post",
      path: "/auth/mfa/enable/:tenant",
      summary:
        "Adds the caller to the MFA group of their tenant (their next sign-in asks for a second factor).",
      scope: { kind: "self" },
      audit: { action: "MFA_GROUP_CHANGED", detail: () => ({ inGroup: true }) },
      permission: PERMISSIONS.managePreferences,
      handler: async (req, res) => {
        sendModel(
          res,
          await mfaMembership(db, mail, res.locals.caller as Caller, String(req.params.tenant), true),
        );
      },
    },
    {
      method: "post",
      path: "/auth/mfa/disable/:tenant",
      summary:
        "Removes the caller from the MFA group of their tenant (refused with 409 where the institution requires MFA, and with 403 to a personal access token).",
      scope: { kind: "self" },
      audit: { action: "MFA_GROUP_CHANGED", detail: () => ({ inGroup: false }) },
      permission: PERMISSIONS.managePreferences,
      handler: async (req, res) => {
        sendModel(
          res,
          await mfaMembership(db, mail, res.locals.caller as Caller, String(req.params.tenant), false),
        );
      },
    },
  ];
}
