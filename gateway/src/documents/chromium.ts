import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";

/**
 * V8 without its optimising compilers (TurboFan, Maglev): a print page lives a few seconds, too
 * briefly to repay them. Alternating warm All Reports packages on a quiet machine: renderer CPU
 * 3.5 -> 3.2 s, all processes 5.2 -> 4.7 CPU-s, 3.2-3.5 s -> 2.8-3.1 s; the pages are the same.
 */
const SHORT_LIVED_PAGE_JS_FLAGS = "--js-flags=--no-opt --no-maglev";

/** Flags for a closed network and a root user in a container (no sandbox, no background calls). */
export const CONTAINER_CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The container's flags, and V8 tuned for pages that live seconds (the print pool's, the journeys'). */
export const CHROMIUM_ARGS = [...CONTAINER_CHROMIUM_ARGS, SHORT_LIVED_PAGE_JS_FLAGS];

/**
 * Where a Chromium is looked for when none is configured: Debian's headless shell first (Chromium's
 * build for automation: no window system and no GPU process; the browser journeys took a quarter
 * less time and CPU on it), then Debian's full browser, then an older name.
 */
export const SYSTEM_CHROMIUMS = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
];

/** The npm-shipped Chromium, the last resort (ARCHITECTURE section 3); an optional dependency. */
const NPM_CHROMIUM = "@sparticuz/chromium";

/**
 * The configured path (CHROMIUM_PATH) if given, else a system Chromium. A configured path that
 * does not exist is an error rather than a silent fallback, so a deployment runs what it says.
 */
export function findChromium(configured?: string): string | undefined {
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but there is no Chromium there.`);
  }
  return SYSTEM_CHROMIUMS.find((path) => existsSync(path));
}

/** The Chromium inside the npm package, unpacked on first use; undefined when it is not installed. */
async function npmChromium(): Promise<string | undefined> {
  try {
    // A variable specifier: the package is optional, so the type checker must not require it.
    const specifier = NPM_CHROMIUM;
    const loaded = (await import(specifier)) as { default: { executablePath(): Promise<string> } };
    return await loaded.default.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The one place that decides which Chromium runs (PDF documents here, the e2e suite too):
 * CHROMIUM_PATH, else a system Chromium, else the npm package's.
 */
export async function chromiumExecutable(configured?: string): Promise<string> {
  const found = findChromium(configured) ?? (await npmChromium());
  if (!found) {
    throw new Error(
      `No Chromium found (looked in ${SYSTEM_CHROMIUMS.join(", ")} and for ${NPM_CHROMIUM}): ` +
        "install Debian's chromium-headless-shell or set CHROMIUM_PATH.",
    );
  }
  return found;
}

const artifactsDirs = new WeakMap<Browser, string>();
/** Folders of browsers still connected: removed at the process's exit too, as Playwright's own were. */
const liveArtifactsDirs = new Set<string>();
let removedAtExit = false;

function removeArtifactsDir(dir: string): void {
  liveArtifactsDirs.delete(dir);
  rmSync(dir, { recursive: true, force: true });
}

/** Where a browser launched here keeps its downloads and traces, until it disconnects. */
export const artifactsDirOf = (browser: Browser): string | undefined => artifactsDirs.get(browser);

/**
 * A browser of our own process tree (launch, not connectOverCDP): if it crashes, the gateway
 * sees the disconnect and can launch another.
 */
export async function launchChromium(
  configured?: string,
  args: readonly string[] = CHROMIUM_ARGS,
): Promise<Browser> {
  // Loaded with the first document: importing playwright-core is over half a second of every start.
  const { chromium } = await import("playwright-core");
  // Playwright's own folder for downloads and traces is removed in the background once a killed
  // browser has gone: a gateway that exited as its stop ended left it in /tmp, empty, now and
  // then. Ours is removed as the browser disconnects (before a close returns), or at exit.
  const artifactsDir = mkdtempSync(join(tmpdir(), "playwright-artifacts-"));
  const removeArtifacts = () => removeArtifactsDir(artifactsDir);
  liveArtifactsDirs.add(artifactsDir);
  if (!removedAtExit) {
    removedAtExit = true;
    process.once("exit", () => [...liveArtifactsDirs].forEach(removeArtifactsDir));
  }
  try {
    const browser = await chromium.launch({
      executablePath: await chromiumExecutable(configured),
      args: [...args],
      artifactsDir,
    });
    browser.on("disconnected", removeArtifacts);
    artifactsDirs.set(browser, artifactsDir);
    return browser;
  } catch (error) {
    removeArtifacts();
    throw error;
  }
}
