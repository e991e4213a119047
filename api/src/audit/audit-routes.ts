import type { Database } from "@alm/database";
import { z } from "zod";
import { sendModel } from "../http/envelope.ts";
import { optionalInt, optionalText } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";
import { AUDIT_ACTIONS, listAudit, outcomeOf, VIEW_AUDIT_TRAIL, type AuditEventRow } from "./audit-trail.ts";

// An instant with its offset ("2026-11-29T00:00:00Z"): a bare date would be read in the server's zone.
const instant = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

const filters = z
  .object({
    action: z.enum(AUDIT_ACTIONS).optional(),
    before: z.coerce.number().int().min(1).optional(),
    username: z.string().max(100).optional(),
    from: instant.optional(),
    to: instant.optional(),
    tenant: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,20}$/, "an institution's acronym, e.g. RFCU or ALM")
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from < f.to, { message: "must be before 'to'", path: ["from"] });

const toEvent = (row: AuditEventRow) => {
  const { credential, ...detail } = row.detail;
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: {
      sub: row.actor_sub,
      username: row.actor_username,
      tenant: row.actor_tenant,
      credential: typeof credential === "string" ? credential : null,
    },
    address: row.address,
    action: row.action,
    outcome: outcomeOf(row.action),
    target: row.target,
    detail,
  };
};

const FILTER_NAMES = ["action", "before", "username", "tenant", "from", "to"] as const;

/** The audit trail, read-only: there is no route that writes, changes or deletes an event. */
export function auditRoutes(db: Database): RouteDef[] {
  return [
    {
      method: "get",
      path: "/audit",
      summary: `The audit trail, newest first (staff with '${VIEW_AUDIT_TRAIL}'): sign-ins, sign-outs, MFA, credentials, security settings, approvals and publications; filtered by action, username, the actor's tenant and a time range (from, to: date-times with an offset), paged by before (the last id of the page before).`,
      scope: { kind: "self" },
      staffOnly: true,
      permission: VIEW_AUDIT_TRAIL,
      params: ["first", ...FILTER_NAMES],
      handler: async (req, res) => {
        const given = Object.fromEntries(FILTER_NAMES.map((name) => [name, optionalText(req.query, name)]));
        const chosen = parseInput(filters, given, "audit trail filters");
        const rows = await listAudit(db, {
          ...chosen,
          limit: optionalInt(req.query, "first", 50, 1, 500),
        });
        sendModel(res, rows.map(toEvent));
      },
    },
  ];
}
