import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fileGraph, importCircles, type FileGraph } from "./file-graph.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

/** Files that may import each other in a circle, at most this many: more is one knot to read. */
const MAX_CIRCLE = 10;

/*
 * The one circle known to be larger: GatewayContext knows every feature's services (issue 43
 * item 2, which gives each feature its own slice). It may not grow; remove this entry when it
 * falls under the limit.
 */
const KNOWN_CIRCLES: Record<string, { through: string; files: number }> = {
  "gateway/src": { through: "graphql/context.ts", files: 13 },
};

/*
 * Unlike folder-cycles.test.ts this counts type-only imports too: a file that needs another's
 * types cannot be read, changed or moved without it. Tests and test support are left out.
 */
describe.each(["api/src", "gateway/src", "web/src"])("production files of %s", (dir) => {
  it(`import each other in circles of at most ${MAX_CIRCLE} files`, () => {
    const graph = fileGraph(`${root}${dir}`, { types: true });
    expect(graph.size).toBeGreaterThan(0);
    const known = KNOWN_CIRCLES[dir];
    const tooLarge = importCircles(graph)
      .filter((circle) => !(known && circle.includes(known.through) && circle.length <= known.files))
      .filter((circle) => circle.length > MAX_CIRCLE)
      .map((circle) => `${circle.length} files: ${circle.join(", ")}`);
    expect(tooLarge.join("\n")).toBe("");
  });
});

describe("import circles", () => {
  it("are the files that reach each other, largest first, without the files that only lead in or out", () => {
    const graph: FileGraph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["e.ts"]],
      ["e.ts", ["d.ts"]],
      ["f.ts", ["a.ts"]],
    ]);
    expect(importCircles(graph)).toEqual([
      ["a.ts", "b.ts", "c.ts"],
      ["d.ts", "e.ts"],
    ]);
  });
});
