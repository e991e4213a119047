import { graphql } from "../generated/index.ts";

/** A data set behind a report, as the not-ready notice shows it (and the cards and drawers share). */
export const ReportNotReadyDataSetFragment = graphql(`
  fragment ReportNotReady_dataSet on DataSet {
    id
    name
    status
    statusReason
    viewerCan {
      edit
      delete
      run
    }
  }
`);

/** The data sets of a definition whose report is not ready (staff; null for a client user). */
export const ReportNotReadyQuery = graphql(`
  query ReportNotReady($id: ID!) {
    reportDefinition(id: $id) {
      id
      status
      baseDataSet {
        id
        ...ReportNotReady_dataSet
      }
      compareDataSet {
        id
        ...ReportNotReady_dataSet
      }
    }
  }
`);

/** Their status live: each event's data set updates the cached one in place. */
export const ReportNotReadyStatusSubscription = graphql(`
  subscription ReportNotReadyStatus($clientId: ID!) {
    dataSetStatusChanged(clientId: $clientId) {
      dataSetId
      status
      dataSet {
        id
        ...ReportNotReady_dataSet
      }
    }
  }
`);
