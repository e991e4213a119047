import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { graphql } from "../generated/index.ts";
import { allKeys } from "../lib/report-selection.ts";

export const DEFAULT_NII_YEARS = 2;

const DefaultReportListQuery = graphql(`
  query DefaultReportList($niiYears: Int!) {
    reportCatalogue(niiYears: $niiYears) {
      categories {
        id
        pages {
          id
          entries {
            key
          }
        }
      }
    }
  }
`);

const SaveDefaultSettingsMutation = graphql(`
  mutation SaveDefaultClientSettings($clientId: ID!, $input: ClientSettingsInput!) {
    saveClientSettings(clientId: $clientId, input: $input) {
      __typename
      ... on ClientSettingsSaved {
        settings {
          clientId
          niiYears
          reports {
            key
            reportId
            year
          }
          zmDatabaseName
        }
      }
    }
  }
`);

/**
 * Spec section 4: a client without settings gets the defaults saved (niiYears 2 and the whole
 * report list, NII pages per year), once per client and page visit.
 */
export function useEnsureClientSettings(clientId: string | null, missing: boolean): void {
  const client = useApolloClient();
  const done = useRef(new Set<string>());
  useEffect(() => {
    if (!clientId || !missing || done.current.has(clientId)) return;
    done.current.add(clientId);
    void (async () => {
      try {
        const { data } = await client.query({
          query: DefaultReportListQuery,
          variables: { niiYears: DEFAULT_NII_YEARS },
        });
        if (!data?.reportCatalogue) return;
        const result = await client.mutate({
          mutation: SaveDefaultSettingsMutation,
          variables: {
            clientId,
            input: { niiYears: DEFAULT_NII_YEARS, reports: allKeys(data.reportCatalogue) },
          },
        });
        const saved = result.data?.saveClientSettings;
        if (saved?.__typename === "ClientSettingsSaved") {
          client.cache.modify({
            id: client.cache.identify({ __typename: "Client", id: clientId }),
            // ClientSettings has no id of its own: it lives inside its Client in the cache.
            fields: { settings: () => saved.settings },
          });
        }
      } catch {
        // The page still works with the catalogue's defaults; Client Defaults can save them later.
      }
    })();
  }, [client, clientId, missing]);
}
