import { type FragmentType, graphql } from "../../generated/index.ts";

/** What the report drawer reads: apart from the drawer, which loads when first opened. */
export const ReportDrawerFragment = graphql(`
  fragment ReportDrawer_report on ReportDefinition {
    id
    name
    status
    baseDataSetId
    compareDataSetId
    chartOfAccountsId
    niiYears
    reportTag
    minScenario
    maxScenario
    decliningScenario
    risingScenario
    shockScenario
    selectedReports {
      key
    }
    commentary
    isApproved
    isPublished
    approvedBy
    approvedDate: approvedAt
    publishedBy
    publishedDate: publishedAt
    viewerCan {
      edit
      delete
      clone
    }
    createdDate: createdAt
    createdBy
    updatedDate: updatedAt
    updatedBy
  }
`);

/** A data set as the report drawer offers it for base and comparison. */
export const DataSetOptionFragment = graphql(`
  fragment ReportDrawer_dataSetOption on DataSet {
    id
    name
    status
  }
`);

export type ReportDrawerRef = FragmentType<typeof ReportDrawerFragment>;

export type DataSetOptionRef = FragmentType<typeof DataSetOptionFragment>;
