import { graphql } from "../../generated/index.ts";

/** Run and Rerun: the data set comes back Started; the status subscription brings the rest. */
export const RunDataSetMutation = graphql(`
  mutation RunDataSet($id: ID!) {
    runDataSet(id: $id) {
      __typename
      ... on DataSetRunStarted {
        dataSet {
          id
          status
          statusReason
          canEdit
          canDelete
          updatedDate
          updatedBy
        }
      }
      ... on ResourceLocked {
        message
        messages {
          error
          resolution
        }
      }
      ... on ResourceInUse {
        message
        messages {
          error
          resolution
        }
      }
    }
  }
`);
