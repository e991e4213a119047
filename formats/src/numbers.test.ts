import { describe, expect, it } from "vitest";
import { formatNumber, toNumber } from "./numbers.ts";

describe("formatNumber", () => {
  it("groups thousands with 2 decimals by default", () => {
    expect(formatNumber(1234567.891)).toBe("1,234,567.89");
    expect(formatNumber(0)).toBe("0.00");
  });

  it("puts negatives in parentheses", () => {
    expect(formatNumber(-1234.5)).toBe("(1,234.50)");
    expect(formatNumber(-1234.5, { style: "currency" })).toBe("($1,234.50)");
    expect(formatNumber(-5.12, { style: "percent" })).toBe("(5.12%)");
  });

  it("does not show a negative that rounds to zero", () => {
    expect(formatNumber(-0.001)).toBe("0.00");
    expect(formatNumber(-0)).toBe("0.00");
  });

  it("shows currency in USD with 2 decimals by default", () => {
    expect(formatNumber(1234.5, { style: "currency" })).toBe("$1,234.50");
    expect(formatNumber(1234.5, { style: "currency", precision: 0 })).toBe("$1,235");
  });

  it("honours precision, clamped to 0..10", () => {
    expect(formatNumber(1.23456, { precision: 0 })).toBe("1");
    expect(formatNumber(1.23456, { precision: 4 })).toBe("1.2346");
    expect(formatNumber(1.5, { precision: -3 })).toBe("2");
  });

  it("shows N/A for what is not a number", () => {
    for (const v of [null, undefined, "N.A.", "n.a", "", NaN, Infinity, "abc", {}]) {
      expect(formatNumber(v)).toBe("N/A");
    }
  });

  it("formats huge numbers exactly", () => {
    expect(formatNumber(123456789012.345)).toBe("123,456,789,012.35");
  });
});

describe("toNumber", () => {
  it("reads numbers and numeric text", () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber(" 1,234.5 ")).toBe(1234.5);
    expect(toNumber("$-12")).toBe(-12);
    expect(toNumber("N.A.")).toBeNull();
    expect(toNumber(true)).toBeNull();
  });
});
