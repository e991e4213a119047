import { describe, expect, it } from "vitest";
import { csvBytes, csvWithPlainNumbers } from "./csv-export.ts";

// As the grid's serializer escapes cells (escapeFormulas, its default).
const escaped = (value: string) => `"'${value.replace(/"/g, '""')}"`;

describe("a table's CSV", () => {
  it("writes a signed scenario label as the number it is, in any column and row", () => {
    const csv = [
      "Scenario,NEV,Change",
      `${escaped("-400")},"$96,100.00",(3.73%)`,
      `Base,"$99,000.00",0.00%`,
      `${escaped("+100")},1.50,${escaped("-0.25")}`,
    ].join("\r\n");
    expect(csvWithPlainNumbers(csv).split("\r\n")).toEqual([
      "Scenario,NEV,Change",
      `-400,"$96,100.00",(3.73%)`,
      `Base,"$99,000.00",0.00%`,
      "+100,1.50,-0.25",
    ]);
  });

  it("keeps every other escaped cell escaped: a formula, a signed text, a label inside a quoted cell", () => {
    const csv = [
      `${escaped('=HYPERLINK("http://x","y")')},${escaped("-400 bp")},${escaped("+1+cmd|' /C calc'!A0")}`,
      // Text that holds an escaped-looking label: the grid doubles its quotes, so no cell starts there.
      `"a,""'-400"",b",${escaped("@SUM(A1)")}`,
      `${escaped("-400")}x,"'-1"`,
    ].join("\n");
    expect(csvWithPlainNumbers(csv)).toBe(csv.replace(`,"'-1"`, ",-1"));
  });

  it("starts with the byte order mark that makes Excel read UTF-8", () => {
    expect([...csvBytes("Scenario\n").slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
