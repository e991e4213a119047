import { graphql } from "../../generated/index.ts";

export const SaveReportMutation = graphql(`
  mutation SaveReportDefinition($clientId: ID!, $input: ReportDefinitionInput!) {
    saveReportDefinition(clientId: $clientId, input: $input) {
      __typename
      ... on ReportDefinitionSaved {
        reportDefinition {
          id
          ...ReportsPanel_report
          ...ReportDrawer_report
          ...DataSetLocks_report
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

export const CloneReportMutation = graphql(`
  mutation CloneReportDefinition($id: ID!) {
    cloneReportDefinition(id: $id) {
      __typename
      ... on ReportDefinitionSaved {
        reportDefinition {
          id
          name
          ...ReportsPanel_report
          ...ReportDrawer_report
          ...DataSetLocks_report
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

export const DeleteReportMutation = graphql(`
  mutation DeleteReportDefinition($id: ID!) {
    deleteReportDefinition(id: $id) {
      __typename
      ... on ReportDefinitionDeleted {
        id
        message
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

export const ReportCatalogueQuery = graphql(`
  query ReportDrawerCatalogue($niiYears: Int!) {
    reportCatalogue(niiYears: $niiYears) {
      ...ReportTreePicker_catalogue
    }
  }
`);
