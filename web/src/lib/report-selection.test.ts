import { describe, expect, it } from "vitest";
import { allKeys, checkedState, toggleKeys } from "./report-selection.ts";

const catalogue = {
  categories: [
    {
      id: 1,
      pages: [
        { id: 10, entries: [{ key: "10" }] },
        { id: 11, entries: [{ key: "11" }] },
      ],
    },
    { id: 2, pages: [{ id: 55, entries: [{ key: "55-1" }, { key: "55-2" }] }] },
  ],
};

describe("report selection", () => {
  it("lists every entry, NII pages per year", () => {
    expect(allKeys(catalogue)).toEqual(["10", "11", "55-1", "55-2"]);
  });

  it("tells all, some or none of a group", () => {
    const selected = new Set(["55-1"]);
    expect(checkedState(["55-1", "55-2"], selected)).toBe("some");
    expect(checkedState(["55-1"], selected)).toBe("all");
    expect(checkedState(["10"], selected)).toBe("none");
  });

  it("toggles groups in catalogue order and keeps unknown keys", () => {
    const order = allKeys(catalogue);
    expect(toggleKeys(order, ["55-2", "99"], ["10", "55-1"], true)).toEqual(["10", "55-1", "55-2", "99"]);
    expect(toggleKeys(order, ["10", "55-1", "55-2"], ["55-1", "55-2"], false)).toEqual(["10"]);
  });
});
