import { describe, expect, it } from "vitest";
import { reportsPath } from "./report-paths.ts";

describe("the reports screen's addresses", () => {
  it("name the definition by its number, and the report and year in the query", () => {
    expect(reportsPath(2)).toBe("/reports/2");
    expect(reportsPath(2, { reportId: 27 })).toBe("/reports/2?report=27");
    expect(reportsPath(2, { reportId: 55, year: 2 })).toBe("/reports/2?report=55&year=2");
    expect(reportsPath(2, null)).toBe("/reports/2");
  });
});
