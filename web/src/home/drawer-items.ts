import { ERROR_TEXTS } from "../lib/error-texts.ts";
import { useFragment, useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { graphql, makeFragmentData } from "../generated/index.ts";
import { useNotices } from "../shell/notices/NoticeProvider.tsx";
import { DataSetDrawerFragment, type DataSetDrawerRef } from "./data-sets/data-set-drawer-fragment.ts";
import { ReportDrawerFragment, type ReportDrawerRef } from "./reports/report-drawer-fragment.ts";

/*
 * The lists hold only what the cards and filters need, so that a client of hundreds of data
 * sets and report definitions opens at once (issue 7: parsing and caching every drawer field
 * of every item, the report lists above all, cost most of a second). A drawer's fields come
 * when it opens: from the cache when a save, a live event or an earlier opening put them there,
 * else by one query.
 */

const HomeDataSetDetailQuery = graphql(`
  query HomeDataSetDetail($id: ID!) {
    dataSet(id: $id) {
      id
      ...DataSetDrawer_dataSet
    }
  }
`);

// With the card's fields too: `viewerCan` has no id, so a write with only the drawer's
// actions would replace the card's and send the list back to the server.
const HomeReportDetailQuery = graphql(`
  query HomeReportDetail($id: ID!) {
    reportDefinition(id: $id) {
      id
      ...ReportsPanel_report
      ...ReportDrawer_report
    }
  }
`);

interface Wanted {
  clientId: string | null;
  /** The item whose drawer is open; null when none is (or the drawer is for a new one). */
  id: string | null;
}

function useQueryError(error: unknown, text: string) {
  const notices = useNotices();
  useEffect(() => {
    if (error) notices.error(error, text);
  }, [error, notices, text]);
}

/** The open data set drawer's data; null until it is in the cache. */
export function useDataSetDetail({ clientId, id }: Wanted): DataSetDrawerRef | null {
  const cached = useFragment({
    fragment: DataSetDrawerFragment,
    fragmentName: "DataSetDrawer_dataSet",
    from: id ? { __typename: "DataSet", id } : null,
  });
  const { error } = useQuery(HomeDataSetDetailQuery, {
    variables: { id: id ?? "" },
    skip: !clientId || !id || cached.complete,
  });
  useQueryError(error, ERROR_TEXTS.dataSetsList);
  return id && cached.complete ? makeFragmentData(cached.data, DataSetDrawerFragment) : null;
}

/** The open report definition drawer's data; null until it is in the cache. */
export function useReportDetail({ clientId, id }: Wanted): ReportDrawerRef | null {
  const cached = useFragment({
    fragment: ReportDrawerFragment,
    fragmentName: "ReportDrawer_report",
    from: id ? { __typename: "ReportDefinition", id } : null,
  });
  const { error } = useQuery(HomeReportDetailQuery, {
    variables: { id: id ?? "" },
    skip: !clientId || !id || cached.complete,
  });
  useQueryError(error, ERROR_TEXTS.reportDefinitionsList);
  return id && cached.complete ? makeFragmentData(cached.data, ReportDrawerFragment) : null;
}
