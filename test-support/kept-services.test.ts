import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { processRuns } from "@alm/service";
import setup, { keepForTheRun, keepsServices } from "./kept-services.ts";

const ENV_NAME = "ALM_TEST_KEPT_SERVICES";

describe("services kept for the run", () => {
  const runs = process.env[ENV_NAME];
  afterEach(() => {
    process.env[ENV_NAME] = runs;
  });

  it("are stopped, and their data removed, by the teardown of the setup that made the list", async () => {
    delete process.env[ENV_NAME];
    const teardown = setup(undefined, 300);
    expect(teardown).toBeTypeOf("function");
    expect(keepsServices()).toBe(true);
    // A second project's setup leaves the list to the first.
    expect(setup()).toBeUndefined();
    // A child that ignores SIGTERM, as a stuck service would: it gets SIGKILL.
    const child = spawn(
      process.execPath,
      ["-e", "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    await new Promise((ready) => child.stdout?.once("data", ready));
    const pid = child.pid ?? 0;
    const dataDir = mkdtempSync(join(tmpdir(), "alm-kept-test-"));
    keepForTheRun({ pid, dataDir });
    await teardown?.();
    await expect.poll(() => processRuns(pid) && child.exitCode === null).toBe(false);
    expect(child.signalCode).toBe("SIGKILL");
    expect(existsSync(dataDir)).toBe(false);
    expect(keepsServices()).toBe(false);
  });

  it("cannot be kept by a project without the teardown", () => {
    delete process.env[ENV_NAME];
    expect(() => keepForTheRun({ pid: process.pid })).toThrow(/globalSetup/);
  });
});
