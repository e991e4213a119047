import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { describeCycle, folderCycles, folderEdges } from "./folder-graph.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

/*
 * Feature folders form layers: what two folders share lives in one both may import, so a
 * folder can be read, moved or split without dragging its neighbours along. Type-only
 * imports are exempt (they vanish at run time), as are tests and test support.
 */
describe.each(["api/src", "gateway/src", "web/src"])("first-level folders of %s", (dir) => {
  it("import each other without cycles", () => {
    const edges = folderEdges(`${root}${dir}`);
    expect(edges.length).toBeGreaterThan(0);
    const cycles = folderCycles(edges).map((cycle) => describeCycle(cycle, edges));
    expect(cycles.join("\n")).toBe("");
  });
});
