import { describe, expect, it } from "vitest";
import { contentWidths, gridColumn } from "./grid-columns.ts";
import type { GridRow } from "./table-model.ts";
import { column } from "./table-test-columns.ts";

const row = (id: string, level: number, values: GridRow["values"]): GridRow => ({
  id,
  path: [id],
  level,
  rowFormat: null,
  values,
});

describe("grid column widths", () => {
  const nev = column("nev", { label: "NEV ($)", precision: 0 });
  const name = column("name", { label: "Category", format: "TEXT", isRowHeader: true });
  const rows = [
    row("a", 0, { nev: 141180623.4, name: "Assets" }),
    row("b", 2, { nev: -3472512, name: "Unrealized G/L on AFS Securities" }),
  ];

  it("make room for the longest formatted number, parentheses and separators included", () => {
    const widths = contentWidths([nev], rows);
    // '141,180,623' and '(3,472,512)' are 11 characters: wider than the 90 px floor.
    expect(widths.nev).toBeGreaterThanOrEqual(11 * 8);
    expect(gridColumn(nev, widths.nev).minWidth).toBe(widths.nev);
  });

  it("count the tree's indent in the row label column, and never go under the floor", () => {
    const widths = contentWidths([name, nev], rows);
    expect(widths.name).toBeGreaterThan("Unrealized G/L on AFS Securities".length * 8 + 2 * 16);
    expect(gridColumn(column("tiny"), 10).minWidth).toBe(90);
  });
});
