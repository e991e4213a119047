import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { getFragmentData } from "../generated/index.ts";
import { type DataSetDrawer_DataSetFragment, HomeDataSetDetailDocument } from "../generated/graphql.ts";
import { NoticeProvider } from "../shell/notices/NoticeProvider.tsx";
import { DataSetDrawerFragment } from "./data-sets/data-set-drawer-fragment.ts";
import { useDataSetDetail } from "./drawer-items.ts";

afterEach(cleanup);

const dataSet: DataSetDrawer_DataSetFragment = {
  __typename: "DataSet",
  id: "7",
  name: "2022/07/31 Standard",
  type: "STANDARD",
  asOfDate: "2022-07-31T00:00:00",
  description: null,
  status: "COMPLETED",
  statusReason: null,
  useTcuFund: false,
  whatIfSource: null,
  isLocked: false,
  lockedReason: null,
  isAttached: false,
  attachedReason: null,
  viewerCan: { __typename: "DataSetActions" as const, edit: true, run: true, delete: true },
  createdDate: "2022-08-01T10:00:00.000Z",
  createdBy: "staff",
  updatedDate: "2022-08-01T10:00:00.000Z",
  updatedBy: "staff",
  resultSets: [{ __typename: "ResultSet", key: "7001", type: "SHOCK" }],
  files: [],
};

function wrapper(cache: InMemoryCache, mocks: MockLink.MockedResponse[]) {
  return ({ children }: { children: ReactNode }) => (
    <MockedProvider cache={cache} mocks={mocks}>
      <NoticeProvider>{children}</NoticeProvider>
    </MockedProvider>
  );
}

describe("a drawer's data", () => {
  it("is read by one query when the list holds only the card's fields", async () => {
    const cache = new InMemoryCache();
    const request = { query: HomeDataSetDetailDocument, variables: { id: "7" } };
    const { result } = renderHook(() => useDataSetDetail({ clientId: "1", id: "7" }), {
      wrapper: wrapper(cache, [{ request, result: { data: { __typename: "Query", dataSet } } }]),
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(getFragmentData(DataSetDrawerFragment, result.current)?.name).toBe("2022/07/31 Standard");
  });

  it("comes from the cache, without a query, when a save or a live event put it there", () => {
    const cache = new InMemoryCache();
    cache.writeFragment({
      fragment: DataSetDrawerFragment,
      fragmentName: "DataSetDrawer_dataSet",
      data: dataSet,
    });
    // No mocks: the data is there on the first render, before any query could have answered.
    const { result } = renderHook(() => useDataSetDetail({ clientId: "1", id: "7" }), {
      wrapper: wrapper(cache, []),
    });
    expect(getFragmentData(DataSetDrawerFragment, result.current)?.id).toBe("7");
  });

  it("is nothing while no drawer is open", () => {
    const { result } = renderHook(() => useDataSetDetail({ clientId: "1", id: null }), {
      wrapper: wrapper(new InMemoryCache(), []),
    });
    expect(result.current).toBeNull();
  });
});
