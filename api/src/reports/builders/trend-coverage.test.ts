import { describe, expect, it } from "vitest";
import type { ReportContext } from "../report-context.ts";
import { trendCoverage } from "./trend.ts";

/** The context as the coverage reads it: the trend's as-of dates and the client's name. */
const coverage = (...dates: string[]) =>
  trendCoverage({
    trend: dates.map((asOfDate) => ({ side: { asOfDate } })),
    client: { name: "Riverbend" },
  } as unknown as ReportContext);

describe("what the trend covers, in words", () => {
  it("names its as-of dates as dates: a month-end is no quarter's end", () => {
    // "3 as-of dates from Q3 2021 to Q3 2022 are shown" read 2022/07/31 as a quarter (a CFO's review).
    expect(coverage("2021-09-30", "2021-12-31", "2022-07-31")).toBe(
      "3 as-of dates from 2021/09/30 to 2022/07/31 are shown. No report was published for Q1 2022 and Q2 2022: the trend has no point there.",
    );
  });

  it("says whether two dates fall in consecutive quarters or in one", () => {
    expect(coverage("2021-09-30", "2021-12-31")).toBe(
      "2 as-of dates from 2021/09/30 to 2021/12/31 are shown. They fall in consecutive quarters.",
    );
    expect(coverage("2022-07-31", "2022-09-30")).toBe(
      "2 as-of dates from 2022/07/31 to 2022/09/30 are shown. Both fall in Q3 2022.",
    );
    expect(coverage("2021-06-30", "2021-09-30", "2021-12-31")).toBe(
      "3 as-of dates from 2021/06/30 to 2021/12/31 are shown. Every quarter in between has a published report.",
    );
  });

  it("says a single date has nothing earlier", () => {
    expect(coverage("2021-12-31")).toBe(
      "Only this report's as-of date is shown: Riverbend has no earlier published report. Each report published from now on is added here.",
    );
  });
});
