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
        databaseId
        name
        asOfDate: asOf
        isPublished
        publishedDate: publishedAt
        baseDataSetType
        selectedReports {
          key
          reportId
        }
      }
    }
  }
`);

/** The number of a definition an old link names by its global id, for the address people read. */
export const ReportsPageDefinitionNumberQuery = graphql(`
  query ReportsPageDefinitionNumber($id: ID!) {
    reportDefinition(id: $id) {
      id
      databaseId
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

/** The users of a client user's own institution: the only recipients its mail may have. */
export const EmailColleaguesQuery = graphql(`
  query EmailColleagues($clientId: ID!) {
    client(by: { id: $clientId }) {
      id
      emailAddresses {
        name
        address
      }
    }
  }
`);
