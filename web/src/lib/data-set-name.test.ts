import { describe, expect, it } from "vitest";
import { dataSetName } from "./data-set-name.ts";

describe("dataSetName", () => {
  it("builds the name from the month end, the type label and the description", () => {
    expect(dataSetName("2021-12", "STANDARD")).toBe("2021/12/31 Standard");
    expect(dataSetName("2021-09-15", "WHAT_IF", "Rates up")).toBe("2021/09/30 What If Rates up");
    expect(dataSetName("2022-02", "TYC", "  board  ")).toBe("2022/02/28 TYC board");
    expect(dataSetName("2022-07-29T00:00:00", "MISC", "")).toBe("2022/07/31 Misc");
  });

  it("is empty until a month is chosen", () => {
    expect(dataSetName("", "STANDARD", "x")).toBe("");
  });
});
