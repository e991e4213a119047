import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { block, GUIDE, guideBlocks } from "./guide-blocks.ts";

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

describe("docs/api.md: the node one-liners of its shell steps", () => {
  it("pass their arguments after --: an id that begins with '-' is not read as node's own option", () => {
    // A job id is random base64url: one in 64 begins with '-', and the guide's poll stopped with
    // "node: bad option" (seen once in a run of the suite).
    const poll = /node -e '[^']*documentJob\(id: \$id\)[^']*'[^|]*"\$JOB"/.exec(block("sh", "document"))?.[0];
    expect(poll).toBeDefined();
    const sent = execFileSync("bash", ["-c", `JOB=-MRxXVLedwdukWNn4wT7d5Lo\n${poll}`], { encoding: "utf8" });
    expect((JSON.parse(sent) as { variables: { id: string } }).variables.id).toBe("-MRxXVLedwdukWNn4wT7d5Lo");
    // And every one-liner given arguments, whatever they hold.
    const withArguments = [...GUIDE.matchAll(/node -e '[^']*'[ \\\n]+(--)?[ ]*"\$/g)];
    expect(withArguments.length).toBeGreaterThan(5);
    expect(withArguments.filter((m) => !m[1]).map((m) => m[0].slice(0, 80))).toEqual([]);
  });
});
