import { describe, expect, it } from "vitest";
import { downloadBaseName, downloadFileName } from "./file-names.ts";

describe("download file names", () => {
  it("name the client, the as-of date and what the file holds", () => {
    expect(downloadFileName("RFCU", "2021-12-31T00:00:00", "Detail", "xlsx")).toBe(
      "Analysis-RFCU-2021-12-31-Detail.xlsx",
    );
    expect(downloadFileName("RFCU", "2021-12-31", "Liquidity Sources", "csv")).toBe(
      "Analysis-RFCU-2021-12-31-Liquidity Sources.csv",
    );
  });

  it("leave out what no file system takes, and a date that is not one", () => {
    expect(downloadBaseName("R/F CU", null, 'NII / Assets: "Year 1"')).toBe(
      "Analysis-RFCU-NII Assets Year 1",
    );
    expect(downloadBaseName("", "soon", "Full")).toBe("Analysis-Client-Full");
  });
});
