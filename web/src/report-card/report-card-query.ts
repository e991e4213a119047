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
`);

/** One report page of a report definition. */
export const ReportCardQuery = graphql(`
  query ReportCard($reportDefinitionId: ID!, $reportId: Int!, $year: Int) {
    report(reportDefinitionId: $reportDefinitionId, reportId: $reportId, year: $year) {
      ...ReportCardView_report
    }
  }
`);

/**
 * Refresh Table: the recomputed report comes back under the report's own id, so the cache
 * updates every view of it.
 */
export const RefreshReportMutation = graphql(`
  mutation RefreshReport($input: RefreshReportInput!) {
    refreshReport(input: $input) {
      __typename
      ... on ReportRefreshed {
        report {
          ...ReportCardView_report
        }
      }
      ... on ResourceLocked {
        message
      }
    }
  }
`);
