import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { guideBlocks } from "./guide-blocks.ts";

const HERE = new URL("./", import.meta.url);
/** The guide's tests: the files that run its steps. */
const runners = readdirSync(HERE)
  .filter((f) => f.startsWith("consumer-guide") && f.endsWith(".test.ts") && !f.includes("blocks"))
  .map((f) => readFileSync(new URL(f, HERE), "utf8"))
  .join("\n");

describe("docs/api.md: every code block is a step a test runs, or says why it cannot be", () => {
  const blocks = guideBlocks();

  it("marks each block with its step's name or a reason", () => {
    expect(blocks.length).toBeGreaterThan(10);
    const unmarked = blocks.filter((b) => !b.step && !b.notRunnable).map((b) => `line ${b.line}`);
    expect(
      unmarked,
      "a ```block needs <!-- guide-step: name --> or <!-- guide-step: not-runnable: why -->",
    ).toEqual([]);
  });

  it("gives a reason a reader can check for each block no test runs", () => {
    for (const b of blocks.filter((x) => x.notRunnable !== undefined))
      expect((b.notRunnable ?? "").split(/\s+/).length, `line ${b.line}`).toBeGreaterThanOrEqual(6);
  });

  it("runs every named step in a consumer-guide test, under its name", () => {
    const steps = blocks.flatMap((b) => (b.step ? [b.step] : []));
    expect(new Set(steps).size, "step names are unique").toBe(steps.length);
    expect(steps.filter((step) => !runners.includes(`"${step}"`))).toEqual([]);
  });
});
