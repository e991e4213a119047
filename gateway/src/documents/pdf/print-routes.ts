import {
  encodeReportPageOptions,
  encodeTocOptions,
  type ReportPageOptions,
  type TocEntry,
} from "@alm/formats";
import { globalId } from "../../graphql/ids.ts";

/** Whose package: the print routes read one report definition of one client with the ticket. */
export interface PrintScopeUrl {
  /** How Chromium reaches this gateway (its own internal address). */
  gatewayUrl: string;
  ticket: string;
  clientId: number | string;
  reportDefinitionId: number | string;
}

/**
 * The web app's print routes (spec management-and-data section 2), served under /analysis/,
 * each with its ticket in the query.
 */
export function printRoutes(scope: PrintScopeUrl) {
  // The ids as the schema gives them: the print pages pass them to client and reportDefinition.
  const client = globalId("Client", scope.clientId);
  const definition = definitionIdOf(scope);
  const base = `${scope.gatewayUrl.replace(/\/+$/, "")}/analysis/print/cid/${client}/did/${definition}`;
  const withTicket = (path: string, query: Record<string, string> = {}) =>
    `${base}/${path}?${new URLSearchParams({ ...query, ticket: scope.ticket })}`;
  return {
    report: (reportId: number, options: ReportPageOptions) =>
      withTicket(`rid/${reportId}/${encodeReportPageOptions(options)}`),
    cover: (title: string, subtitle?: string) =>
      withTicket("cover", subtitle ? { title, subtitle } : { title }),
    contents: (entries: readonly TocEntry[]) => withTicket(`toc/${encodeTocOptions(entries)}`),
  };
}

const definitionIdOf = (scope: Pick<PrintScopeUrl, "clientId" | "reportDefinitionId">) =>
  globalId("ReportDefinition", scope.clientId, scope.reportDefinitionId);

/**
 * How the report card names itself (article[data-report-key]): after the app moves from one
 * report to the next, this tells the new report's signal from the one before. The card is
 * keyed by the report definition id of its route, the global id printRoutes puts there.
 */
export const reportKeyOf = (
  scope: Pick<PrintScopeUrl, "clientId" | "reportDefinitionId">,
  reportId: number,
  year?: number,
) => `${definitionIdOf(scope)}/${reportId}/${year ?? 1}`;
