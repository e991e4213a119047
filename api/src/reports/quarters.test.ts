import { describe, expect, it } from "vitest";
import { missingQuarters, quarterLabel, quarterOf } from "./quarters.ts";

describe("quarters of as-of dates", () => {
  it("puts a month-end date in its calendar quarter", () => {
    expect(quarterLabel(quarterOf("2021-12-31"))).toBe("Q4 2021");
    expect(quarterLabel(quarterOf("2022-07-31"))).toBe("Q3 2022");
    expect(quarterLabel(quarterOf("2022-01-31"))).toBe("Q1 2022");
  });

  it("lists the quarters between the first and last date that have no date, across a year end", () => {
    const missing = missingQuarters(["2022-07-31", "2021-09-30", "2021-12-31"]);
    expect(missing.map(quarterLabel)).toEqual(["Q1 2022", "Q2 2022"]);
  });

  it("counts two dates of one quarter once and misses nothing when every quarter is there", () => {
    expect(missingQuarters(["2021-10-31", "2021-12-31", "2022-03-31"])).toEqual([]);
    expect(missingQuarters(["2021-12-31"])).toEqual([]);
    expect(missingQuarters([])).toEqual([]);
  });
});
