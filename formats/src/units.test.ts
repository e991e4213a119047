import { describe, expect, it } from "vitest";
import { formatColumnValue } from "./columns.ts";
import { excelCellValue, excelNumberFormat } from "./excel.ts";
import { formatNumber } from "./numbers.ts";
import {
  BASIS_POINT,
  basisPointsOf,
  formatBasisPoints,
  formatMillions,
  textBasisPoints,
  textMoney,
  textNumber,
  textPercent,
} from "./units.ts";

describe("signs: parentheses in figures, a minus sign in running text, the same digits", () => {
  it("marks a negative either way, and a positive change with + when asked", () => {
    expect(formatNumber(-27.6389, { style: "percent" })).toBe("(27.64%)");
    expect(formatNumber(-27.6389, { style: "percent", negative: "minus" })).toBe("-27.64%");
    expect(formatNumber(-1234.5, { style: "currency", negative: "minus" })).toBe("-$1,234.50");
    expect(formatNumber(43.29, { precision: 0, plus: true })).toBe("+43");
    expect(formatNumber(0.001, { precision: 0, plus: true })).toBe("0");
  });

  it("a narrative's percent is the table cell's digits with a minus sign", () => {
    const cell = formatColumnValue(-0.276389, { format: "PERCENTAGE", precision: 2, divisor: 0.01 });
    expect(cell).toBe("(27.64%)");
    expect(textPercent(-0.276389)).toBe("-27.64%");
    expect(textPercent(0.1177)).toBe("11.77%");
    expect(textPercent(null)).toBe("N/A");
  });

  it("plain numbers in text", () => {
    expect(textNumber(-0.2447)).toBe("-0.24");
    expect(textNumber(2.521)).toBe("2.52");
  });
});

describe("basis points: whole numbers with their unit", () => {
  it("rounds to whole basis points and names the unit", () => {
    expect(formatBasisPoints(104.24)).toBe("104 bp");
    expect(formatBasisPoints(-104.24)).toBe("(104 bp)");
    expect(textBasisPoints(-175.4)).toBe("-175 bp");
    expect(textBasisPoints(300)).toBe("300 bp");
    expect(textBasisPoints(43.3, true)).toBe("+43 bp");
  });

  it("a change of a ratio is in basis points, never in percent", () => {
    expect(basisPointsOf(0.0113)).toBeCloseTo(113, 9);
    // A table's change column: the fraction shown through the basis-point divisor.
    expect(formatColumnValue(0.0113, { format: "NUMERIC", precision: 0, divisor: BASIS_POINT })).toBe("113");
    expect(formatColumnValue(-0.00183, { format: "NUMERIC", precision: 0, divisor: BASIS_POINT })).toBe(
      "(18)",
    );
    // The workbook the same: whole basis points, negatives in parentheses.
    const column = { format: "NUMERIC" as const, precision: 0, divisor: BASIS_POINT };
    expect(excelCellValue(-0.00183, column)).toBeCloseTo(-18.3, 9);
    expect(excelNumberFormat(column)).toBe("#,##0;(#,##0)");
  });
});

describe("money carries its currency", () => {
  it("tiles: dollars in millions with one decimal", () => {
    expect(formatMillions(292_123_456)).toBe("$292.1M");
    expect(formatMillions(-4_750_000)).toBe("($4.8M)");
    expect(formatMillions(1_234_567_890)).toBe("$1,234.6M");
    expect(formatMillions(null)).toBe("N/A");
  });

  it("text: the tiles' digits in words, whole dollars under a million", () => {
    expect(textMoney(96_103_332)).toBe("$96.1 million");
    expect(textMoney(798_954_595)).toBe("$799.0 million");
    expect(textMoney(-3_589_234)).toBe("-$3.6 million");
    expect(textMoney(845_120.4)).toBe("$845,120");
    expect(textMoney(-120_695)).toBe("-$120,695");
    expect(textMoney(null)).toBe("N/A");
  });
});
