import { useSubscription } from "@apollo/client/react";
import { graphql } from "../generated/index.ts";
import { updateClientList } from "../home/live-lists.ts";

/**
 * A client's report definitions as they change, with the fields the dashboard reads, so the
 * normalized cache brings a published (or unpublished) quarter onto the dashboard at once.
 */
export const DashboardReportStatusSubscription = graphql(`
  subscription DashboardReportStatus($clientId: ID!) {
    reportDefinitionStatusChanged(clientId: $clientId) {
      clientId
      reportDefinitionId
      status
      reportDefinition {
        id
        ...DashboardQuarter_definition
      }
    }
  }
`);

/** The permission the gateway asks of a client's own users to watch its statuses. */
export const RECEIVE_NOTIFICATIONS = "Receive Notifications";

/** Keeps one client's cached report definitions live while the dashboard shows them; renders nothing. */
export function LiveDefinitions({
  clientId,
  onChange,
}: {
  clientId: string;
  onChange?(clientId: string): void;
}) {
  useSubscription(DashboardReportStatusSubscription, {
    variables: { clientId },
    onData: ({ client, data }) => {
      const event = data.data?.reportDefinitionStatusChanged;
      if (!event) return;
      // A definition the viewer may no longer see (unpublished, for a client user) leaves the list.
      const { reportDefinitionId: id, reportDefinition: seen } = event;
      updateClientList(client.cache, clientId, "reportDefinitions", id, !!seen);
      onChange?.(clientId);
    },
  });
  return null;
}
