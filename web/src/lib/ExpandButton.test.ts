import { describe, expect, it } from "vitest";
import { toggled } from "./ExpandButton.tsx";

describe("toggled", () => {
  it("opens a closed row and closes an open one, leaving the others and the old set alone", () => {
    const open = new Set(["a"]);
    expect([...toggled(open, "b")]).toEqual(["a", "b"]);
    expect([...toggled(open, "a")]).toEqual([]);
    expect([...open]).toEqual(["a"]);
  });
});
