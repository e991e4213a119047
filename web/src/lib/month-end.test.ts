import { describe, expect, it } from "vitest";
import { dateTime, monthEnd, monthOf, shortDate } from "./month-end.ts";

describe("monthEnd", () => {
  it("normalizes a month, a date or a date-time to the month end", () => {
    expect(monthEnd("2021-12")).toBe("2021-12-31");
    expect(monthEnd("2021-09-01")).toBe("2021-09-30");
    expect(monthEnd("2022-07-29T00:00:00")).toBe("2022-07-31");
  });

  it("knows leap years", () => {
    expect(monthEnd("2024-02")).toBe("2024-02-29");
    expect(monthEnd("2023-02")).toBe("2023-02-28");
    expect(monthEnd("2000-02")).toBe("2000-02-29");
    expect(monthEnd("1900-02")).toBe("1900-02-28");
  });

  it("refuses what is not a month", () => {
    expect(() => monthEnd("")).toThrow();
    expect(() => monthEnd("2021-13")).toThrow();
    expect(() => monthEnd("Dec 2021")).toThrow();
  });
});

describe("monthOf and shortDate", () => {
  it("read the date part only", () => {
    expect(monthOf("2021-12-31T00:00:00")).toBe("2021-12");
    expect(monthOf(null)).toBe("");
    // The product's one date format, as data set names write it.
    expect(shortDate("2021-12-31T00:00:00")).toBe("2021/12/31");
    expect(shortDate(undefined)).toBe("");
  });

  it("writes a moment as the product's date and the local time, to the minute", () => {
    const at = new Date(2026, 10, 10, 2, 51, 56).toISOString();
    expect(dateTime(at)).toBe("2026/11/10 2:51 AM");
    expect(dateTime(new Date(2021, 11, 31, 14, 5).toISOString())).toBe("2021/12/31 2:05 PM");
    expect(dateTime(new Date(2021, 0, 1, 0, 0).toISOString())).toBe("2021/01/01 12:00 AM");
    expect(dateTime(null)).toBe("");
  });
});
