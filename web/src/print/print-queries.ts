import { graphql } from "../generated/index.ts";

/**
 * The package a print route names by its numbers (spec: /print/cid/{clientId}/did/{reportDefId}):
 * the definition to read its reports with, and what the cover and contents show. Read once per
 * page load; the report pages that follow in the same tab find it in the cache.
 */
export const PrintPackageQuery = graphql(`
  query PrintPackage($reportDefinitionId: Int!) {
    reportDefinitionByDatabaseId(databaseId: $reportDefinitionId) {
      id
      databaseId
      name
      asOfDate: asOf
      compareAsOfDate: compareAsOf
      client {
        id
        databaseId
        name
      }
    }
  }
`);
