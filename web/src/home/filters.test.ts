import { describe, expect, it } from "vitest";
import type { DataSetType, ReportDefinitionKind } from "../generated/graphql.ts";
import {
  dataSetsEmptyMessage,
  defaultPanelFilters,
  filterDataSets,
  filterReports,
  reportsEmptyMessage,
} from "./filters.ts";

const now = Date.parse("2026-03-01T12:00:00Z");
const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();

const dataSets = [
  { id: "1", type: "STANDARD" as const, updatedDate: ago(0.5), isAttached: true },
  { id: "2", type: "WHAT_IF" as const, updatedDate: ago(30), isAttached: false },
  { id: "3", type: "STANDARD" as const, updatedDate: ago(90), isAttached: false },
  { id: "4", type: "MISC" as const, updatedDate: ago(400), isAttached: false },
];

const ids = (list: { id: string }[]) => list.map((d) => d.id);

describe("data set filters", () => {
  it("default to the last 60 days, newest first", () => {
    expect(defaultPanelFilters<DataSetType>().days).toBe(60);
    expect(ids(filterDataSets(dataSets, defaultPanelFilters<DataSetType>(), now))).toEqual(["1", "2"]);
  });

  it("filter by period", () => {
    const f = defaultPanelFilters<DataSetType>();
    expect(ids(filterDataSets(dataSets, { ...f, days: 1 }, now))).toEqual(["1"]);
    expect(ids(filterDataSets(dataSets, { ...f, days: 180 }, now))).toEqual(["1", "2", "3"]);
    expect(ids(filterDataSets(dataSets, { ...f, days: 365 }, now))).toEqual(["1", "2", "3"]);
    expect(ids(filterDataSets(dataSets, { ...f, days: 9999 }, now))).toEqual(["1", "2", "3", "4"]);
  });

  it("filter by type and attachment", () => {
    const all = { ...defaultPanelFilters<DataSetType>(), days: 9999 };
    expect(ids(filterDataSets(dataSets, { ...all, types: ["STANDARD", "MISC"] }, now))).toEqual([
      "1",
      "3",
      "4",
    ]);
    expect(ids(filterDataSets(dataSets, { ...all, only: true }, now))).toEqual(["2", "3", "4"]);
  });

  it("say why the panel is empty", () => {
    expect(dataSetsEmptyMessage(false, 0, 0)).toBe("Please select a client");
    expect(dataSetsEmptyMessage(true, 0, 0)).toBe("Please create a data set");
    expect(dataSetsEmptyMessage(true, 3, 0)).toBe(
      "No data sets are available with the current filter settings",
    );
    expect(dataSetsEmptyMessage(true, 3, 1)).toBeNull();
  });
});

describe("report filters", () => {
  const reports = [
    { id: "a", kind: "SINGLE" as const, updatedDate: ago(2), isPublished: true },
    { id: "b", kind: "COMPARISON" as const, updatedDate: ago(1.5), isPublished: false },
    { id: "c", kind: "SINGLE" as const, updatedDate: ago(200), isPublished: true },
  ];

  it("filter by kind, period and publication", () => {
    const f = defaultPanelFilters<ReportDefinitionKind>();
    expect(ids(filterReports(reports, f, now))).toEqual(["b", "a"]);
    expect(ids(filterReports(reports, { ...f, types: ["SINGLE"], days: 9999 }, now))).toEqual(["a", "c"]);
    expect(ids(filterReports(reports, { ...f, only: true, days: 365 }, now))).toEqual(["a", "c"]);
  });

  it("say why the panel is empty", () => {
    expect(reportsEmptyMessage(true, 0, 0)).toBe("Please create a report");
    expect(reportsEmptyMessage(true, 2, 0)).toBe(
      "No report definitions are available with the current filter settings",
    );
  });
});
