import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildOnce } from "./build-once.ts";
import { scratchFolders } from "./scratch-folders.ts";

const moduleUrl = new URL("./build-once.ts", import.meta.url).href;

const folders = scratchFolders("alm-build-once-");
afterAll(folders.removeAll);

/** A process that asks for the build of `dir` (half a second of work that counts itself). */
function builder(dir: string): Promise<number | null> {
  const script = `
    import { appendFileSync, existsSync, writeFileSync } from "node:fs";
    import { buildOnce } from ${JSON.stringify(moduleUrl)};
    const dir = ${JSON.stringify(dir)};
    buildOnce(dir + "/lock", () => existsSync(dir + "/built"), () => {
      appendFileSync(dir + "/builds", "x");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
      writeFileSync(dir + "/built", "");
    });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "inherit" });
  return new Promise((resolve) => child.once("exit", resolve));
}

describe("a build several processes ask for at once", () => {
  it("is built by one while the others wait for it", async () => {
    const dir = folders.make();
    expect(await Promise.all([builder(dir), builder(dir), builder(dir), builder(dir)])).toEqual([0, 0, 0, 0]);
    expect(readFileSync(join(dir, "builds"), "utf8")).toBe("x");
  });

  it("is built by the next when the one that took it died", () => {
    const dir = folders.make();
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid;
    mkdirSync(join(dir, "lock"));
    writeFileSync(join(dir, "lock", "pid"), String(dead));
    let builds = 0;
    buildOnce(
      join(dir, "lock"),
      () => builds > 0,
      () => (builds += 1),
    );
    expect(builds).toBe(1);
  });

  it("is built by the next when the one that took it never said who it is, long ago", () => {
    const dir = folders.make();
    const lock = join(dir, "lock");
    mkdirSync(lock);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, minuteAgo, minuteAgo);
    let builds = 0;
    buildOnce(
      lock,
      () => builds > 0,
      () => (builds += 1),
    );
    expect(builds).toBe(1);
  });

  it("says so when a build finishes without what it builds, instead of building again", () => {
    const dir = folders.make();
    let builds = 0;
    expect(() =>
      buildOnce(
        join(dir, "lock"),
        () => false,
        () => (builds += 1),
      ),
    ).toThrow(/finished without what it builds/);
    expect(builds).toBe(1);
  });

  it("is not built again once built", () => {
    const dir = folders.make();
    let builds = 0;
    buildOnce(
      join(dir, "lock"),
      () => true,
      () => (builds += 1),
    );
    expect(builds).toBe(0);
  });
});
