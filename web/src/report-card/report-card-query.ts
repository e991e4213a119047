import { graphql } from "../generated/index.ts";

/**
 * What the card shows of a report: heading fields and blocks in template order; each block's
 * component declares the fields it shows. Blocks are matched by concrete type so the cache needs
 * no possibleTypes.
 */
export const ReportCardViewFragment = graphql(`
  fragment ReportCardView_report on Report {
    id
    definitionId
    year
    title
    asOfDate: asOf
    compareAsOfDate: compareAsOf
    clientName
    clientAcronym
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
`);

/** One report page of a report definition; in print, its tables' trees to the printed levels only. */
export const ReportCardQuery = graphql(`
  query ReportCard($reportDefinitionId: ID!, $reportId: Int!, $year: Int, $treeLevels: Int) {
    report(
      reportDefinitionId: $reportDefinitionId
      reportId: $reportId
      year: $year
      treeLevels: $treeLevels
    ) {
      ...ReportCardView_report
    }
  }
`);
