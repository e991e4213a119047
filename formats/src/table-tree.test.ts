import { describe, expect, it } from "vitest";
import { pathsInTable, rowsToLevels, tableTreeLevels } from "./table-tree.ts";

// A branch of a tree: the table's top row ("assets") has a parent ("root") the table does not hold.
const rows = [
  { id: "assets", path: ["root", "assets"] },
  { id: "loans", path: ["root", "assets", "loans"] },
  { id: "auto", path: ["root", "assets", "loans", "auto"] },
  { id: "cash", path: ["root", "assets", "cash"] },
];

describe("a table's tree", () => {
  it("places rows from the first ancestor the table has", () => {
    expect(pathsInTable(rows)).toEqual([
      ["assets"],
      ["assets", "loans"],
      ["assets", "loans", "auto"],
      ["assets", "cash"],
    ]);
    expect(pathsInTable([{ id: "flat", path: [] }])).toEqual([["flat"]]);
  });

  it("counts its levels as it places them", () => {
    expect(tableTreeLevels(rows)).toBe(3);
    expect(tableTreeLevels([{ id: "a", path: [] }])).toBe(1);
    expect(tableTreeLevels([])).toBe(1);
  });

  it("keeps the rows of its first levels in their order", () => {
    expect(rowsToLevels(rows, 2).map((r) => r.id)).toEqual(["assets", "loans", "cash"]);
    expect(rowsToLevels(rows, 1).map((r) => r.id)).toEqual(["assets"]);
    expect(rowsToLevels(rows, 3)).toEqual(rows);
  });
});
