import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Projects in the order their files start. Some files spend most of their time waiting on a
 * clock the test cannot hurry without testing something else: a sign-in lockout running out
 * (30 s), an idle session expiring, a socket's session renewing. vitest's own order is by project
 * name, which put the security files last: a run of `npm test` ended with both cores idle for
 * 20-30 s while they waited. Started first, their waits overlap the other files' work; the short,
 * busy unit tests come last and keep the cores busy to the end.
 */
// The repository's own files (project "repo", scripts/) include the benchmarks' smoke runs
// (bench-smoke.test.ts): minutes of benches, two at a time, mostly waiting on their services and
// browsers, which started among the last files ran on alone at the end.
export const PROJECT_ORDER = ["security", "gateway", "repo", "api", "api-postgres"];

const rank = (spec: TestSpecification) => {
  const index = PROJECT_ORDER.indexOf(spec.project.name);
  return index === -1 ? PROJECT_ORDER.length : index;
};

/** vitest's order (by project, then each project's larger or slower files first), projects re-ranked. */
export class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: within a rank, vitest's own order stays.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
