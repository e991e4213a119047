import { describe, expect, it } from "vitest";
import {
  decodeReportList,
  decodeReportPageOptions,
  decodeTocOptions,
  encodeReportList,
  encodeReportPageOptions,
  encodeTocOptions,
  encodeWhatIfPrintInput,
  decodeWhatIfPrintInput,
} from "./print-options.ts";

describe("print route options", () => {
  it("carry the NII year and the orientation", () => {
    const segment = encodeReportPageOptions({ year: 2, orientation: "landscape" });
    expect(segment).toBe("year-2_landscape");
    expect(decodeReportPageOptions(segment)).toEqual({ year: 2, orientation: "landscape" });
    expect(decodeReportPageOptions(undefined)).toEqual({});
    expect(decodeReportPageOptions("year-x_sideways")).toEqual({});
  });

  it("carry a list of reports printed as one document, each with its year and paper", () => {
    const entries = [
      { reportId: 10, orientation: "portrait" as const },
      { reportId: 55, year: 2, orientation: "landscape" as const },
    ];
    const segment = encodeReportList(entries);
    expect(segment).toBe("10p-55y2l");
    expect(decodeReportList(segment)).toEqual(entries);
    expect(decodeReportList("")).toBeNull();
    expect(decodeReportList("10p-x")).toBeNull();
  });

  it("carry how many levels of a tree to print", () => {
    const segment = encodeReportPageOptions({ orientation: "portrait", treeLevels: 3 });
    expect(segment).toBe("portrait_levels-3");
    expect(decodeReportPageOptions(segment)).toEqual({ orientation: "portrait", treeLevels: 3 });
    expect(decodeReportPageOptions("levels-0")).toEqual({});
  });

  it("carry the table of contents in a URL-safe segment, any text included", () => {
    const entries = [
      { label: "NEV Summary", sublabel: "Report Overview", pageNumber: 3 },
      { label: "Net Interest Income — Year 2 & more/€", pageNumber: 12 },
    ];
    const segment = encodeTocOptions(entries);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeTocOptions(segment)).toEqual([
      entries[0],
      { label: entries[1]?.label, sublabel: undefined, pageNumber: 12 },
    ]);
  });

  it("refuse a segment this module did not write", () => {
    expect(decodeTocOptions("not base64!")).toBeNull();
    expect(decodeTocOptions(encodeReportPageOptions({ year: 1 }))).toBeNull();
    expect(decodeTocOptions(undefined)).toBeNull();
  });

  it("carry a what-if's input, any text of its changes included, and refuse anything else", () => {
    const input = {
      dataSetId: "RGF0YVNldDox",
      reportDefinitionId: "UmVwb3J0RGVmaW5pdGlvbjox",
      changes: [{ resize: { group: "Fixed 30 Yr_H3 / ü", amount: "-5000000", counterpart: "CASH" } }],
    };
    const segment = encodeWhatIfPrintInput(input);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeWhatIfPrintInput(segment)).toEqual(input);
    expect(decodeWhatIfPrintInput(encodeTocOptions([]))).toBeNull();
    expect(decodeWhatIfPrintInput("not base64!")).toBeNull();
    expect(decodeWhatIfPrintInput(undefined)).toBeNull();
  });
});
