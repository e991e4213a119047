import {
  encodeReportList,
  encodeReportPageOptions,
  encodeTocOptions,
  encodeWhatIfPrintInput,
  type ReportListEntry,
  type ReportPageOptions,
  type TocEntry,
  type WhatIfPrintInput,
} from "@alm/formats";

/** Whose package: the print routes read one report definition of one client with the ticket. */
export interface PrintScopeUrl {
  /** How Chromium reaches this gateway (its own internal address). */
  gatewayUrl: string;
  ticket: string;
  /** The REST ids: the routes carry the numbers people read. */
  clientId: number;
  reportDefinitionId: number;
}

/**
 * The web app's print routes (spec management-and-data section 2), served under /analysis/,
 * each with its ticket in the query. They name the client and the report definition by their
 * numbers, as the specification's routes do; the print pages look the definition up with them.
 */
export function printRoutes(scope: PrintScopeUrl) {
  const base = `${scope.gatewayUrl.replace(/\/+$/, "")}/analysis/print/cid/${scope.clientId}/did/${scope.reportDefinitionId}`;
  const withTicket = (path: string, query: Record<string, string> = {}) =>
    `${base}/${path}?${new URLSearchParams({ ...query, ticket: scope.ticket })}`;
  return {
    report: (reportId: number, options: ReportPageOptions) =>
      withTicket(`rid/${reportId}/${encodeReportPageOptions(options)}`),
    /** Several reports as one document (one print for all of them). */
    reports: (entries: readonly ReportListEntry[], treeLevels?: number) => {
      const options = encodeReportPageOptions({ treeLevels });
      return withTicket(`reports/${encodeReportList(entries)}${options ? `/${options}` : ""}`);
    },
    cover: (title: string, subtitle?: string) =>
      withTicket("cover", subtitle ? { title, subtitle } : { title }),
    contents: (entries: readonly TocEntry[]) => withTicket(`toc/${encodeTocOptions(entries)}`),
    /** A what-if's comparison, computed by the page from its input with the ticket. */
    whatIf: (input: WhatIfPrintInput) => withTicket(`whatif/${encodeWhatIfPrintInput(input)}`),
  };
}

/**
 * The reports print route with no reports: it loads the web app and the report list's code, shows
 * that the link names no reports, and reads nothing (it has no ticket). A page made ready on it is
 * taken to a package's reports by the app's own router (print-page.ts, preparePrintApp).
 */
export const emptyReportListRoute = (gatewayUrl: string) =>
  `${gatewayUrl.replace(/\/+$/, "")}/analysis/print/cid/0/did/0/reports/-`;

/**
 * How the report card names itself (article[data-report-key]): after the app moves from one
 * report to the next, this tells the new report's signal from the one before. The card is
 * keyed by the report definition's number, the one printRoutes puts in the route.
 */
export const reportKeyOf = (
  scope: Pick<PrintScopeUrl, "reportDefinitionId">,
  reportId: number,
  year?: number,
) => `${scope.reportDefinitionId}/${reportId}/${year ?? 1}`;
