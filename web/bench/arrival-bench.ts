/**
 * Arrival (issue 18's performance targets), in headless Chromium against a running stack, median
 * of 5 after a warm-up round:
 * - from the sign-in form's submit to a usable home with the remembered client (target 1 s):
 *   the redirects, the gateway's code exchange, the app's start and both panels' first cards,
 *   for a returning user (signed out, the browser's cache kept);
 * - from opening the risk dashboard to every tile showing its figure (target 1 s, issue 41).
 * The anchor, measured in the same run, is loading the identity provider's sign-in page (plain
 * HTML, no script): the machine's and the stack's own pace. BENCH_SMOKE=1: one round, no warm-up.
 */
import type { Page } from "playwright-core";
import { launchChromium, median, signIn, startBenchStack } from "./bench-stack.ts";
import { benchReport, sized } from "../../scripts/bench-report.ts";

const report = benchReport(import.meta.url);
const ROUNDS = sized(5, 1);
const WARM_UP_ROUNDS = sized(1, 0);
const TARGET_HOME_MS = 1000;
const TARGET_DASHBOARD_MS = 1000;
/** The dashboard's metric tiles (METRICS, web/src/dashboard/risk-figures.ts), each with its headline figure. */
const TILES = 7;

const stack = await startBenchStack({ apiPort: 4121, gatewayPort: 4021 });
const gateway = stack.gateway;
const browser = await launchChromium(process.env.CHROMIUM_PATH);

/** Set by the page when it is first painted usable: when (Date.now), and at which address. */
type Usable = { at: number; path: string };
let told: (usable: Usable) => void = () => {};
const nextUsable = () => new Promise<Usable>((resolve) => (told = resolve));

/**
 * In every page the bench opens: the page tells the bench (a binding, no polling) the time it was
 * first painted usable. Home: both panels show a card; the dashboard: every tile its figure.
 * Waiting by polling the page (Playwright's locators and waitForFunction) kept its renderer and the
 * bench busy in the very window measured: 140 ms of home's 1.5 s on 2026-12-02.
 */
function recordUsable(tiles: number) {
  const panelHasCard = (name: string) =>
    [...document.querySelectorAll("section")].some(
      (s) => s.querySelector("h2")?.textContent === name && s.querySelector("article"),
    );
  const usable = () =>
    location.pathname.endsWith("/dashboard")
      ? document.querySelectorAll('[data-testid="headline"]').length >= tiles
      : panelHasCard("Data Sets") && panelHasCard("Reports");
  const observer = new MutationObserver(() => {
    if (!usable()) return;
    observer.disconnect();
    // The frame that shows it: the next animation frame, then the task after it.
    const tell = (window as unknown as { reportUsable: (u: Usable) => void }).reportUsable;
    requestAnimationFrame(() => setTimeout(() => tell({ at: Date.now(), path: location.pathname })));
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** The page's word that it is usable, within the time a loaded machine may take. */
async function usableAt(usable: Promise<Usable>, path: string): Promise<number> {
  const timeout = new Promise<never>((_, reject) =>
    // A cold dashboard computes its tiles: beside the rest of `npm test` that took over 30 s.
    setTimeout(() => reject(new Error(`${path} did not become usable within 120 s`)), 120_000).unref(),
  );
  const { at, path: shown } = await Promise.race([usable, timeout]);
  if (!shown.endsWith(path)) throw new Error(`Expected ${path} to become usable, got ${shown}`);
  return at;
}

const homeUsable = async (page: Page) => {
  for (const panel of ["Data Sets", "Reports"])
    await page.getByRole("region", { name: panel }).getByRole("article").first().waitFor({ timeout: 30_000 });
};

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.exposeFunction("reportUsable", (usable: Usable) => told(usable));
  await context.addInitScript(recordUsable, TILES);
  const page = await context.newPage();
  const visit = page;
  await page.goto(`${gateway}/analysis/`);
  await signIn(page, "staff");
  await page.getByRole("combobox", { name: "Client" }).waitFor();
  // Remember RFCU, as a returning analyst has it.
  const picker = page.getByRole("combobox", { name: "Client" });
  await picker.fill("RFCU");
  await page.getByRole("option", { name: /RFCU/ }).click();
  await homeUsable(page);

  const anchorRuns: number[] = [];
  const homeRuns: number[] = [];
  const redirectRuns: number[] = [];
  const dashboardRuns: number[] = [];
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    // Signed out each round (no cookies: the sign-in form), with the browser's cache of a
    // returning user (the app's hashed scripts are kept a year); the preferences remember RFCU.
    // Off the app first: a page left open would notice the lost session and start a sign-in of
    // its own, which the form below could then complete instead.
    await visit.goto("about:blank");
    await context.clearCookies();
    await visit.goto(`${gateway}/analysis/`);
    await visit.getByLabel("Username").waitFor();
    const anchor = await timed(async () => {
      await visit.reload({ waitUntil: "load" });
    });
    await visit.getByLabel("Username").fill("staff");
    await visit.getByLabel("Password").fill("staff");
    const clickedAt = await visit.evaluate(() => Date.now());
    const homeShown = nextUsable();
    await visit.getByRole("button", { name: "Sign in" }).click({ noWaitAfter: true });
    const home = (await usableAt(homeShown, "/analysis/")) - clickedAt;
    const signedIn = (await visit.evaluate(() => performance.timeOrigin)) - clickedAt;
    // From asking for the page to the frame that paints its last tile, as home is timed.
    const dashboardShown = nextUsable();
    const askedAt = Date.now();
    await visit.goto(`${gateway}/analysis/dashboard`, { waitUntil: "commit" });
    const dashboard = (await usableAt(dashboardShown, "/analysis/dashboard")) - askedAt;
    if (round < WARM_UP_ROUNDS) continue;
    anchorRuns.push(anchor);
    homeRuns.push(home);
    redirectRuns.push(signedIn);
    dashboardRuns.push(dashboard);
  }
  const anchor = { name: "the sign-in page's load", value: median(anchorRuns) };
  const of = `median of ${ROUNDS}`;
  report.figure({
    name: `sign-in to a usable home with the remembered client, ${of}`,
    value: median(homeRuns),
    unit: "ms",
    digits: 0,
    target: { atMost: TARGET_HOME_MS },
    anchor,
  });
  report.figure({
    name: `of which the sign-in redirects until the app's page is asked for, ${of}`,
    value: median(redirectRuns),
    unit: "ms",
    digits: 0,
    anchor,
  });
  report.figure({
    name: `risk dashboard usable, ${of}`,
    value: median(dashboardRuns),
    unit: "ms",
    digits: 0,
    target: { atMost: TARGET_DASHBOARD_MS },
    anchor,
  });
} finally {
  await browser.close();
  await stack.stop();
}
report.save();
