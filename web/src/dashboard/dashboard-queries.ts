import { getFragmentData, graphql, type FragmentType } from "../generated/index.ts";
import type { DefinitionSummary } from "@alm/formats";

/** What the dashboard reads of a report definition to place it among the published quarters. */
export const DashboardQuarterFragment = graphql(`
  fragment DashboardQuarter_definition on ReportDefinition {
    databaseId
    name
    asOfDate: asOf
    isPublished
    publishedDate: publishedAt
    shockScenario
    baseDataSetType
    selectedReports {
      key
      reportId
      year
    }
  }
`);

/**
 * One report page, read as the report card reads it (so a link from the dashboard opens it from
 * the cache), with the tables' own values (the supervisory test's overall rating is one).
 */
export const DashboardReportQuery = graphql(`
  query DashboardReport($reportDefinitionId: ID!, $reportId: Int!, $year: Int) {
    report(reportDefinitionId: $reportDefinitionId, reportId: $reportId, year: $year) {
      id
      ...ReportCardView_report
      blocks {
        __typename
        ... on TableBlock {
          source
          ...TableBlockView_block
          values {
            field
            number
            text
          }
        }
      }
    }
  }
`);

/** The definitions of a list as the quarters read them. */
export const definitionSummaries = (
  list: readonly ({ id: string } & FragmentType<typeof DashboardQuarterFragment>)[],
): (DefinitionSummary & { databaseId: number })[] =>
  list.map((d) => ({ id: d.id, ...getFragmentData(DashboardQuarterFragment, d) }));
