/**
 * A report the package leaves out (a link's ?report=, GraphQL's `reportId`, the REST path's page
 * id): the api refuses it to a client's reader with this text and the web says it before asking,
 * so a reader meets one sentence wherever the page came from.
 */
export const reportNotInPackageText = (reportId: number, definitionName: string) =>
  `Report ${reportId} is not in the report definition '${definitionName}'.`;

/** What to do instead. */
export const reportNotInPackageResolution =
  "Open one of the reports listed for this report definition, or ask ALM Advisory to add the report to it.";
