import { z } from "zod";
import { PERMISSIONS } from "../../access/permissions.ts";
import type { Queryable } from "@alm/database";
import { sendModel } from "../../http/envelope.ts";
import { idParam } from "../../http/params.ts";
import type { RouteDef } from "../../http/route-table.ts";
import { parseInput } from "../../http/validate.ts";
import { packagesOf, packageUri, PDF_PACKAGES, PDF_STATUSES } from "./report-pdf-packages.ts";

/** Strict: a caller-supplied uri is refused rather than silently ignored. */
const pdfEntrySchema = z
  .object({
    name: z.enum(PDF_PACKAGES.map((p) => p.name)),
    status: z.enum(PDF_STATUSES),
  })
  .strict();

export function reportPdfRoutes(db: Queryable): RouteDef[] {
  return [
    {
      method: "put",
      path: "/analysis/reportdefinitions/:id/pdf",
      summary:
        "Registers the file of a PDF package (All Reports, Summary Reports) by name and status (staff); the api builds its uri.",
      // Staff create PDF packages (spec management-and-data section 2); a client's reader only
      // downloads them, so their token may not point the menu entry anywhere.
      scope: { kind: "reportDefinition", param: "id" },
      permission: PERMISSIONS.viewAllClients,
      staffOnly: true,
      body: pdfEntrySchema,
      handler: async (req, res) => {
        const id = idParam(req.params, "id");
        const entry = parseInput(pdfEntrySchema, req.body, "PDF package");
        const [{ suffix }] = PDF_PACKAGES.filter((p) => p.name === entry.name);
        // The report definition's updated_date is left alone: it is what a package's freshness is judged by.
        await db.query(
          `insert into report_pdfs (report_definition_id, name, uri, status) values ($1, $2, $3, $4)
           on conflict (report_definition_id, name)
           do update set uri = excluded.uri, status = excluded.status, content = null, created_date = now()`,
          [id, entry.name, packageUri(id, suffix), entry.status],
        );
        sendModel(res, await packagesOf(db, id));
      },
    },
  ];
}
