import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo } from "react";
import { useEnsureClientSettings } from "../client-defaults/ensure-settings.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { HomeClientQuery, HomeClientsQuery, HomeDataSetsQuery, HomeReportsQuery } from "./home-queries.ts";
import { useLiveStatus } from "./use-live-status.ts";

/** Shows a query's failure once, in the words of spec section 8. */
function useReportError(error: unknown, text: string, shown = true) {
  const notices = useNotices();
  useEffect(() => {
    if (error && shown) notices.error(error, text);
  }, [error, notices, text, shown]);
}

/** Everything the home page shows for the chosen client, kept live by the subscriptions. */
export function useHomeData(chosenId: string | null) {
  const clients = useQuery(HomeClientsQuery);
  // Plain copies that keep their identity while the cached clients change (a list of data sets
  // is a field of the client), so the picker does not reset what the user is typing.
  const source = clients.data?.clients;
  const signature = source?.map((c) => `${c.id}\u0000${c.name}\u0000${c.acronym}`).join("\u0001") ?? "";
  const list = useMemo(
    () =>
      (signature ? signature.split("\u0001").map((row) => row.split("\u0000")) : []).map(
        ([id = "", name = "", acronym = ""]) => ({ id, name, acronym }),
      ),
    [signature],
  );
  // The chosen client's lists load beside the client list, not after it (issue 18: one request
  // after another took 8-15 s under load). A remembered client that the list then lacks (gone, or
  // not the viewer's) counts as none chosen, and its failed queries are not the user's concern.
  const listed = !!source && !!chosenId && list.some((c) => c.id === chosenId);
  const clientId = chosenId && (listed || clients.loading) ? chosenId : null;
  const skip = !clientId;
  const variables = { clientId: clientId ?? "" };
  const client = useQuery(HomeClientQuery, { variables, skip });
  const dataSets = useQuery(HomeDataSetsQuery, { variables, skip });
  const reports = useQuery(HomeReportsQuery, { variables, skip });
  useReportError(clients.error, ERROR_TEXTS.clientData);
  useReportError(client.error, ERROR_TEXTS.chartsOfAccountsList, listed);
  useReportError(dataSets.error, ERROR_TEXTS.dataSetsList, listed);
  useReportError(reports.error, ERROR_TEXTS.reportDefinitionsList, listed);
  useLiveStatus(clientId);
  const details = client.data?.client;
  useEnsureClientSettings(clientId, !!details && details.id === clientId && details.settings === null);
  // Until the list arrives the picker shows the chosen client from its own query.
  const provisional =
    !source && details && details.id === clientId
      ? [{ id: details.id, name: details.name, acronym: details.acronym }]
      : [];
  return {
    clients: source ? list : provisional,
    clientsLoading: clients.loading,
    clientId,
    client: clientId ? details : undefined,
    dataSets: (clientId && dataSets.data?.client?.dataSets) || [],
    dataSetsLoading: dataSets.loading,
    reports: (clientId && reports.data?.client?.reportDefinitions) || [],
    reportsLoading: reports.loading,
  };
}
