import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { scratchFolders } from "../test-support/scratch-folders.ts";
import { REPORTS } from "./test-failures.ts";

const run = promisify(execFile);
const script = join(import.meta.dirname, "test-failures.ts");

/** The reports as vitest's json reporter and Playwright's write them (the fields the digest reads). */
const unitReport = (root: string) => ({
  testResults: [
    {
      name: join(root, "gateway/src/a.test.ts"),
      status: "failed",
      message: "",
      assertionResults: [
        {
          fullName: "matrix token scoped only View",
          status: "failed",
          failureMessages: ["\u001b[31mTestTimeoutError\u001b[39m: Test timed out in 30000ms.\n    at stack"],
        },
        { fullName: "matrix signed out", status: "passed", failureMessages: [] },
      ],
    },
    {
      name: join(root, "security/src/b.test.ts"),
      status: "failed",
      message: "Hook timed out in 120000ms.\nmore",
      assertionResults: [],
    },
    { name: join(root, "web/src/c.test.ts"), status: "passed", message: "", assertionResults: [] },
  ],
});

const journeyReport = {
  errors: [],
  suites: [
    {
      title: "report-card.spec.ts",
      file: "report-card.spec.ts",
      specs: [{ title: "reads the card", ok: true, tests: [{ status: "expected", results: [{}] }] }],
      suites: [
        {
          title: "not ready",
          specs: [
            {
              title: "says the report is not ready",
              ok: false,
              tests: [
                {
                  status: "unexpected",
                  results: [
                    { error: { message: "\n Error: expect(locator).toBeVisible() failed" } },
                    { error: { message: "second try" } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const folders = scratchFolders("test-failures-");
afterAll(folders.removeAll);

async function digest(reports: { unit?: object; journeys?: object }) {
  const root = folders.make();
  await mkdir(join(root, "test-results"));
  if (reports.unit) await writeFile(join(root, REPORTS.unit), JSON.stringify(reports.unit));
  if (reports.journeys) await writeFile(join(root, REPORTS.journeys), JSON.stringify(reports.journeys));
  const failed = await run(process.execPath, [script], { cwd: root }).then(
    () => undefined,
    (error: { code: number; stdout: string }) => error,
  );
  return { root, failed };
}

describe("the digest npm test prints at its end when a part failed", () => {
  it("names each failed test and file, with the first line of its error and no colours, and exits 1", async () => {
    const root = folders.make();
    const { failed } = await digest({ unit: unitReport(root), journeys: journeyReport });
    expect(failed?.code).toBe(1);
    const lines = failed?.stdout.split("\n") ?? [];
    expect(lines).toContainEqual(expect.stringMatching(/^Journeys .*: 1 failed$/));
    expect(lines).toContain(
      "  ✗ report-card.spec.ts > says the report is not ready: Error: expect(locator).toBeVisible() failed",
    );
    expect(lines).toContainEqual(expect.stringMatching(/^vitest .*: 2 failed$/));
    expect(failed?.stdout).toMatch(
      /✗ .*a\.test\.ts > matrix token scoped only View: TestTimeoutError: Test timed out in 30000ms\.\n/,
    );
    expect(failed?.stdout).toMatch(/✗ .*b\.test\.ts: Hook timed out in 120000ms\.\n/);
    expect(failed?.stdout).not.toContain("c.test.ts");
    expect(failed?.stdout).not.toContain("\u001b[");
  });

  it("says which runner left no report, instead of passing over it", async () => {
    const { failed } = await digest({ journeys: journeyReport });
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain(`vitest: no report at ${REPORTS.unit}`);
  });
});
