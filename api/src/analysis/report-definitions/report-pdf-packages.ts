import type { Queryable } from "@alm/database";

/** The two packages of spec management-and-data section 9: name and file suffix. */
export const PDF_PACKAGES = [
  { name: "All Reports", suffix: "Full" },
  { name: "Summary Reports", suffix: "Summary" },
] as const;

/** Statuses a package entry can be registered with; the reports screen disables 'Unavailable'. */
export const PDF_STATUSES = ["Available", "Unavailable"] as const;

/**
 * Where the gateway serves a report definition's package (gateway documents/jobs/package-store.ts).
 * The api builds every entry's link itself, on write and on read, so no caller's text is ever
 * handed to readers as a link (rows stored before the api built them included).
 */
export const PACKAGE_DOWNLOADS_PATH = "/documents/packages";

export const packageUri = (reportDefinitionId: number, suffix: string) =>
  `${PACKAGE_DOWNLOADS_PATH}/${reportDefinitionId}/${suffix}`;

/** The two packages with their registered file, as GET and PUT …/pdf answer. */
export async function packagesOf(db: Queryable, id: number) {
  const files = await db.query<{ name: string; status: string; created_date: string }>(
    "select name, status, created_date from report_pdfs where report_definition_id = $1",
    [id],
  );
  return PDF_PACKAGES.map((p) => {
    const file = files.find((f) => f.name === p.name);
    return {
      name: p.name,
      suffix: p.suffix,
      uri: file ? packageUri(id, p.suffix) : null,
      status: file?.status ?? "Unavailable",
      createdDate: file ? new Date(file.created_date).toISOString() : null,
    };
  });
}
