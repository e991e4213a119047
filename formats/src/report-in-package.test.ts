import { describe, expect, it } from "vitest";
import { listsReport, listsReportYear, offersWhatIf } from "./report-in-package.ts";

describe("a package's entries", () => {
  const entries = [20, "27", "35-1", 38];

  it("list a page in any year, and a projection year only as an entry names it", () => {
    expect(listsReport(entries, 35)).toBe(true);
    expect(listsReportYear(entries, 35, 1)).toBe(true);
    expect(listsReportYear(entries, 35, 2)).toBe(false);
    // An entry without a year lists every year.
    expect(listsReportYear(entries, 38, 2)).toBe(true);
    expect(listsReport(entries, 29)).toBe(false);
  });

  it("offer a client's reader a what-if only with the policy page, and staff on any package", () => {
    expect(offersWhatIf(entries, false)).toBe(true);
    expect(offersWhatIf([20, "35-1"], false)).toBe(false);
    expect(offersWhatIf([20, "35-1"], true)).toBe(true);
  });
});
