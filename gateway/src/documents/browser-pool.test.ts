import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { BrowserGoneError, BrowserPool, processIdOf } from "./browser-pool.ts";
import {
  artifactsDirOf,
  chromiumExecutable,
  findChromium,
  launchChromium,
  SYSTEM_CHROMIUMS,
} from "./chromium.ts";

/** Playwright's temporary profile of the browser process `pid`, which exists now. */
function profileOf(pid: number): string {
  const profile = /--user-data-dir=([^\0]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, "utf8"))?.[1];
  expect(profile && existsSync(profile)).toBe(true);
  return profile as string;
}

/** The process group of `pid`. */
const groupOf = (pid: number) =>
  Number(execFileSync("ps", ["-o", "pgid=", "-p", String(pid)], { encoding: "utf8" }));

/** Processes of `group` not yet dead (zombies wait for init to reap them, which may take seconds). */
function livingIn(group: number): string[] {
  const all = execFileSync("ps", ["-eo", "pgid=,stat=,comm="], { encoding: "utf8" }).split("\n");
  return all.filter((line) => Number(line.trim().split(/\s+/)[0]) === group && !/^\s*\d+\s+Z/.test(line));
}

describe("finding Chromium", () => {
  it("takes the configured path, else the system's, and refuses a configured one that is not there", async () => {
    const system = await chromiumExecutable();
    expect(SYSTEM_CHROMIUMS).toContain(system);
    expect(await chromiumExecutable(system)).toBe(system);
    expect(() => findChromium("/nowhere/chromium")).toThrow(/CHROMIUM_PATH is set to \/nowhere\/chromium/);
  });
});

describe("a browser's folder for downloads and traces", () => {
  it("is gone when its close returns, when it was killed once it has disconnected, and when its process exits", async () => {
    const closed = await launchChromium();
    const dir = artifactsDirOf(closed) as string;
    expect(existsSync(dir)).toBe(true);
    await closed.close();
    // Playwright's own went in the background after the close: a gateway that exited then left it.
    expect(existsSync(dir)).toBe(false);

    const killed = await launchChromium();
    const killedDir = artifactsDirOf(killed) as string;
    const gone = new Promise((resolve) => killed.once("disconnected", resolve));
    process.kill(-groupOf((await processIdOf(killed)) as number), "SIGKILL");
    await gone;
    expect(existsSync(killedDir)).toBe(false);

    // A process that exits with its browser still open (Playwright kills that browser as it goes).
    const module = JSON.stringify(new URL("./chromium.ts", import.meta.url).href);
    const left = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { artifactsDirOf, launchChromium } from ${module}; console.log(artifactsDirOf(await launchChromium())); process.exit(0);`,
      ],
      { encoding: "utf8", env: process.env },
    ).trim();
    expect(left).toMatch(/playwright-artifacts-/);
    expect(existsSync(left)).toBe(false);
  }, 60_000);
});

describe("the browser pool", () => {
  const pool = new BrowserPool(undefined, 2);
  afterAll(() => pool.close());

  it("leases at most its size of pages at once, in fresh contexts with print media and reduced motion", async () => {
    let leased = 0;
    let most = 0;
    const contexts = new Set<unknown>();
    const lease = () =>
      pool.withPage(async (page) => {
        most = Math.max(most, ++leased);
        contexts.add(page.context());
        const media = await page.evaluate(
          "matchMedia('print').matches && matchMedia('(prefers-reduced-motion: reduce)').matches",
        );
        // Hold the page until a second lease runs beside it (or a while has passed): on a busy
        // machine the first lease could otherwise end before the next one starts.
        for (let waited = 0; leased < 2 && waited < 10_000; waited += 50)
          await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, 100));
        leased--;
        return media;
      });
    expect(await Promise.all([lease(), lease(), lease(), lease()])).toEqual([true, true, true, true]);
    expect(most).toBe(2);
    expect(contexts.size).toBe(4);
  }, 60_000);

  /** Kills the browser from inside a lease whose work then waits on `hang`: the lease must end, the next get a new browser. */
  async function killedUnder(hang: (page: Page) => Promise<unknown>) {
    await pool.withPage(async () => undefined);
    const first = await pool.browserProcessId();
    expect(first).toBeGreaterThan(0);
    const profile = profileOf(first as number);
    const dying = pool.withPage(async (page) => {
      process.kill(first as number, "SIGKILL");
      await hang(page);
    });
    await expect(dying).rejects.toBeInstanceOf(BrowserGoneError);
    // The crashed browser's profile goes with it: none is left in /tmp.
    await expect.poll(() => existsSync(profile), { timeout: 10_000 }).toBe(false);
    expect(await pool.withPage(async (page) => page.evaluate("1 + 1"))).toBe(2);
    const second = await pool.browserProcessId();
    expect(second).toBeGreaterThan(0);
    expect(second).not.toBe(first);
  }

  it("shares one browser, and launches another after it was killed", async () => {
    const first = await pool.browserProcessId();
    expect(first).toBeGreaterThan(0);
    await pool.withPage(async () => undefined);
    expect(await pool.browserProcessId()).toBe(first);
    await killedUnder((page) => page.waitForTimeout(30_000));
  }, 60_000);

  it("ends a lease whose browser is killed under a call that never answers, and the next lease gets a new browser", async () => {
    // As a Playwright call made while the process died was seen to do: it never settles.
    await killedUnder(() => new Promise(() => {}));
  }, 60_000);
});

describe("pages prepared ahead of their leases", () => {
  // What the gateway prepares is its print app; any page shows the same hand-over.
  const prepare = (page: Page) => page.setContent("<title>prepared</title><p>ready</p>");

  it("lends the next lease a page prepared when the last one ended, in a context of its own", async () => {
    const pool = new BrowserPool(undefined, 1, prepare);
    try {
      const first = await pool.withPage(async (page, prepared) => {
        await page.context().addCookies([{ name: "ticket", value: "first", url: "http://localhost/" }]);
        return { prepared, context: page.context() };
      });
      expect(first.prepared).toBe(false);
      const second = await pool.withPage(async (page, prepared) => ({
        prepared,
        title: await page.title(),
        cookies: await page.context().cookies(),
        media: await page.evaluate("matchMedia('print').matches"),
        sameContext: page.context() === first.context,
      }));
      expect(second).toEqual({
        prepared: true,
        title: "prepared",
        cookies: [],
        media: true,
        sameContext: false,
      });
      // A lease that asks for a context of its own (the raster's scale) gets a fresh page.
      expect(await pool.withPage(async (_, prepared) => prepared, { deviceScaleFactor: 2 })).toBe(false);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("says when the pages being prepared are ready, as a quiet gateway's next lease finds them", async () => {
    let done = 0;
    const slowly = async (page: Page) => {
      await prepare(page);
      await sleep(300);
      done++;
    };
    const pool = new BrowserPool(undefined, 2, slowly);
    try {
      await pool.prepared();
      await Promise.all([pool.withPage(async () => {}), pool.withPage(async () => {})]);
      expect(done).toBe(0);
      await pool.prepared();
      expect(done).toBe(2);
      expect(await pool.withPage(async (_, prepared) => prepared)).toBe(true);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("lends no page of a killed browser, prepares the next in the new one, and closes while preparing", async () => {
    const pool = new BrowserPool(undefined, 1, prepare);
    const lease = () =>
      pool.withPage(async (page, prepared) => ({ prepared, sum: await page.evaluate("1 + 1") }));
    await lease();
    process.kill((await pool.browserProcessId()) as number, "SIGKILL");
    // The first lease after the kill may still meet the dead browser (BrowserGoneError): asked again.
    let first: Awaited<ReturnType<typeof lease>> | undefined;
    for (let tries = 0; !first && tries < 20; tries++) first = await lease().catch(() => undefined);
    expect(first).toEqual({ prepared: false, sum: 2 });
    expect(await lease()).toEqual({ prepared: true, sum: 2 });
    // The lease just ended started preparing a page: closing now leaves no promise rejected unheard.
    await pool.close();
    await expect(lease()).rejects.toBeInstanceOf(BrowserGoneError);
  }, 60_000);
});

describe("closing the browser pool", () => {
  it("kills a browser that does not close in time, removes its profile, and lends no page after", async () => {
    const pool = new BrowserPool(undefined, 1);
    await pool.withPage(async () => undefined);
    const pid = (await pool.browserProcessId()) as number;
    // Playwright's temporary profile (/tmp/playwright_chromiumdev_profile-*): one was left per run.
    const profile = profileOf(pid);
    const group = groupOf(pid);
    // A frozen Chromium (as one that never answers its close): SIGSTOP, undone only by death.
    process.kill(-group, "SIGSTOP");
    const started = performance.now();
    await pool.close(500);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(existsSync(profile as string)).toBe(false);
    expect(livingIn(group)).toEqual([]);
    await expect(pool.withPage(async () => undefined)).rejects.toBeInstanceOf(BrowserGoneError);
  }, 60_000);
});

describe("a browser pool closed with leases waiting", () => {
  it("launches no browser for a lease that was waiting for a page when it closed", async () => {
    const pool = new BrowserPool(undefined, 1);
    let release = () => {};
    const held = pool.withPage(() => new Promise<void>((resolve) => (release = resolve)));
    await expect.poll(() => pool.usage.leased).toBe(1);
    const waiting = pool.withPage(async (page) => page.evaluate("1 + 1")).catch((error: unknown) => error);
    await expect.poll(() => pool.usage.waiting).toBe(1);
    const closing = pool.close(500);
    release();
    await Promise.allSettled([held, closing]);
    // A browser launched now would outlive the gateway's exit, half-made profile and all.
    expect(await waiting).toBeInstanceOf(BrowserGoneError);
    expect(await pool.browserProcessId()).toBeUndefined();
  }, 60_000);
});

describe("a browser pool closed after printing", () => {
  it("leaves no process of its browser and no profile, though the browser's helpers outlive it", async () => {
    // Pages fetched over HTTP fill the profile's caches, which Chromium's helpers write on exit.
    const script = `document.title = ${JSON.stringify("x".repeat(20_000))}.length;`;
    const server = createServer((req, res) =>
      req.url === "/app.js"
        ? res
            .writeHead(200, { "content-type": "text/javascript", "cache-control": "max-age=600" })
            .end(script)
        : res
            .writeHead(200, { "content-type": "text/html" })
            .end('<script src="/app.js"></script><p>report</p>'),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const pool = new BrowserPool(undefined, 1);
      for (let i = 0; i < 3; i++)
        await pool.withPage(async (page) => void (await page.goto(`http://127.0.0.1:${port}/`)));
      const pid = (await pool.browserProcessId()) as number;
      const profile = profileOf(pid);
      const group = groupOf(pid);
      expect(livingIn(group).length).toBeGreaterThan(2);
      await pool.close();
      // Its zygotes, renderer and network service too: they outlive the browser by a while.
      expect(livingIn(group)).toEqual([]);
      expect(existsSync(profile)).toBe(false);
    } finally {
      server.close();
    }
  }, 60_000);
});
