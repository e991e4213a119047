import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fileGraph, importCircles, type FileGraph } from "./file-graph.ts";

const root = fileURLToPath(new URL("../", import.meta.url));

/** Files that may import each other in a circle, at most this many: more is one knot to read. */
const MAX_CIRCLE = 10;

/*
 * Unlike folder-cycles.test.ts this counts type-only imports too: a file that needs another's
 * types cannot be read, changed or moved without it. Tests and test support are left out.
 */
describe.each(["api/src", "gateway/src", "web/src"])("production files of %s", (dir) => {
  it(`import each other in circles of at most ${MAX_CIRCLE} files`, () => {
    const graph = fileGraph(`${root}${dir}`, { types: true });
    expect(graph.size).toBeGreaterThan(0);
    const tooLarge = importCircles(graph)
      .filter((circle) => circle.length > MAX_CIRCLE)
      .map((circle) => `${circle.length} files: ${circle.join(", ")}`);
    expect(tooLarge.join("\n")).toBe("");
  });
});

/**
 * Every package's production files, at run time (type-only imports vanish): no circle at all. A
 * module on one can be read before it has run, its exports still undefined. This test is the rule
 * (eslint-plugin-import-x's no-cycle did it until 2026-12-07: a tenth of the lint's time).
 */
const PACKAGE_ROOTS = [
  ...["api", "gateway", "engine", "formats", "logging", "service", "database", "schema", "security"],
  ...["scripts", "test-support", "e2e", "web/src", "web/bench"],
];

// Static imports: a dynamic import() (the web app's lazy pages) runs after its importer has.
describe.each(PACKAGE_ROOTS)("production files of %s at run time", (dir) => {
  it("import nothing that imports them back", () => {
    const graph = fileGraph(`${root}${dir}`);
    expect(graph.size).toBeGreaterThan(0);
    const circles = importCircles(graph).map((circle) => circle.join(" -> "));
    expect(circles.join("\n")).toBe("");
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
