import { graphql } from "../../generated/index.ts";

export const DeleteReportMutation = graphql(`
  mutation DeleteReportDefinition($id: ID!) {
    deleteReportDefinition(id: $id) {
      __typename
      ... on ReportDefinitionDeleted {
        id
        message
      }
      ...FailureFields
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
