import { describe, expect, it } from "vitest";
import {
  chartValue,
  formatChartValue,
  formatColumnValue,
  formatCompactChartValue,
  formatRowValue,
} from "./columns.ts";

describe("formatColumnValue", () => {
  it("numeric: precision, divisor, parentheses", () => {
    expect(formatColumnValue(831612202, { format: "NUMERIC", precision: 0 })).toBe("831,612,202");
    expect(formatColumnValue(-105.0941, { format: "NUMERIC", precision: 2 })).toBe("(105.09)");
    expect(formatColumnValue(2500, { format: "NUMERIC", precision: 1, divisor: 1000 })).toBe("2.5");
    expect(formatColumnValue(3.14159, { format: "NUMERIC" })).toBe("3.14");
  });

  it("percentage: decimal fractions through the divisor, with a % suffix", () => {
    expect(formatColumnValue(0.0512, { format: "PERCENTAGE", precision: 2, divisor: 0.01 })).toBe("5.12%");
    expect(formatColumnValue(-0.0512, { format: "PERCENTAGE", precision: 1, divisor: 0.01 })).toBe("(5.1%)");
    expect(formatColumnValue(0.0512, { format: "PERCENTAGE" })).toBe("5.12%");
  });

  it("currency: plain digits under a header naming the unit, 2 decimals by default, the divisor applied", () => {
    expect(formatColumnValue(-1234.5, { format: "CURRENCY" })).toBe("(1,234.50)");
    expect(formatColumnValue(99, { format: "CURRENCY", precision: 0 })).toBe("99");
    expect(formatColumnValue(-2_345_678, { format: "CURRENCY", precision: 0, divisor: 1000 })).toBe(
      "(2,346)",
    );
  });

  it("empty values: N/A, or the column's valueIfEmpty", () => {
    expect(formatColumnValue(null, { format: "NUMERIC" })).toBe("N/A");
    expect(formatColumnValue("N.A.", { format: "PERCENTAGE" })).toBe("N/A");
    expect(formatColumnValue(undefined, { format: "TEXT", valueIfEmpty: "-" })).toBe("-");
    expect(formatColumnValue("", { format: "CURRENCY", valueIfEmpty: "" })).toBe("");
  });

  it("a ratio that is not meaningful shows n/m, in every number format and in rows of their own format", () => {
    for (const format of ["NUMERIC", "PERCENTAGE", "CURRENCY", "DURATION"] as const)
      expect(formatColumnValue("n/m", { format, divisor: 0.01 })).toBe("n/m");
    expect(formatRowValue("n/m", "PERCENTAGE")).toBe("n/m");
    expect(formatColumnValue("n.m.", { format: "PERCENTAGE" })).toBe("N/A");
  });

  it("text as it is", () => {
    expect(formatColumnValue("Consumer Loans", { format: "TEXT" })).toBe("Consumer Loans");
    expect(formatColumnValue(12, { format: "TEXT" })).toBe("12");
  });

  it("dates from the date part, never shifted by a time zone", () => {
    const iso = "2021-12-31T00:00:00";
    // The product's one date format (the spec's, of data set names).
    expect(formatColumnValue(iso, { format: "DATE" })).toBe("2021/12/31");
    expect(formatColumnValue(iso, { format: "CUSTOM_DATE", dateFormat: "YYYY-MM-DD" })).toBe("2021-12-31");
    expect(formatColumnValue(iso, { format: "MONTH" })).toBe("December");
    expect(formatColumnValue(iso, { format: "MONTH_YEAR" })).toBe("Dec 2021");
    expect(formatColumnValue(iso, { format: "CALENDAR" })).toBe("Dec 31, 2021");
    expect(formatColumnValue("2021-12-31T14:05:00", { format: "TIME" })).toBe("2:05 PM");
    expect(formatColumnValue("2021-12-31T00:05:00", { format: "DATE_TIME" })).toBe("2021/12/31 12:05 AM");
    expect(formatColumnValue("2021-09-30", { format: "DATE", dateFormat: "M/D/YY" })).toBe("9/30/21");
    expect(formatColumnValue("soon", { format: "DATE" })).toBe("soon");
  });

  it("duration in years and progress as a percentage", () => {
    expect(formatColumnValue(2.3456, { format: "DURATION" })).toBe("2.35 yrs");
    expect(formatColumnValue(0.45, { format: "PROGRESS", precision: 0 })).toBe("45%");
  });
});

describe("row formats of mixed grids", () => {
  it("dollars without cents, percentages from fractions", () => {
    expect(formatRowValue(12345678.9, "DOLLAR")).toBe("$12,345,679");
    expect(formatRowValue(-12345678.9, "DOLLAR")).toBe("($12,345,679)");
    expect(formatRowValue(0.0312, "PERCENTAGE")).toBe("3.12%");
    expect(formatRowValue(1.5, "NUMERIC", 1)).toBe("1.5");
    expect(formatRowValue(null, "DOLLAR")).toBe("N/A");
  });
});

describe("chart values", () => {
  it("percentage series are plotted times 100 and labelled with %", () => {
    expect(chartValue(0.0512, "PERCENTAGE")).toBeCloseTo(5.12);
    expect(formatChartValue(chartValue(0.0512, "PERCENTAGE"), "PERCENTAGE")).toBe("5.12%");
    expect(chartValue(-0.1, "PERCENTAGE")).toBeCloseTo(-10);
  });

  it("dollars and plain numbers", () => {
    expect(chartValue(1000, "DOLLAR")).toBe(1000);
    expect(formatChartValue(-1000, "DOLLAR")).toBe("($1,000)");
    expect(formatChartValue(3.14159, "NUMERIC")).toBe("3.14");
    expect(chartValue("N.A.", "NUMERIC")).toBeNull();
    expect(formatChartValue(null, "NUMERIC")).toBe("N/A");
  });
});

describe("a compact chart value", () => {
  it("keeps three significant digits and a scale letter, negatives in parentheses", () => {
    expect(formatCompactChartValue(18_234_567, "DOLLAR")).toBe("$18.2M");
    expect(formatCompactChartValue(-4_750_545, "DOLLAR")).toBe("($4.75M)");
    expect(formatCompactChartValue(1_250, "NUMERIC")).toBe("1.25K");
    expect(formatCompactChartValue(-12.345, "PERCENTAGE")).toBe("(12.3%)");
    expect(formatCompactChartValue(null, "DOLLAR")).toBe("N/A");
  });
});
