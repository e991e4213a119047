import { describe, expect, it } from "vitest";
import {
  arrivalEntryKey,
  entryKeyOf,
  locationOfEntryKey,
  readDefinitionId,
  readReportLocation,
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
    expect(arrivalEntryKey(["10", "55-1", "55-2"], "55-2")).toBe("55-2");
    expect(arrivalEntryKey(["10", "55-1"], "55-2")).toBe("10");
    expect(arrivalEntryKey(["10", "55-1"], null)).toBe("10");
    expect(arrivalEntryKey([], "10")).toBeNull();
  });

  it("takes definition ids as the API gives them, nothing that could not be one", () => {
    expect(readDefinitionId("UmVwb3J0RGVmaW5pdGlvbjoxOjQ")).toBe("UmVwb3J0RGVmaW5pdGlvbjoxOjQ");
    expect(readDefinitionId("12")).toBe("12");
    expect(readDefinitionId("12 a")).toBeNull();
    expect(readDefinitionId("../x")).toBeNull();
    expect(readDefinitionId(undefined)).toBeNull();
  });
});
