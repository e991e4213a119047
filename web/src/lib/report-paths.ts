/** A report of a definition, as the reports screen's query names it. */
export interface ReportAddress {
  reportId: number;
  /** NII projection year; null or left out for pages without years. */
  year?: number | null;
}

/**
 * The reports screen's address of a report definition (spec management-and-data section 2,
 * `/reports/{reportDefId}`, numeric), and of one of its reports: the definition's databaseId,
 * the number people read, type and send, never its global id. Every link to the screen is made here.
 */
export function reportsPath(databaseId: number, report?: ReportAddress | null): string {
  const path = `/reports/${databaseId}`;
  if (!report) return path;
  const query = new URLSearchParams({ report: String(report.reportId) });
  if (report.year) query.set("year", String(report.year));
  return `${path}?${query.toString()}`;
}
