import { describe, expect, it } from "vitest";
import { excelCellValue, excelNumberFormat, excelRowNumberFormat } from "./excel.ts";
import { compareScenarios, isDefaultScenario } from "./scenarios.ts";

describe("Excel formats match the screen", () => {
  it("numbers, currency (plain digits, as on screen) and percentages with parentheses for negatives", () => {
    expect(excelNumberFormat({ format: "NUMERIC", precision: 0 })).toBe("#,##0;(#,##0)");
    expect(excelNumberFormat({ format: "NUMERIC" })).toBe("#,##0.00;(#,##0.00)");
    expect(excelNumberFormat({ format: "CURRENCY" })).toBe("#,##0.00;(#,##0.00)");
    expect(excelNumberFormat({ format: "CURRENCY", precision: 0 })).toBe("#,##0;(#,##0)");
    expect(excelNumberFormat({ format: "PERCENTAGE", precision: 1 })).toBe("0.0%;(0.0%)");
    expect(excelNumberFormat({ format: "TEXT" })).toBe("@");
    expect(excelNumberFormat({ format: "DATE" })).toBe("yyyy/mm/dd");
    expect(excelNumberFormat({ format: "CUSTOM_DATE", dateFormatExcel: "yyyy-mm-dd" })).toBe("yyyy-mm-dd");
    expect(excelRowNumberFormat("DOLLAR")).toBe('"$"#,##0;("$"#,##0)');
    expect(excelRowNumberFormat("PERCENTAGE")).toBe("0.00%;(0.00%)");
  });

  it("percentages are written as fractions, since Excel's % multiplies by 100", () => {
    expect(excelCellValue(0.0512, { format: "PERCENTAGE", divisor: 0.01 })).toBeCloseTo(0.0512);
    expect(excelCellValue(2500, { format: "NUMERIC", divisor: 1000 })).toBe(2.5);
    expect(excelCellValue(-2_345_678, { format: "CURRENCY", divisor: 1000 })).toBe(-2345.678);
    expect(excelCellValue("N.A.", { format: "NUMERIC" })).toBeNull();
    expect(excelCellValue(null, { format: "TEXT" })).toBeNull();
    expect(excelCellValue("n/m", { format: "PERCENTAGE", divisor: 0.01 })).toBe("n/m");
    expect(excelCellValue("2021-12-31T00:00:00", { format: "DATE" })).toEqual(
      new Date(Date.UTC(2021, 11, 31)),
    );
  });

  it("numbers keep the 15 significant digits Excel reads, not the doubles' binary noise past them", () => {
    expect(excelCellValue(-1227620.2771000005, { format: "CURRENCY" })).toBe(-1227620.2771);
    expect(excelCellValue(0.10393740999999998, { format: "PERCENTAGE", divisor: 0.01 })).toBe(0.10393741);
    // Exactly, not to the nearest: 0.1 + 0.2 is 0.30000000000000004 as a double.
    expect(excelCellValue(0.1 + 0.2, { format: "NUMERIC" })).toBe(0.3);
    expect(excelCellValue(123456789012.34567, { format: "CURRENCY" })).toBe(123456789012.346);
  });
});

describe("scenario order", () => {
  it("sorts numerically with Base at 0", () => {
    const shuffled = ["300", "Base", "-100", "500", "-400", "100", "+200"];
    expect([...shuffled].sort(compareScenarios)).toEqual([
      "-400",
      "-100",
      "Base",
      "100",
      "+200",
      "300",
      "500",
    ]);
  });

  it("shows -300, Base and 300 by default", () => {
    expect(["-400", "-300", "Base", "+300", "300", "100"].filter(isDefaultScenario)).toEqual([
      "-300",
      "Base",
      "+300",
      "300",
    ]);
  });
});
