import { describe, expect, it } from "vitest";
import { levelLabel, nodeInputs, visibleRows, type CoaNode } from "./coa-tree.ts";

const node = (id: string, parentId: string | null, order: number, depth: number): CoaNode => ({
  id,
  parentId,
  order,
  depth,
  hLevel: depth,
  key: `k${id}`,
  description: `d${id}`,
  folderType: 2,
  rollUp: true,
  nevVisible: true,
  niiVisible: false,
});

const nodes = [node("0", null, 1, 0), node("2", "0", 2, 1), node("1", "0", 1, 1), node("11", "1", 1, 2)];

describe("chart of accounts tree", () => {
  it("shows the children of expanded nodes only, in order", () => {
    expect(visibleRows(nodes, new Set()).map((n) => n.id)).toEqual(["0"]);
    expect(visibleRows(nodes, new Set(["0"])).map((n) => n.id)).toEqual(["0", "1", "2"]);
    expect(visibleRows(nodes, new Set(["0", "1"])).map((n) => n.id)).toEqual(["0", "1", "11", "2"]);
  });

  it("labels levels H1 to H5", () => {
    expect(levelLabel(0)).toBe("Root");
    expect(levelLabel(3)).toBe("H3");
  });

  it("applies visibility changes to the saved nodes", () => {
    const saved = nodeInputs(nodes, { "11": { nevVisible: false, niiVisible: true } });
    expect(saved.find((n) => n.id === "11")).toMatchObject({
      nevVisible: false,
      niiVisible: true,
      parentId: "1",
    });
    expect(saved.find((n) => n.id === "0")).toMatchObject({
      nevVisible: true,
      niiVisible: false,
      parentId: null,
    });
  });
});
