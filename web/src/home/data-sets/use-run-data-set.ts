import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../../generated/index.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { failureAsError } from "../../lib/failures.tsx";
import { useNotices } from "../../shell/notices/NoticeProvider.tsx";

/** Run and Rerun: the data set comes back Started; the status subscription brings the rest. */
const RunDataSetMutation = graphql(`
  mutation RunDataSet($id: ID!) {
    runDataSet(id: $id) {
      __typename
      ... on DataSetRunStarted {
        dataSet {
          id
          status
          statusReason
          viewerCan {
            edit
            delete
            run
          }
          updatedDate
          updatedBy
        }
      }
      ... on Failure {
        code
        message
        messages {
          error
          resolution
          field
        }
      }
    }
  }
`);

/**
 * Run and Rerun: Started comes back now (the normalised cache updates the card); Completed or
 * Failed follows through the subscription. A refusal (running, locked) is a notice.
 */
export function useRunDataSet() {
  const notices = useNotices();
  const [mutate, { loading }] = useMutation(RunDataSetMutation);
  const run = useCallback(
    async (id: string) => {
      try {
        const { data } = await mutate({ variables: { id } });
        const result = data?.runDataSet;
        if (result && result.__typename !== "DataSetRunStarted")
          notices.error(failureAsError(result.message, result), "");
      } catch (error) {
        notices.error(error, ERROR_TEXTS.dataSetRun);
      }
    },
    [mutate, notices],
  );
  return { run, loading };
}
