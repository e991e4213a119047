import { useQuery } from "@apollo/client/react";
import { useLocation, useParams } from "react-router";
import { PrintPackageQuery } from "./print-queries.ts";
import { NO_TICKET, printTicketOf } from "./print-ticket.ts";

/** A print route's client and report definition: positive whole numbers, as the routes carry them. */
export function readPrintIds(params: { clientId?: string; reportDefId?: string }) {
  const number = (value: string | undefined) =>
    value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
  const clientId = number(params.clientId);
  const reportDefinitionId = number(params.reportDefId);
  return clientId !== null && reportDefinitionId !== null ? { clientId, reportDefinitionId } : null;
}

export const BAD_PRINT_LINK = "This print link names no report package.";

/**
 * The package of the print route shown, read with its ticket: `problem` says why a page cannot
 * show it (no ticket, a malformed route, an answer for another client than the route names).
 */
export function usePrintPackage(skip = false) {
  const params = useParams();
  const location = useLocation();
  const ticket = printTicketOf({ pathname: `/analysis${location.pathname}`, search: location.search });
  const ids = readPrintIds(params);
  const { data, error, loading } = useQuery(PrintPackageQuery, {
    skip: skip || !ticket || !ids,
    variables: { reportDefinitionId: ids?.reportDefinitionId ?? 0 },
  });
  const definition = data?.reportDefinitionByDatabaseId ?? null;
  const otherClient = definition !== null && definition.client.databaseId !== ids?.clientId;
  const problem = !ticket ? NO_TICKET : !ids || otherClient ? BAD_PRINT_LINK : (error?.message ?? null);
  return { definition: problem ? null : definition, loading: !problem && (loading || !definition), problem };
}
