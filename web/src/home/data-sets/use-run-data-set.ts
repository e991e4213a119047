import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../../generated/index.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { failureAsError } from "../../lib/failure-as-error.ts";
import { useNotices } from "../../shell/notices/NoticeProvider.tsx";
import { failureOf } from "../../lib/failure-fields.ts";

/**
 * Run and Rerun. The answer names the data set but carries none of its status: a small run
 * completes before the answer reaches the browser, and a Started written into the cache then
 * would overwrite the Completed the subscription already brought. Started, Completed and Failed
 * (with what the viewer may do next) all come through the status subscription, in order.
 */
const RunDataSetMutation = graphql(`
  mutation RunDataSet($id: ID!) {
    runDataSet(id: $id) {
      __typename
      ... on DataSetRunStarted {
        dataSet {
          id
        }
      }
      ...FailureFields
    }
  }
`);

/** Run and Rerun; the status follows through the subscription. A refusal (running, locked) is a notice. */
export function useRunDataSet() {
  const notices = useNotices();
  const [mutate, { loading }] = useMutation(RunDataSetMutation);
  const run = useCallback(
    async (id: string) => {
      try {
        const { data } = await mutate({ variables: { id } });
        const result = data?.runDataSet;
        const failure = failureOf(result);
        if (failure) notices.error(failureAsError(failure.message, failure), "");
      } catch (error) {
        notices.error(error, ERROR_TEXTS.dataSetRun);
      }
    },
    [mutate, notices],
  );
  return { run, loading };
}
