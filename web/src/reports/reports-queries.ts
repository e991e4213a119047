import { graphql } from "../generated/index.ts";

/** The report definitions a user may open: staff all of the client's, clients the published ones. */
export const ReportsPageDefinitionsQuery = graphql(`
  query ReportsPageDefinitions($clientId: ID!, $onlyPublished: Boolean!) {
    client(by: { id: $clientId }) {
      id
      name
      acronym
      reportDefinitions(filter: { onlyPublished: $onlyPublished }) {
        id
        name
        asOfDate: asOf
        publishedDate: publishedAt
      }
    }
  }
`);

/** A client user's own client, from the tenant claim. */
export const ReportsPageOwnClientQuery = graphql(`
  query ReportsPageOwnClient {
    viewer {
      id
      client {
        id
      }
    }
  }
`);

/** The chosen definition's catalogue (sidebar) and PDF packages (Download Multiple). */
export const ReportsPageDefinitionQuery = graphql(`
  query ReportsPageDefinition($id: ID!) {
    reportDefinition(id: $id) {
      id
      name
      asOfDate: asOf
      compareAsOfDate: compareAsOf
      pdfs {
        kind
        name
        suffix
        uri
        availability
      }
      catalogue {
        categories {
          id
          description
          pages {
            id
            description
            isNew
            hasNiiReports
            entries {
              key
              reportId
              year
              label
              isNew
            }
          }
        }
      }
    }
  }
`);
