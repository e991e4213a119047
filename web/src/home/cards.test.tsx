import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "../generated/index.ts";
import { dataSetCardView, reportCardActions } from "./card-rules.ts";
import { DataSetCard, DataSetCardFragment } from "./data-sets/DataSetCard.tsx";
import { ReportCard, ReportCardFragment } from "./reports/ReportCard.tsx";

afterEach(cleanup);

const deletable = (allowed: boolean) => ({ __typename: "DataSetActions" as const, delete: allowed });

const dataSet = (
  over: Partial<Parameters<typeof dataSetCardView>[0]> & { viewerCan?: ReturnType<typeof deletable> } = {},
) => ({
  __typename: "DataSet" as const,
  id: "7",
  name: "2021/12/31 Standard",
  status: "COMPLETED" as const,
  isLocked: false,
  lockedReason: null,
  isAttached: false,
  attachedReason: null,
  viewerCan: deletable(true),
  updatedDate: "2026-01-01T00:00:00Z",
  updatedBy: "staff",
  ...over,
});

const can = (over: Partial<Record<"approve" | "unapprove" | "publish" | "unpublish", boolean>> = {}) => ({
  __typename: "ReportDefinitionActions" as const,
  approve: false,
  unapprove: false,
  publish: false,
  unpublish: false,
  ...over,
});

describe("data set card rules", () => {
  it("shows the lock and attachment icons with their reasons", () => {
    const view = dataSetCardView(
      dataSet({
        isLocked: true,
        lockedReason: "Approved: Q4",
        isAttached: true,
        attachedReason: "Used by Q4",
      }),
    );
    expect(view.lock).toBe("Approved: Q4");
    expect(view.attachment).toBe("Used by Q4");
    expect(dataSetCardView(dataSet()).lock).toBeNull();
  });

  it("offers delete only on failed sets the api lets the viewer delete", () => {
    expect(dataSetCardView(dataSet({ status: "FAILED" })).showDelete).toBe(true);
    expect(dataSetCardView(dataSet({ status: "COMPLETED" })).showDelete).toBe(false);
    expect(dataSetCardView(dataSet({ status: "FAILED", viewerCan: deletable(false) })).showDelete).toBe(
      false,
    );
  });

  it("renders the card with 'pending' for an empty status and the delete icon", () => {
    const onDelete = vi.fn();
    const ref = makeFragmentData(
      dataSet({ status: "FAILED", isLocked: true, lockedReason: "Locked by Q4" }),
      DataSetCardFragment,
    );
    render(<DataSetCard dataSet={ref} onOpen={vi.fn()} onDelete={onDelete} />);
    expect(screen.getByRole("article", { name: "2021/12/31 Standard" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Locked by Q4" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete 2021/12/31 Standard" }));
    expect(onDelete).toHaveBeenCalledWith("7", "2021/12/31 Standard");
    cleanup();
    render(
      <DataSetCard
        dataSet={makeFragmentData(dataSet({ status: "PENDING" }), DataSetCardFragment)}
        onOpen={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByText("pending")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
  });
});

describe("report card actions", () => {
  it("follow what the viewer may do", () => {
    expect(reportCardActions({ viewerCan: can() })).toEqual([]);
    expect(reportCardActions({ viewerCan: can({ approve: true }) })).toEqual(["approve"]);
    expect(reportCardActions({ viewerCan: can({ unapprove: true, publish: true }) })).toEqual([
      "unapprove",
      "publish",
    ]);
    expect(reportCardActions({ viewerCan: can({ unpublish: true }) })).toEqual(["unpublish"]);
  });

  const report = (viewerCan: ReturnType<typeof can>, over = {}) =>
    makeFragmentData(
      {
        __typename: "ReportDefinition",
        id: "UmVwb3J0RGVmaW5pdGlvbjoxOjM",
        databaseId: 3,
        name: "Q4 Board",
        status: "COMPLETED",
        baseDataSetName: "2021/12/31 Standard",
        compareDataSetName: "2021/09/30 Standard",
        isApproved: false,
        isPublished: false,
        approvedBy: null,
        publishedBy: null,
        viewerCan,
        ...over,
      },
      ReportCardFragment,
    );

  it("renders base and compare, View, tags and only the permitted buttons", () => {
    const onAction = vi.fn();
    render(
      <MemoryRouter>
        <ReportCard
          report={report(can({ unapprove: true, publish: true }), { isApproved: true })}
          onOpen={vi.fn()}
          onAction={onAction}
          flag="UPDATED"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText("Base: 2021/12/31 Standard")).toBeTruthy();
    expect(screen.getByText("Compare: 2021/09/30 Standard")).toBeTruthy();
    expect(screen.getByText("Approved")).toBeTruthy();
    expect(screen.getByText("UPDATED")).toBeTruthy();
    // The address people read: the definition's number, not its global id.
    expect(screen.getByRole("link", { name: "View Q4 Board" }).getAttribute("href")).toBe("/reports/3");
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(onAction).toHaveBeenCalledWith("publish", "UmVwb3J0RGVmaW5pdGlvbjoxOjM", "Q4 Board");
  });

  it("shows no workflow buttons to a viewer without Approve or Publish", () => {
    render(
      <MemoryRouter>
        <ReportCard report={report(can())} onOpen={vi.fn()} onAction={vi.fn()} />
      </MemoryRouter>,
    );
    for (const name of ["Approve", "Unapprove", "Publish", "Unpublish"])
      expect(screen.queryByRole("button", { name })).toBeNull();
  });
});
