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
  mutation RequestDetailWorkbook($clientId: ID!, $reportDefinitionId: ID!) {
    requestDetailWorkbook(clientId: $clientId, reportDefinitionId: $reportDefinitionId) {
      ...DocumentJobFields
    }
  }
`);

export const RequestPdfPackageMutation = graphql(`
  mutation RequestPdfPackage($clientId: ID!, $reportDefinitionId: ID!, $package: PdfPackageKind!) {
    requestPdfPackage(clientId: $clientId, reportDefinitionId: $reportDefinitionId, package: $package) {
      ...DocumentJobFields
    }
  }
`);

export const RequestPdfSelectionMutation = graphql(`
  mutation RequestPdfSelection($clientId: ID!, $reportDefinitionId: ID!, $entries: [String!]!) {
    requestPdfSelection(clientId: $clientId, reportDefinitionId: $reportDefinitionId, entries: $entries) {
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
