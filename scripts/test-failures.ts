import { readFileSync, statSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

/**
 * What failed in `npm test`, printed last. vitest writes its failures to stderr and the journeys
 * run first, so in a log that keeps only its tail (CI's) neither showed: a failed run said "6
 * failed" and no names. Both runners also write a JSON report (`vitest run --reporter=json`,
 * Playwright's json reporter), and `npm test` runs this only when a part failed. It always exits 1.
 */
export const REPORTS = {
  journeys: "test-results/journeys.json",
  unit: "test-results/unit.json",
};

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    ok: boolean;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors: { message?: string }[];
}

/** The first line that says something, without colours: enough to know which wait or value failed. */
function firstLine(message: string | undefined): string {
  const plain = stripVTControlCharacters(message ?? "");
  const line = plain.split("\n").find((text) => text.trim() !== "") ?? "(no message)";
  return line.trim().slice(0, 300);
}

function vitestFailures(report: VitestReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults) {
    const name = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failed)
      lines.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file can fail with no failed test: a hook that timed out, an error after its tests ended.
    if (file.status === "failed" && failed.length === 0) lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

function journeyFailures(report: PlaywrightReport): string[] {
  const lines = report.errors.map((error) => `(run) ${firstLine(error.message)}`);
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const errors = spec.tests.flatMap((test) => test.results.map((result) => result.error?.message));
      lines.push(`${file} > ${spec.title}: ${firstLine(errors.find(Boolean))}`);
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites) visit(suite, suite.file ?? suite.title);
  return lines;
}

function read<T>(path: string): { report: T; written: Date } | undefined {
  try {
    return { report: JSON.parse(readFileSync(path, "utf8")) as T, written: statSync(path).mtime };
  } catch {
    return undefined;
  }
}

function print<T>(title: string, path: string, failures: (report: T) => string[]): void {
  const found = read<T>(path);
  if (!found) {
    console.log(`${title}: no report at ${path} (the runner stopped before it ended, or did not start).`);
    return;
  }
  const lines = failures(found.report);
  console.log(`${title} (report written ${found.written.toISOString()}): ${lines.length} failed`);
  for (const line of lines) console.log(`  ✗ ${line}`);
}

if (import.meta.main) {
  console.log("\n--- What failed in npm test (the details are above, in each part's output)");
  print("Journeys", REPORTS.journeys, journeyFailures);
  print("vitest", REPORTS.unit, (report: VitestReport) => vitestFailures(report, process.cwd()));
  console.log(
    "If no test failed above, a check failed (types, lint, format, codegen, schema) or vitest reported an error outside a test file: see its output.",
  );
  process.exit(1);
}
