import { useSubscription } from "@apollo/client/react";
import { HomeDataSetStatusSubscription, HomeReportStatusSubscription } from "./home-queries.ts";
import { updateClientList } from "./live-lists.ts";

/**
 * Status changes pushed by the gateway (runs, saves, copies, deletes, approvals) while the user
 * watches: the cache updates the cards in place, and lists gain or lose items here.
 */
export function useLiveStatus(clientId: string | null): void {
  useSubscription(HomeDataSetStatusSubscription, {
    variables: { clientId: clientId ?? "" },
    skip: !clientId,
    onData: ({ client, data }) => {
      const event = data.data?.dataSetStatusChanged;
      if (!event || !clientId) return;
      updateClientList(client.cache, clientId, "dataSets", event.dataSetId, !!event.dataSet);
    },
  });
  useSubscription(HomeReportStatusSubscription, {
    variables: { clientId: clientId ?? "" },
    skip: !clientId,
    onData: ({ client, data }) => {
      const event = data.data?.reportDefinitionStatusChanged;
      if (!event || !clientId) return;
      updateClientList(
        client.cache,
        clientId,
        "reportDefinitions",
        event.reportDefinitionId,
        !!event.reportDefinition,
      );
    },
  });
}
