import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { curveToCsv } from "../curve/parseCurveCsv.ts";
import { TREASURY_CURVES } from "../curve/treasuryCurves.ts";
import { overridesSampleCsv } from "../overrides/parseOverridesCsv.ts";
import { positionTemplateSampleCsv } from "../positions/positionTemplate.ts";
import { parseValueArgs } from "./cliArgs.ts";

const ENGINE = fileURLToPath(new URL("../..", import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ["src/cli/value.ts", ...args], {
    cwd: ENGINE,
    encoding: "utf8",
    env: { ...process.env, INIT_CWD: ENGINE },
  });

interface Output {
  scenarios: string[];
  positions: {
    key: string;
    bookValue: number;
    scenarios: {
      scenario: string;
      marketValue: number;
      price: number | null;
      effDuration: number;
      effConvexity: number;
    }[];
  }[];
  totals: { bookValue: number; scenarios: { scenario: string; marketValue: number }[] };
}

// Each test starts the CLI as a process (or two): seconds apiece when other suites load both cores.
describe("value CLI", { timeout: 30_000 }, () => {
  it("ships sample files identical to the downloadable templates and curves", () => {
    const sample = (name: string) => readFileSync(join(ENGINE, "samples", name), "utf8");
    expect(sample("positions.csv")).toBe(positionTemplateSampleCsv());
    expect(sample("h3-overrides.csv")).toBe(overridesSampleCsv());
    for (const c of TREASURY_CURVES) expect(sample(`curve-${c.asOfDate}.csv`)).toBe(curveToCsv(c.points));
  });

  it("values the shipped sample template on the shipped curve", () => {
    const r = run(
      "--positions",
      "samples/positions.csv",
      "--curve",
      "samples/curve-2021-12-31.csv",
      "--overrides",
      "samples/h3-overrides.csv",
    );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Output;
    expect(out.scenarios).toHaveLength(10);
    const auto = out.positions.find((p) => p.key === "New Auto 60");
    const base = auto?.scenarios.find((s) => s.scenario === "Base");
    expect(base?.price).toBeGreaterThan(90);
    expect(base?.effDuration).toBeGreaterThan(0);
    expect(Object.keys(base ?? {})).toEqual([
      "scenario",
      "marketValue",
      "price",
      "effDuration",
      "effConvexity",
    ]);
    const sum = out.positions.reduce((s, p) => s + (p.scenarios[4]?.marketValue ?? 0), 0);
    expect(out.totals.scenarios[4].marketValue).toBeCloseTo(sum, 4);
  });

  it("names the file, row and column of bad input and exits non-zero", () => {
    const dir = mkdtempSync(join(tmpdir(), "alm-cli-"));
    const file = join(dir, "bad.csv");
    writeFileSync(
      file,
      "key,description,balance,rate,termMonths,amortization,paymentMonths,repriceMonths,index,margin,cpr,decay,beta\n" +
        "New Auto 60,,1000,3.5,60,level,1,0,,,10,,\n" +
        "Used Auto 72,,1000,3.5,abc,level,1,0,,,10,,\n",
    );
    const r = run("--positions", file, "--curve", "samples/curve-2021-12-31.csv");
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    rmSync(dir, { recursive: true, force: true });
    expect(r.stderr).toContain(
      `${file}: row 3, column termMonths: termMonths must be a whole number of months from 1 to 480`,
    );
  });

  it("explains missing arguments and unreadable files", () => {
    const usage = run("--positions", "samples/positions.csv");
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("--positions and --curve are required");
    const missing = run("--positions", "samples/nope.csv", "--curve", "samples/curve-2021-12-31.csv");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("samples/nope.csv: cannot read the file");
  });

  it("refuses a spread outside ±1,000 bp or not a number, with exit code 2 and the range", () => {
    for (const spread of ["5000", "-1000.5", "1e308", "abc", ""]) {
      const r = run(
        "--positions",
        "samples/positions.csv",
        "--curve",
        "samples/curve-2021-12-31.csv",
        `--spread-bp=${spread}`,
      );
      expect(r.status, spread).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain(
        `--spread-bp must be a number of basis points from -1,000 to 1,000; "${spread}" is not`,
      );
    }
    expect(parseValueArgs(["--positions=a.csv", "--curve=b.csv", "--spread-bp=-1000"])).toMatchObject({
      spreadBp: -1000,
    });
  });

  it("parses options in both --name value and --name=value forms", () => {
    expect(parseValueArgs(["--positions=a.csv", "--curve", "b.csv", "--spread-bp", "25"])).toEqual({
      positions: "a.csv",
      curve: "b.csv",
      overrides: undefined,
      spreadBp: 25,
    });
    expect(parseValueArgs(["--bogus", "1"])).toEqual({ error: "unknown option --bogus" });
  });
});
