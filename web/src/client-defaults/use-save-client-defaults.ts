import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../generated/index.ts";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { failureAsError } from "../lib/failure-as-error.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { failureOf } from "../lib/failure-fields.ts";

const SaveSettingsMutation = graphql(`
  mutation SaveClientDefaults($clientId: ID!, $input: ClientSettingsInput!, $zm: String!, $setZm: Boolean!) {
    saveClientSettings(clientId: $clientId, input: $input) {
      __typename
      ... on ClientSettingsSaved {
        settings {
          clientId
          niiYears
          reports {
            key
          }
          zmDatabaseName
        }
      }
      ...FailureFields
    }
    setZmDatabase(clientId: $clientId, zmDatabaseName: $zm) @include(if: $setZm) {
      __typename
      ... on ClientSettingsSaved {
        settings {
          clientId
          zmDatabaseName
        }
      }
      ...FailureFields
    }
  }
`);

export interface ClientDefaults {
  niiYears: number;
  reports: string[];
  zmDatabaseName: string;
  /** The modeling database name as loaded: only a change is sent (it has a mutation of its own). */
  previousZmDatabaseName: string;
}

/** Saves the Client Defaults page: the settings, and the modeling database name when it changed. */
export function useSaveClientDefaults(clientId: string) {
  const notices = useNotices();
  const [mutate, { loading }] = useMutation(SaveSettingsMutation);
  const save = useCallback(
    async (values: ClientDefaults): Promise<boolean> => {
      const unable = ERROR_TEXTS.clientSettingsSave(clientId);
      const zm = values.zmDatabaseName;
      try {
        const { data } = await mutate({
          variables: {
            clientId,
            input: { niiYears: values.niiYears, reports: values.reports },
            zm,
            setZm: zm !== "" && zm !== values.previousZmDatabaseName,
          },
        });
        const failed = [data?.saveClientSettings, data?.setZmDatabase].map(failureOf).find(Boolean);
        if (failed) {
          notices.error(failureAsError(unable, failed), unable);
          return false;
        }
        notices.toast("The client settings have been saved");
        return true;
      } catch (error) {
        notices.error(
          failureAsError(unable, { message: error instanceof Error ? error.message : unable, messages: [] }),
          unable,
        );
        return false;
      }
    },
    [clientId, mutate, notices],
  );
  return { save, loading };
}
