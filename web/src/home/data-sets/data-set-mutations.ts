import { graphql } from "../../generated/index.ts";

export const SaveDataSetMutation = graphql(`
  mutation SaveDataSet($clientId: ID!, $input: DataSetInput!, $files: [DataSetFileInput!]) {
    saveDataSet(clientId: $clientId, input: $input, files: $files) {
      __typename
      ... on DataSetSaved {
        dataSet {
          id
          ...DataSetsPanel_dataSet
          ...DataSetDrawer_dataSet
          ...ReportDrawer_dataSetOption
        }
      }
      ... on DuplicateName {
        message
        messages {
          error
          resolution
        }
      }
      ... on ResourceLocked {
        message
        messages {
          error
          resolution
        }
      }
      ... on ValidationFailed {
        message
        messages {
          error
          resolution
        }
      }
    }
  }
`);

export const CloneDataSetMutation = graphql(`
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
      ... on ValidationFailed {
        message
        messages {
          error
          resolution
        }
      }
    }
  }
`);

export const DeleteDataSetMutation = graphql(`
  mutation DeleteDataSet($id: ID!) {
    deleteDataSet(id: $id) {
      __typename
      ... on DataSetDeleted {
        id
        message
      }
      ... on ResourceInUse {
        message
        messages {
          error
          resolution
        }
      }
      ... on ResourceLocked {
        message
        messages {
          error
          resolution
        }
      }
    }
  }
`);
