import type { TypedDocumentNode } from "@apollo/client";
import { useFragment, useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import type { DataSetDrawer_DataSetFragment, ReportDrawer_ReportFragment } from "../generated/graphql.ts";
import { type FragmentType, graphql, makeFragmentData } from "../generated/index.ts";
import { ERROR_TEXTS } from "../lib/error-texts.ts";
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

/** What a drawer reads of one kind of item: its fragment, the query that fetches it, the error's headline. */
interface DrawerItem<TData> {
  fragment: TypedDocumentNode<TData>;
  fragmentName: string;
  typename: "DataSet" | "ReportDefinition";
  query: TypedDocumentNode<unknown, { id: string }>;
  failed: string;
}

/** The open drawer's item from the cache, asked of the server when the cache lacks it; null until then. */
function useDrawerItem<TData>(
  item: DrawerItem<TData>,
  { clientId, id }: Wanted,
): FragmentType<TypedDocumentNode<TData>> | null {
  const notices = useNotices();
  const cached = useFragment({
    fragment: item.fragment,
    fragmentName: item.fragmentName,
    from: id ? { __typename: item.typename, id } : null,
  });
  const { error } = useQuery(item.query, {
    variables: { id: id ?? "" },
    skip: !clientId || !id || cached.complete,
  });
  useEffect(() => {
    if (error) notices.error(error, item.failed);
  }, [error, notices, item.failed]);
  return id && cached.complete ? makeFragmentData(cached.data, item.fragment) : null;
}

const DATA_SET: DrawerItem<DataSetDrawer_DataSetFragment> = {
  fragment: DataSetDrawerFragment,
  fragmentName: "DataSetDrawer_dataSet",
  typename: "DataSet",
  query: HomeDataSetDetailQuery,
  failed: ERROR_TEXTS.dataSetsList,
};

const REPORT: DrawerItem<ReportDrawer_ReportFragment> = {
  fragment: ReportDrawerFragment,
  fragmentName: "ReportDrawer_report",
  typename: "ReportDefinition",
  query: HomeReportDetailQuery,
  failed: ERROR_TEXTS.reportDefinitionsList,
};

/** The open data set drawer's data; null until it is in the cache. */
export function useDataSetDetail(wanted: Wanted): DataSetDrawerRef | null {
  return useDrawerItem(DATA_SET, wanted);
}

/** The open report definition drawer's data; null until it is in the cache. */
export function useReportDetail(wanted: Wanted): ReportDrawerRef | null {
  return useDrawerItem(REPORT, wanted);
}
