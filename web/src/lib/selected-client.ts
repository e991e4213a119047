import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { graphql } from "../generated/index.ts";
import { writeStored } from "./local-storage.ts";
import { CLIENT_KEY, rememberedClientId, SelectedClientViewerQuery } from "./selected-client-query.ts";

const RememberClientMutation = graphql(`
  mutation RememberClient($clientId: ID) {
    updatePreferences(input: { lastClientId: $clientId }) {
      id
      preferences {
        fontSize
        suppressPopups
        lastClientId
      }
    }
  }
`);

export interface SelectedClient {
  /** Null until the viewer is known or while no client is chosen. */
  clientId: string | null;
  loading: boolean;
  /** The viewer holds 'View All Clients' (staff). */
  canViewAllClients: boolean;
  permissions: readonly string[];
  choose(clientId: string | null): void;
}

/**
 * The client a staff user works on, remembered across visits: in the viewer's preferences (so it
 * follows them to another browser) and in local storage (so it is there before the server answers).
 */
export function useSelectedClient(): SelectedClient {
  // Another query may replace the cached preferences with fewer fields and cause a refetch:
  // keep the last answer meanwhile, so the page does not unmount what the user is doing.
  const { data: current, previousData } = useQuery(SelectedClientViewerQuery);
  const data = current ?? previousData;
  const [remember] = useMutation(RememberClientMutation);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const permissions = data?.viewer.permissionsIn ?? [];
  const remembered = data ? (data.viewer.preferences.lastClientId ?? rememberedClientId()) : null;
  const choose = useCallback(
    (clientId: string | null) => {
      setChosen(clientId);
      writeStored(CLIENT_KEY, clientId);
      void remember({ variables: { clientId } }).catch(() => {
        // The choice still holds in this browser; the preference is a convenience.
      });
    },
    [remember],
  );
  return {
    clientId: chosen === undefined ? remembered : chosen,
    loading: !data,
    canViewAllClients: permissions.includes("View All Clients"),
    permissions,
    choose,
  };
}
