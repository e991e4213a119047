import { graphql } from "../generated/index.ts";

export const ChartsListQuery = graphql(`
  query ChartsOfAccountsList($clientId: ID!) {
    client(by: { id: $clientId }) {
      id
      name
      acronym
      chartsOfAccounts {
        id
        name
        updatedDate: updatedAt
        updatedBy
        sourceRunResultId
      }
    }
  }
`);

export const ChartTreeQuery = graphql(`
  query ChartOfAccountsTree($id: ID!) {
    chartOfAccounts(id: $id) {
      id
      name
      updatedDate: updatedAt
      updatedBy
      isLocked
      lockedReason
      nodes {
        id
        parentId
        hLevel
        depth
        order
        key
        description
        folderType
        rollUp
        nevVisible
        niiVisible
      }
    }
  }
`);

export const ImportChartMutation = graphql(`
  mutation ImportChartOfAccounts($clientId: ID!, $name: String!, $runResultId: String!) {
    importChartOfAccounts(clientId: $clientId, name: $name, sourceRunResultId: $runResultId) {
      __typename
      ... on ChartOfAccountsSaved {
        chartOfAccounts {
          id
          name
          updatedDate: updatedAt
          updatedBy
          sourceRunResultId
        }
      }
      ...FailureFields
    }
  }
`);

export const SaveChartAsNewMutation = graphql(`
  mutation SaveChartOfAccountsAsNew($clientId: ID!, $name: String!, $nodes: [ChartOfAccountsNodeInput!]!) {
    saveChartOfAccountsAsNew(clientId: $clientId, name: $name, nodes: $nodes) {
      __typename
      ... on ChartOfAccountsSaved {
        chartOfAccounts {
          id
          name
          updatedDate: updatedAt
          updatedBy
          sourceRunResultId
        }
      }
      ...FailureFields
    }
  }
`);

export const UpdateChartMutation = graphql(`
  mutation UpdateChartOfAccounts($id: ID!, $nodes: [ChartOfAccountsNodeInput!]!) {
    updateChartOfAccounts(id: $id, nodes: $nodes) {
      __typename
      ... on ChartOfAccountsSaved {
        chartOfAccounts {
          id
          name
          updatedDate: updatedAt
          updatedBy
          sourceRunResultId
        }
      }
      ...FailureFields
    }
  }
`);

export const DeleteChartMutation = graphql(`
  mutation DeleteChartOfAccounts($id: ID!) {
    deleteChartOfAccounts(id: $id) {
      __typename
      ... on ChartOfAccountsDeleted {
        id
      }
      ...FailureFields
    }
  }
`);
