import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BaseSequencer, createVitest, type TestSpecification } from "vitest/node";
import { PROJECT_ORDER } from "./waiting-first-sequencer.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("the order npm test starts its test files in", () => {
  it("starts the projects whose files wait on clocks first, and keeps vitest's order within each", async () => {
    const vitest = await createVitest("test", { root, config: `${root}vitest.config.ts`, watch: false });
    try {
      const files = await vitest.globTestSpecifications();
      // The sequencer npm test's configuration names.
      const Configured = vitest.config.sequence.sequencer;
      const sorted = await new Configured(vitest).sort(files);
      expect(sorted).toHaveLength(files.length);

      const projects = sorted.map((spec) => spec.project.name).filter((n, i, all) => all.indexOf(n) === i);
      const ranked = PROJECT_ORDER.filter((name) => projects.includes(name));
      expect(ranked.length).toBeGreaterThanOrEqual(3);
      expect(projects.slice(0, ranked.length)).toEqual(ranked);
      expect(projects.indexOf("web")).toBeGreaterThan(projects.indexOf("security"));
      // The lockout file, the longest wait of all, is among the first started.
      const lockout = sorted.findIndex((spec) =>
        spec.moduleId.endsWith("security/src/sign-in-throttle.test.ts"),
      );
      expect(lockout).toBeGreaterThanOrEqual(0);
      expect(lockout).toBeLessThan(sorted.filter((spec) => spec.project.name === "security").length);

      // Within a project, the order is vitest's own.
      const base = await new BaseSequencer(vitest).sort(files);
      const of = (list: TestSpecification[], project: string) =>
        list.filter((spec) => spec.project.name === project).map((spec) => spec.moduleId);
      for (const project of projects) expect(of(sorted, project)).toEqual(of(base, project));
    } finally {
      await vitest.close();
    }
  }, 60_000);
});
