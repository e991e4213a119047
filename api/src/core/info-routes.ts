import type { Database } from "@alm/database";
import { sendModel } from "../http/envelope.ts";
import { badRequest } from "../http/http-error.ts";
import { optionalBoolean, optionalInt, optionalText } from "../http/params.ts";
import type { RouteDef } from "../http/route-table.ts";

const SORTABLE: Record<string, string> = { createdDate: "created_date", severity: "severity" };

/** The platform's info messages (maintenance notices, release notes): no client data in them. */
export function infoRoutes(db: Database): RouteDef[] {
  return [
    {
      method: "get",
      path: "/info",
      summary: "Info messages with severity (pageSize default 1000, sortBy createdDate, sortDesc, domain).",
      scope: { kind: "shared" },
      permission: {
        none: "The platform's info messages (maintenance notices, release notes) hold no client's data.",
      },
      params: ["pageSize", "sortBy", "sortDesc", "domain"],
      handler: async (req, res) => {
        const pageSize = optionalInt(req.query, "pageSize", 1000, 1, 10_000);
        const sortBy = optionalText(req.query, "sortBy") ?? "createdDate";
        const column = SORTABLE[sortBy];
        if (!column)
          throw badRequest("INVALID_PARAMETER", `sortBy must be one of ${Object.keys(SORTABLE).join(", ")}.`);
        const direction = optionalBoolean(req.query, "sortDesc", true) ? "desc" : "asc";
        const domain = optionalText(req.query, "domain");
        const params: unknown[] = [];
        const where = domain ? `where domain = $${params.push(domain)} or domain is null` : "";
        params.push(pageSize);
        const rows = await db.query<{
          id: number;
          domain: string | null;
          severity: string;
          message: string;
          created_date: Date;
          created_by: string;
        }>(
          `select * from info_messages ${where} order by ${column} ${direction}, id ${direction} limit $${params.length}`,
          params,
        );
        sendModel(
          res,
          rows.map((r) => ({
            id: r.id,
            domain: r.domain,
            severity: r.severity,
            message: r.message,
            createdDate: new Date(r.created_date).toISOString(),
            createdBy: r.created_by,
          })),
        );
      },
    },
  ];
}
