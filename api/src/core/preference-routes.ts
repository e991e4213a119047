import { MFA_PREFERENCE_KEY } from "../auth/mfa-requirement.ts";
import { z } from "zod";
import type { Caller } from "../auth/caller.ts";
import type { Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { badRequest, forbidden } from "../http/http-error.ts";
import { optionalText, parseId } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";
import { visibleClientAcronym } from "./client-access.ts";
import { PERMISSIONS, seesAllClients } from "../access/permissions.ts";
import { ROUTE_REFUSALS } from "../http/route-access.ts";

interface PreferenceRow {
  type: string;
  owner_id: string;
  domain: string;
  pref_key: string;
  pref_value: unknown;
}

const toPreference = (r: PreferenceRow) => ({
  prefKey: r.pref_key,
  prefValue: r.pref_value,
  domain: r.domain,
  type: r.type,
  id: r.owner_id,
});

const prefBody = z
  .object({
    type: z.enum(["user", "client"]),
    id: z
      .union([z.string().min(1), z.number().int()])
      .optional()
      .describe("The user (type user: the caller's own, when left out) or the client's id (type client)."),
    domain: z.string().min(1).max(100),
    prefKey: z.string().min(1).max(200),
    prefValue: z
      .unknown()
      .refine((v) => v !== undefined, "is required")
      .describe("Any JSON value: the preference as the app keeps it."),
  })
  // A client's preference names the client (ownerFor reads it).
  .meta({
    if: { properties: { type: { const: "client" } }, required: ["type"] },
    then: { required: ["id"] },
  });

/**
 * User preferences are the user's own; a client's preferences (e.g. isMfaEnabled) are set by staff
 * holding Manage Client Settings.
 */
async function ownerFor(
  db: Database,
  caller: Caller,
  type: string,
  id: string | undefined,
  writing: boolean,
) {
  if (type === "user") {
    const sub = id ?? caller.sub;
    if (sub !== caller.sub && (writing || !seesAllClients(caller)))
      throw forbidden("You may only use your own preferences.");
    return sub;
  }
  if (type !== "client") throw badRequest("INVALID_PARAMETER", "type must be 'user' or 'client'.");
  const clientId = parseId(id, "id");
  await visibleClientAcronym(db, caller, clientId);
  if (writing && !caller.isStaff) throw forbidden("Only the firm's staff may change a client's preferences.");
  // A client's preferences include its users' sign-in security: its settings' permission, not
  // the one every user holds for their own preferences.
  if (writing && !caller.permissions?.has(PERMISSIONS.manageClientSettings))
    throw forbidden(ROUTE_REFUSALS.permission(PERMISSIONS.manageClientSettings));
  return String(clientId);
}

export function preferenceRoutes(db: Database): RouteDef[] {
  return [
    {
      method: "get",
      path: "/prefs/prefs",
      summary: "Preferences of a user or a client in a domain (type, id, domain).",
      scope: { kind: "self" },
      permission: {
        none: "Reads the caller's own preferences, or those of a client it may see (checked by the handler).",
      },
      params: ["type", "id", "domain"],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const type = optionalText(req.query, "type") ?? "user";
        const owner = await ownerFor(db, caller, type, optionalText(req.query, "id"), false);
        const domain = optionalText(req.query, "domain");
        const params: unknown[] = [type, owner];
        const rows = await db.query<PreferenceRow>(
          `select * from preferences where type = $1 and owner_id = $2
           ${domain ? `and domain = $${params.push(domain)}` : ""} order by domain, pref_key`,
          params,
        );
        sendModel(res, rows.map(toPreference));
      },
    },
    {
      method: "put",
      path: "/prefs/pref",
      summary: "Sets one preference (type, id, domain, prefKey, prefValue as JSON).",
      scope: { kind: "self" },
      permission: PERMISSIONS.managePreferences,
      body: prefBody,
      audit: {
        // An institution's MFA requirement is a security decision; other preferences are not.
        action: (req) => {
          const { type, prefKey } = req.body as { type?: unknown; prefKey?: unknown };
          return type === "client" && prefKey === MFA_PREFERENCE_KEY ? "MFA_REQUIREMENT_CHANGED" : undefined;
        },
        target: (req) => `client ${String((req.body as { id?: unknown }).id)}`,
        detail: (req) => ({ required: (req.body as { prefValue?: unknown }).prefValue }),
      },
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const body = parseInput(prefBody, req.body, "preference");
        const owner = await ownerFor(db, caller, body.type, body.id?.toString(), true);
        const [row] = await db.query<PreferenceRow>(
          `insert into preferences (type, owner_id, domain, pref_key, pref_value) values ($1, $2, $3, $4, $5)
           on conflict (type, owner_id, domain, pref_key)
           do update set pref_value = excluded.pref_value, updated_date = now() returning *`,
          [body.type, owner, body.domain, body.prefKey, JSON.stringify(body.prefValue)],
        );
        sendModel(res, row ? toPreference(row) : null);
      },
    },
    {
      method: "get",
      path: "/prefs/users",
      summary: "The caller's own preferences in every domain (optionally one domain).",
      scope: { kind: "self" },
      permission: { none: "Reads the caller's own preferences only." },
      params: ["domain"],
      handler: async (req, res) => {
        const caller = res.locals.caller as Caller;
        const domain = optionalText(req.query, "domain");
        const params: unknown[] = [caller.sub];
        const rows = await db.query<PreferenceRow>(
          `select * from preferences where type = 'user' and owner_id = $1
           ${domain ? `and domain = $${params.push(domain)}` : ""} order by domain, pref_key`,
          params,
        );
        sendModel(res, rows.map(toPreference));
      },
    },
  ];
}
