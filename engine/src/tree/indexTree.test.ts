import { describe, expect, it } from "vitest";
import type { FolderNode } from "./folderNode.ts";
import { indexTree } from "./indexTree.ts";

const folder = (id: number, parentId: number, description: string, depth: number): FolderNode => ({
  id,
  parentId,
  key: description,
  description,
  folderType: 2,
  depth,
  rollUp: true,
  nevVisible: true,
  niiVisible: true,
});

const sidesOf = (tree: FolderNode[]) => {
  const indexed = indexTree(tree);
  return Object.fromEntries(indexed.nodes.map((n, i) => [n.description, indexed.side[i]]));
};

describe("the sides of a chart's folders", () => {
  it("lets the children of a section naming liabilities and capital together decide", () => {
    expect(
      sidesOf([
        folder(1, 0, "Liabilities & Capital", 0),
        folder(2, 1, "Liabilities", 1),
        folder(3, 2, "Regular Shares", 2),
        folder(4, 1, "Capital", 1),
        folder(5, 4, "Undivided Earnings", 2),
      ]),
    ).toEqual({
      "Liabilities & Capital": "other",
      Liabilities: "liability",
      "Regular Shares": "liability",
      Capital: "capital",
      "Undivided Earnings": "capital",
    });
  });

  // A code review: the rule applied at any depth, so a group of capital whose name also says
  // liabilities took its leaves out of capital (and out of the totals).
  it("keeps a deeper folder naming both on its section's side", () => {
    const sides = sidesOf([
      folder(1, 0, "Capital", 0),
      folder(2, 1, "Equity & Other Liabilities", 1),
      folder(3, 2, "Undivided Earnings", 2),
      folder(4, 2, "Accrued Liabilities", 2),
    ]);
    expect(sides).toEqual({
      Capital: "capital",
      "Equity & Other Liabilities": "capital",
      "Undivided Earnings": "capital",
      "Accrued Liabilities": "capital",
    });
  });
});
