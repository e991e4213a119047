import { z } from "zod";
import type { Queryable } from "../../db/database.ts";
import { sendModel } from "../../http/envelope.ts";
import { idParam } from "../../http/params.ts";
import type { RouteDef } from "../../http/route-table.ts";
import { parseInput } from "../../http/validate.ts";
import { PDF_PACKAGES } from "./report-lookup-routes.ts";

/** Statuses a package entry can be registered with; the reports screen disables 'Unavailable'. */
export const PDF_STATUSES = ["Available", "Unavailable"] as const;

/**
 * A path on the same origin as the web app (the gateway's package download). Anyone who may
 * read the report definition can register, so no entry may send its readers elsewhere.
 */
const sameOriginPath = z
  .string()
  .max(500)
  .regex(
    /^\/(?!\/)[^\s\\]*$/,
    "must be a path on the web app's own origin, such as /documents/packages/12/Full",
  )
  .refine((uri) => !uri.split(/[/?#]/).includes(".."), "must not contain '..'");

const pdfEntrySchema = z.object({
  name: z.enum(PDF_PACKAGES.map((p) => p.name) as [string, ...string[]]),
  uri: sameOriginPath,
  status: z.enum(PDF_STATUSES),
});

/** The two packages with their registered file, as GET …/pdf answers. */
async function packagesOf(db: Queryable, id: number) {
  const files = await db.query<{ name: string; uri: string; status: string; created_date: string }>(
    "select name, uri, status, created_date from report_pdfs where report_definition_id = $1",
    [id],
  );
  return PDF_PACKAGES.map((p) => {
    const file = files.find((f) => f.name === p.name);
    return {
      name: p.name,
      suffix: p.suffix,
      uri: file?.uri ?? null,
      status: file?.status ?? "Unavailable",
      createdDate: file ? new Date(file.created_date).toISOString() : null,
    };
  });
}

export function reportPdfRoutes(db: Queryable): RouteDef[] {
  return [
    {
      method: "put",
      path: "/analysis/reportdefinitions/:id/pdf",
      summary:
        "Registers the file of a PDF package (All Reports, Summary Reports): name, same-origin uri and status.",
      // Whoever may read the report definition: the gateway registers a package for the user whose
      // request rendered it (staff, or the client's own users for published reports).
      scope: { kind: "reportDefinition", param: "id" },
      params: ["name", "uri", "status"],
      handler: async (req, res) => {
        const id = idParam(req.params, "id");
        const entry = parseInput(pdfEntrySchema, req.body, "PDF package");
        // The report definition's updated_date is left alone: it is what a package's freshness is judged by.
        await db.query(
          `insert into report_pdfs (report_definition_id, name, uri, status) values ($1, $2, $3, $4)
           on conflict (report_definition_id, name)
           do update set uri = excluded.uri, status = excluded.status, content = null, created_date = now()`,
          [id, entry.name, entry.uri, entry.status],
        );
        sendModel(res, await packagesOf(db, id));
      },
    },
  ];
}
