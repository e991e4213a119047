import { graphql } from "../../generated/index.ts";

/** Settings only; files go through the upload route (upload-data-set.ts). */
export const SaveDataSetMutation = graphql(`
  mutation SaveDataSet($clientId: ID!, $input: DataSetInput!) {
    saveDataSet(clientId: $clientId, input: $input) {
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

/** The data set as the screens show it, read after the upload route saved it. */
export const SavedDataSetQuery = graphql(`
  query SavedDataSet($clientId: ID!, $id: ID!) {
    dataSet(clientId: $clientId, id: $id) {
      id
      ...DataSetsPanel_dataSet
      ...DataSetDrawer_dataSet
      ...ReportDrawer_dataSetOption
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
