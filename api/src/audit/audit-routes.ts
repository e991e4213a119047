import type { Database } from "@alm/database";
import { z } from "zod";
import { sendModel } from "../http/envelope.ts";
import { optionalInt, optionalText } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";
import { parseInput } from "../http/validate.ts";
import { AUDIT_ACTIONS, listAudit, VIEW_AUDIT_TRAIL, type AuditEventRow } from "./audit-trail.ts";

const filters = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  before: z.coerce.number().int().min(1).optional(),
});

const toEvent = (row: AuditEventRow) => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  actor: { sub: row.actor_sub, username: row.actor_username, tenant: row.actor_tenant },
  address: row.address,
  action: row.action,
  target: row.target,
  detail: row.detail,
});

/** The audit trail, read-only: there is no route that writes, changes or deletes an event. */
export function auditRoutes(db: Database): RouteDef[] {
  return [
    {
      method: "get",
      path: "/audit",
      summary: `The audit trail, newest first (staff with '${VIEW_AUDIT_TRAIL}'): sign-ins, MFA, credentials, security settings, approvals and publications.`,
      scope: { kind: "self" },
      staffOnly: true,
      permission: VIEW_AUDIT_TRAIL,
      params: ["first", "before", "action", "username"],
      handler: async (req, res) => {
        const { action, before } = parseInput(
          filters,
          { action: optionalText(req.query, "action"), before: optionalText(req.query, "before") },
          "audit trail filters",
        );
        const rows = await listAudit(db, {
          limit: optionalInt(req.query, "first", 50, 1, 500),
          before,
          action,
          username: optionalText(req.query, "username"),
        });
        sendModel(res, rows.map(toEvent));
      },
    },
  ];
}
