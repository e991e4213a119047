import { graphql } from "../generated/index.ts";

export const DocumentJobFields = graphql(`
  fragment DocumentJobFields on DocumentJob {
    id
    kind
    status
    done
    total
    fileName
    downloadUrl
    error
    errorMessages {
      error
      resolution
    }
  }
`);

export const RequestDetailWorkbookMutation = graphql(`
  mutation RequestDetailWorkbook($reportDefinitionId: ID!) {
    requestDetailWorkbook(reportDefinitionId: $reportDefinitionId) {
      ...DocumentJobFields
    }
  }
`);

export const RequestPdfPackageMutation = graphql(`
  mutation RequestPdfPackage($reportDefinitionId: ID!, $package: PdfPackageKind!) {
    requestPdfPackage(reportDefinitionId: $reportDefinitionId, package: $package) {
      ...DocumentJobFields
    }
  }
`);

export const RequestPdfSelectionMutation = graphql(`
  mutation RequestPdfSelection($reportDefinitionId: ID!, $entries: [String!]!) {
    requestPdfSelection(reportDefinitionId: $reportDefinitionId, entries: $entries) {
      ...DocumentJobFields
    }
  }
`);

export const DocumentJobProgressSubscription = graphql(`
  subscription DocumentJobProgress($id: ID!) {
    documentJobProgress(id: $id) {
      ...DocumentJobFields
    }
  }
`);

export const SendDocumentEmailMutation = graphql(`
  mutation SendDocumentEmail($input: EmailInput!) {
    sendEmail(input: $input) {
      __typename
      ... on EmailSent {
        id
        to
      }
      ...FailureFields
    }
  }
`);
