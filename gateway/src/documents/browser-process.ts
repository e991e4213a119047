import { readdirSync, readFileSync, rmSync } from "node:fs";
import { processRuns } from "@alm/service";

/**
 * What closing a Chromium needs to know of it, read from /proc once at launch.
 *
 * Debian's `/usr/bin/chromium-headless-shell` is a shell script that runs Chromium without
 * `exec`, and Chromium's zygotes outlive its browser process by a second or more. Playwright
 * knows only the script's process: it removes the temporary profile when the script ends, while
 * the helpers may still write their caches into it (a stopped gateway left one profile per run
 * in /tmp). Playwright starts the script in a process group of its own, so the group is what
 * ends, and the profile is removed once none of it is left.
 */
export interface BrowserProcess {
  /** The browser process (as Chromium reports it). */
  pid: number;
  /** Its process group, when it is not the gateway's own (one that must never be signalled). */
  group?: number;
  /** Playwright's temporary profile (`--user-data-dir`), when Chromium was given one. */
  profile?: string;
}

/** The state and process group of `pid` (fields 3 and 5 of /proc/<pid>/stat, after its name). */
function statOf(pid: number | string): { state: string; group: number } | undefined {
  try {
    const [state, , group] = (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").at(-1) ?? "").split(" ");
    return { state, group: Number(group) };
  } catch {
    return undefined; // not Linux, or the process is gone
  }
}

function groupOf(pid: number | "self"): number | undefined {
  const group = statOf(pid)?.group;
  return group !== undefined && Number.isInteger(group) && group > 1 ? group : undefined;
}

/**
 * Whether a process of `group` runs. Zombies do not count: the zygotes are dead within 0.1 s of
 * the browser, but a container's init may take two seconds to reap them.
 */
function groupRuns(group: number): boolean {
  if (!processRuns(-group)) return false;
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return true;
  }
  return names.some((name) => {
    if (!/^\d+$/.test(name)) return false;
    const stat = statOf(name);
    return stat?.group === group && stat.state !== "Z";
  });
}

function profileOf(pid: number): string | undefined {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    const flag = args.find((a) => a.startsWith("--user-data-dir="));
    return flag?.slice("--user-data-dir=".length) || undefined;
  } catch {
    return undefined;
  }
}

export function browserProcess(pid: number): BrowserProcess {
  const group = groupOf(pid);
  return { pid, group: group === groupOf("self") ? undefined : group, profile: profileOf(pid) };
}

/** Whether any process of the browser's group (or, without one, the browser) still runs. */
function browserRuns(browser: BrowserProcess): boolean {
  return browser.group === undefined ? processRuns(browser.pid) : groupRuns(browser.group);
}

/** Kills the browser's whole group (or the browser alone without one); gone already is fine. */
export function killBrowser(browser: BrowserProcess): void {
  try {
    process.kill(browser.group === undefined ? browser.pid : -browser.group, "SIGKILL");
  } catch {
    // gone meanwhile
  }
}

/**
 * Once the browser's processes are gone (waiting up to `graceMs`, then killing what is left),
 * removes its profile: whatever Playwright removed while a helper still wrote is removed again.
 */
export async function reapBrowser(browser: BrowserProcess, graceMs: number): Promise<void> {
  const until = performance.now() + graceMs;
  while (browserRuns(browser) && performance.now() < until) await new Promise((r) => setTimeout(r, 25));
  if (browserRuns(browser)) {
    killBrowser(browser);
    for (let tries = 0; browserRuns(browser) && tries < 40; tries++)
      await new Promise((r) => setTimeout(r, 25));
  }
  if (browser.profile) rmSync(browser.profile, { recursive: true, force: true, maxRetries: 3 });
}
