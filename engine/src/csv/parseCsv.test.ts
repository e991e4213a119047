import { describe, expect, it } from "vitest";
import { csvCell, parseCsv } from "./parseCsv.ts";

describe("parseCsv", () => {
  it("reads quoted cells with commas, quotes and line breaks, and numbers rows as a spreadsheet does", () => {
    const text = '\uFEFFkey, description\r\n"New Auto 60","Loans, ""new"""\r\n\r\nUsed,"two\nlines"\nlast,x';
    const t = parseCsv(text);
    expect(t.header).toEqual(["key", "description"]);
    expect(t.records).toEqual([
      { line: 2, values: { key: "New Auto 60", description: 'Loans, "new"' } },
      { line: 4, values: { key: "Used", description: "two\nlines" } },
      { line: 6, values: { key: "last", description: "x" } },
    ]);
  });

  it("joins the quoted and unquoted parts of a cell, and keeps a quote left open to the end", () => {
    expect(parseCsv('a,b\nx"y,z"w,"open\nend').records).toEqual([
      { line: 2, values: { a: "xy,zw", b: "open\nend" } },
    ]);
  });

  it("gives missing trailing cells as empty text", () => {
    expect(parseCsv("a,b,c\n1\n").records[0].values).toEqual({ a: "1", b: "", c: "" });
  });

  it("quotes only cells that need it", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(4.25)).toBe("4.25");
  });
});
