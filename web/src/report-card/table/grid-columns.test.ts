import { describe, expect, it } from "vitest";
import { BREACH_CLASS, contentWidths, gridColumn, naturalWidth } from "./grid-columns.ts";
import { column, gridRow } from "../../testing/table-test-columns.ts";

const row = gridRow;

describe("grid column widths", () => {
  const nev = column("nev", { label: "NEV ($)", precision: 0 });
  const name = column("name", { label: "Category", format: "TEXT", isRowHeader: true });
  const rows = [
    row("a", 0, { nev: 141180623.4, name: "Assets" }),
    row("b", 2, { nev: -3472512, name: "Unrealized G/L on AFS Securities" }),
  ];

  it("make room for the longest formatted number, parentheses and separators included", () => {
    const widths = contentWidths([nev], rows);
    // '141,180,623' and '(3,472,512)' are 11 characters: wider than the 64 px floor.
    expect(widths.nev).toBeGreaterThanOrEqual(11 * 8);
    expect(gridColumn(nev, widths.nev).minWidth).toBe(widths.nev);
  });

  it("count the tree's indent in the row label column, and never go under the floor", () => {
    const widths = contentWidths([name, nev], rows);
    expect(widths.name).toBeGreaterThan("Unrealized G/L on AFS Securities".length * 8 + 2 * 16);
    expect(gridColumn(column("tiny"), 10).minWidth).toBe(64);
  });

  it("widen a group's last column when the group's title is wider than its columns", () => {
    const a = column("a", { label: "A", group: "Scenario Comparison With Prior Quarter" });
    const b = column("b", { label: "B", group: "Scenario Comparison With Prior Quarter" });
    const narrow = [row("r", 0, { a: 1, b: 2 })];
    const widths = contentWidths([a, b], narrow);
    expect(widths.a).toBe(contentWidths([column("a", { label: "A" })], narrow).a);
    expect(widths.a + widths.b).toBeGreaterThanOrEqual("Scenario Comparison With Prior Quarter".length * 8);
  });

  it("add up the shown columns and the grid's borders into the width a table needs", () => {
    expect(naturalWidth({ a: 100, b: 120, hidden: 500 }, ["a", "b"])).toBe(222);
  });
});

describe("a breached limit's answer", () => {
  // Compliance with Policy's "No" read like every "Yes" beside it (a CFO's review).
  const answer = column("status", { label: "In Compliance", format: "TEXT", isAnswer: true });
  const classOf = (c: typeof answer, values: ReturnType<typeof row>["values"]) => {
    const name = gridColumn(c).cellClassName;
    return typeof name === "function" ? name({ row: row("r", 0, values) } as never) : name;
  };

  it("is marked in the column that answers the table, in the breaching row only", () => {
    expect(classOf(answer, { status: "No", breach: true })).toContain(BREACH_CLASS);
    expect(classOf(answer, { status: "Yes", breach: false })).not.toContain(BREACH_CLASS);
    expect(classOf(column("value"), { value: 0.4, breach: true })).not.toContain(BREACH_CLASS);
  });
});

describe("a figure beyond its limit", () => {
  // Policy Measurements' -36.20% under a -25.00% limit read like every figure beside it.
  const rising = column("rising", { format: "PERCENTAGE", divisor: 0.01 });
  const base = column("base", { format: "PERCENTAGE", divisor: 0.01, emphasize: true });
  const values = { base: 0.0815, rising: -0.362, breach_rising: true, breach_base: false, breach: true };
  const classOf = (c: typeof rising) => {
    const name = gridColumn(c).cellClassName;
    return typeof name === "function" ? name({ row: row("r", 0, values) } as never) : name;
  };

  it("is marked in its own cell only, as its row flags it", () => {
    expect(classOf(rising)).toContain(BREACH_CLASS);
    expect(classOf(base)).not.toContain(BREACH_CLASS);
  });
});
