import { graphql } from "../generated/index.ts";

/**
 * One report page with its blocks in template order; each block's component declares the
 * fields it shows. Blocks are matched by concrete type so the cache needs no possibleTypes.
 */
export const ReportCardQuery = graphql(`
  query ReportCard($reportDefinitionId: ID!, $reportId: Int!, $year: Int, $refresh: Boolean) {
    report(reportDefinitionId: $reportDefinitionId, reportId: $reportId, year: $year, refresh: $refresh) {
      id
      definitionId
      year
      title
      asOfDate
      compareAsOfDate
      clientName
      warnings
      blocks {
        __typename
        ... on TableBlock {
          source
          width
          isHidden
          ...TableBlockView_block
        }
        ... on ChartBlock {
          source
          width
          isHidden
          ...ChartBlockView_block
        }
        ... on TextBlock {
          source
          width
          isHidden
          ...TextBlockView_block
        }
      }
    }
  }
`);
