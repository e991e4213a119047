import { describe, expect, it } from "vitest";
import {
  arrivalEntryKey,
  entryKeyOf,
  locationOfEntryKey,
  readDefinitionParam,
  readReportLocation,
  reportArrival,
  writeReportLocation,
} from "./report-location.ts";

describe("report location in the URL", () => {
  it("reads a report and an NII year", () => {
    expect(readReportLocation(new URLSearchParams("report=55&year=2"))).toEqual({ reportId: 55, year: 2 });
    expect(readReportLocation(new URLSearchParams("report=10"))).toEqual({ reportId: 10, year: null });
  });

  it("ignores what is not a positive number", () => {
    expect(readReportLocation(new URLSearchParams("report=abc"))).toBeNull();
    expect(readReportLocation(new URLSearchParams("report=-1"))).toBeNull();
    expect(readReportLocation(new URLSearchParams(""))).toBeNull();
    expect(readReportLocation(new URLSearchParams("report=10&year=x"))).toEqual({ reportId: 10, year: null });
  });

  it("writes the location and keeps other parameters", () => {
    const next = writeReportLocation(new URLSearchParams("tab=1&year=9"), { reportId: 55, year: 1 });
    expect(next.toString()).toBe("tab=1&report=55&year=1");
    expect(writeReportLocation(next, null).toString()).toBe("tab=1");
  });

  it("names the sidebar entry", () => {
    expect(entryKeyOf({ reportId: 10, year: null })).toBe("10");
    expect(entryKeyOf({ reportId: 55, year: 2 })).toBe("55-2");
  });

  it("reads a sidebar entry's key back as a location", () => {
    expect(locationOfEntryKey("10")).toEqual({ reportId: 10, year: null });
    expect(locationOfEntryKey("55-2")).toEqual({ reportId: 55, year: 2 });
    expect(locationOfEntryKey("55-")).toBeNull();
    expect(locationOfEntryKey("x")).toBeNull();
  });

  it("opens the last-viewed report while the definition still has it, else the first", () => {
    expect(arrivalEntryKey(["10", "55-1", "55-2"], ["55-2"])).toBe("55-2");
    expect(arrivalEntryKey(["10", "55-1"], ["55-2"])).toBe("10");
    expect(arrivalEntryKey(["10", "55-1"], [null])).toBe("10");
    expect(arrivalEntryKey([], ["10"])).toBeNull();
    // The report open in the definition left comes before the one last viewed here.
    expect(arrivalEntryKey(["10", "16", "55-2"], ["55-2", "16"])).toBe("55-2");
    expect(arrivalEntryKey(["10", "16", "55-1"], ["55-2", "16"])).toBe("16");
    expect(arrivalEntryKey(["10", "16"], [null, "16"])).toBe("16");
  });

  it("reads the definition's number from the path, or an old link's global id", () => {
    expect(readDefinitionParam("2")).toEqual({ databaseId: 2 });
    expect(readDefinitionParam("UmVwb3J0RGVmaW5pdGlvbjoxOjQ")).toEqual({
      globalId: "UmVwb3J0RGVmaW5pdGlvbjoxOjQ",
    });
    for (const wrong of ["0", "007", "1234567890", "12 a", "../x", "", undefined])
      expect(readDefinitionParam(wrong), String(wrong)).toBeNull();
  });

  describe("what the URL opens in a definition", () => {
    const order = ["10", "21", "55-1", "55-2"];
    const arrival = (query: string, lastViewed: string | null = null) =>
      reportArrival(order, new URLSearchParams(query), [lastViewed]);

    it("opens the report the URL names", () => {
      expect(arrival("report=21")).toEqual({ kind: "open", key: "21" });
      expect(arrival("report=55&year=2")).toEqual({ kind: "open", key: "55-2" });
    });

    it("without a report, opens the last viewed or the first, in the URL", () => {
      expect(arrival("", "55-2")).toEqual({ kind: "replace", key: "55-2" });
      expect(arrival("", "99")).toEqual({ kind: "replace", key: "10" });
      expect(reportArrival([], new URLSearchParams(""), [null])).toEqual({ kind: "none" });
    });

    it("corrects a year the page does not take", () => {
      expect(arrival("report=55")).toEqual({ kind: "replace", key: "55-1" });
      expect(arrival("report=21&year=2")).toEqual({ kind: "replace", key: "21" });
    });

    it("opens nothing else for a report or year the definition lacks", () => {
      expect(arrival("report=88", "21")).toEqual({ kind: "missing", reportId: 88 });
      expect(arrival("report=55&year=5")).toEqual({
        kind: "missing",
        reportId: 55,
        year: { asked: 5, years: [1, 2] },
      });
      expect(arrival("report=abc")).toEqual({ kind: "missing", reportId: null });
    });
  });
});
