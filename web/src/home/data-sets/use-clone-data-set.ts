import type { CloneDataSetMutation as CloneAnswer } from "../../generated/graphql.ts";
import { graphql } from "../../generated/index.ts";
import { ERROR_TEXTS } from "../../lib/error-texts.ts";
import { useClone, type CloneRule } from "../use-clone.ts";

const CloneDataSetMutation = graphql(`
  mutation CloneDataSet($id: ID!) {
    cloneDataSet(id: $id) {
      __typename
      ... on DataSetSaved {
        dataSet {
          id
          name
          ...DataSetsPanel_dataSet
          ...DataSetDrawer_dataSet
          ...ReportDrawer_dataSetOption
        }
      }
      ...FailureFields
    }
  }
`);

const rule: CloneRule<CloneAnswer> = {
  list: "dataSets",
  copyOf: (result) => (result?.__typename === "DataSetSaved" ? result.dataSet : undefined),
  copied: (name) => `The data set has been copied to ${name}`,
  refused: ERROR_TEXTS.dataSetClone,
};

/** Copy of the drawer: the copy joins the client's list; resolves to its id, or null when refused. */
export function useCloneDataSet(clientId: string) {
  return useClone(clientId, CloneDataSetMutation, rule);
}
