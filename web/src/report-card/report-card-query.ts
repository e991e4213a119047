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

/**
 * How a report card reads: a print page shows each report once, so its rows skip the cache
 * (writing hundreds of rows into it only to read them back cost the PDF renderer a third of its
 * time). No read joins one already under way: a card whose report was not ready reads again when
 * its data set completes, and a read begun before that (a cache change re-reads a failed query)
 * still carries the old "not completed" answer.
 */
export const reportCardReadOptions = (print: boolean) =>
  ({
    fetchPolicy: print ? "no-cache" : "cache-first",
    context: { queryDeduplication: false },
  }) as const;
