import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useState } from "react";
import { graphql } from "../generated/index.ts";
import { readStored, writeStored } from "./local-storage.ts";
import { CLIENT_KEY, SelectedClientViewerQuery } from "./selected-client-query.ts";

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

/**
 * A choice not yet saved as the viewer's preference: its request still on its way, or lost with
 * the page that sent it (a link opened, a reload). Until it is saved it outranks the preference
 * the server answers, which is the choice before it: a client chosen on home and a page loaded at
 * once showed the client before (a review, 2026-12-06).
 */
const UNSAVED_KEY = "clientIdUnsaved";
type Unsaved = { viewerId: string; clientId: string | null } | null;
/** Sent again once per page: every component that asks for the client reads the same choice. */
let resent = false;

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
 * follows them to another browser), and in local storage, where the app's first requests find it
 * before the server answers (and a choice not yet saved, this viewer's only, outranks the server).
 */
export function useSelectedClient(): SelectedClient {
  // Another query may replace the cached preferences with fewer fields and cause a refetch:
  // keep the last answer meanwhile, so the page does not unmount what the user is doing.
  const { data: current, previousData } = useQuery(SelectedClientViewerQuery);
  const data = current ?? previousData;
  const [remember] = useMutation(RememberClientMutation);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [stored] = useState(() => readStored<Unsaved>(UNSAVED_KEY, null));
  const viewerId = data?.viewer.id;
  // Another user's, who signed out in this browser before it was saved, is not this one's.
  const unsaved = stored && stored.viewerId === viewerId ? stored : null;
  const permissions = data?.viewer.permissionsIn ?? [];
  // Not this browser's last choice where the viewer has none saved: that may be another user's,
  // who signed out here before this one signed in (a review, 2026-12-06). It only starts the
  // remembered client's requests early, before the viewer is known (app/startup-queries.ts).
  const remembered = !data ? null : unsaved ? unsaved.clientId : data.viewer.preferences.lastClientId;
  const save = useCallback(
    (clientId: string | null) => {
      if (viewerId) writeStored(UNSAVED_KEY, { viewerId, clientId });
      const saved = () => {
        if (readStored<Unsaved>(UNSAVED_KEY, null)?.clientId === clientId) writeStored(UNSAVED_KEY, null);
      };
      void remember({ variables: { clientId } }).then(saved, (error: unknown) => {
        // Refused by the server (a client no longer the viewer's): not worth sending again. Not
        // sent (offline): the choice still holds in this browser, and goes again with the next page.
        if (CombinedGraphQLErrors.is(error)) saved();
      });
    },
    [remember, viewerId],
  );
  useEffect(() => {
    if (!unsaved || resent) return;
    resent = true;
    save(unsaved.clientId);
  }, [unsaved, save]);
  const choose = useCallback(
    (clientId: string | null) => {
      setChosen(clientId);
      writeStored(CLIENT_KEY, clientId);
      save(clientId);
    },
    [save],
  );
  return {
    clientId: chosen === undefined ? remembered : chosen,
    loading: !data,
    canViewAllClients: permissions.includes("View All Clients"),
    permissions,
    choose,
  };
}
