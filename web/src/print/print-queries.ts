import { graphql } from "../generated/index.ts";

/** What the cover and contents show: the client's name and the package's name and dates. */
export const PrintPackageQuery = graphql(`
  query PrintPackage($clientId: ID!, $reportDefinitionId: ID!) {
    client(by: { id: $clientId }) {
      id
      name
    }
    reportDefinition(id: $reportDefinitionId) {
      id
      name
      asOfDate: asOf
      compareAsOfDate: compareAsOf
    }
  }
`);
