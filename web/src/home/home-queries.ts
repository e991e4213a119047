import { graphql } from "../generated/index.ts";
import { SelectedClientViewerQuery } from "../lib/selected-client-query.ts";
import type { StartupQuery } from "../lib/startup-query.ts";

/** Every client the viewer may choose, for the picker. */
export const HomeClientsQuery = graphql(`
  query HomeClients {
    clients {
      id
      name
      acronym
    }
  }
`);

/** The client's header data: name, settings and charts of accounts (for the report drawer). */
export const HomeClientQuery = graphql(`
  query HomeClient($clientId: ID!) {
    client(by: { id: $clientId }) {
      id
      name
      acronym
      settings {
        clientId
        niiYears
        reports {
          key
        }
      }
      chartsOfAccounts {
        id
        name
      }
    }
  }
`);

/**
 * Every data set of the client (the panel filters in the browser), with what the cards and the
 * report drawer's data set choices show; a drawer reads the rest when it opens (drawer-items.ts).
 */
export const HomeDataSetsQuery = graphql(`
  query HomeDataSets($clientId: ID!) {
    client(by: { id: $clientId }) {
      id
      dataSets {
        id
        ...DataSetsPanel_dataSet
        ...ReportDrawer_dataSetOption
      }
    }
  }
`);

export const HomeReportsQuery = graphql(`
  query HomeReports($clientId: ID!) {
    client(by: { id: $clientId }) {
      id
      reportDefinitions {
        id
        ...ReportsPanel_report
      }
    }
  }
`);

/**
 * A data set as every part of the home page shows it (its card, its drawer, a choice in the report
 * drawer): what a save, a copy or a live event asks back, so the normalized cache updates them all.
 */
export const HomeDataSetFragment = graphql(`
  fragment Home_dataSet on DataSet {
    ...DataSetsPanel_dataSet
    ...DataSetDrawer_dataSet
    ...ReportDrawer_dataSetOption
  }
`);

/** A report definition as the home page shows it, with the lock state of its data sets. */
export const HomeReportFragment = graphql(`
  fragment Home_report on ReportDefinition {
    ...ReportsPanel_report
    ...ReportDrawer_report
    ...DataSetLocks_report
  }
`);

/**
 * Live status of the client's data sets. The data set comes back with the fields of the cards and
 * drawers, so the normalized cache updates them in place.
 */
export const HomeDataSetStatusSubscription = graphql(`
  subscription HomeDataSetStatus($clientId: ID!) {
    dataSetStatusChanged(clientId: $clientId) {
      clientId
      dataSetId
      status
      change
      dataSet {
        id
        ...Home_dataSet
      }
    }
  }
`);

/** Live status and workflow of the client's report definitions, with the lock state of their data sets. */
export const HomeReportStatusSubscription = graphql(`
  subscription HomeReportStatus($clientId: ID!) {
    reportDefinitionStatusChanged(clientId: $clientId) {
      clientId
      reportDefinitionId
      status
      change
      reportDefinition {
        id
        ...Home_report
      }
    }
  }
`);

/**
 * Approving or publishing a report locks its data sets: reading their lock state with the report
 * updates the data set cards too.
 */
export const DataSetLocksFragment = graphql(`
  fragment DataSetLocks_report on ReportDefinition {
    baseDataSet {
      id
      isLocked
      lockedReason
      isAttached
      attachedReason
      viewerCan {
        edit
        delete
        run
      }
    }
    compareDataSet {
      id
      isLocked
      lockedReason
      isAttached
      attachedReason
      viewerCan {
        edit
        delete
        run
      }
    }
  }
`);

/** What home asks as it opens: the viewer, the client list and, for the remembered client, its lists. */
export function homeQueries(clientId: string | null): StartupQuery[] {
  const queries: StartupQuery[] = [{ query: SelectedClientViewerQuery }, { query: HomeClientsQuery }];
  if (!clientId) return queries;
  const variables = { clientId };
  return [
    ...queries,
    { query: HomeClientQuery, variables },
    { query: HomeDataSetsQuery, variables },
    { query: HomeReportsQuery, variables },
  ];
}
