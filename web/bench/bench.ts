/**
 * First-screen budget of the web app: JavaScript of index.html (as the gateway sends it: the
 * build's .br files, budget 250 KB) and first contentful paint for a signed-in user (budget 1 s), measured in
 * headless Chromium against a running stack. The anchor, measured in the same run, is the
 * FCP of the identity provider's sign-in page (plain HTML, no script). BENCH_SMOKE=1: one of each.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { launchChromium, median, root, startBenchStack } from "./bench-stack.ts";
import { benchReport, sized } from "../../scripts/bench-report.ts";

const report = benchReport(import.meta.url);
const ROUNDS = sized(5, 1);
const BUDGET_KB = 250;
const BUDGET_FCP_MS = 1000;

const dist = join(root, "web/dist");

function firstScreenScripts(): string[] {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const refs = [...html.matchAll(/(?:src|href)="\/analysis\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  return [...new Set(refs)];
}

/** Bytes on the wire: the build's brotli file, or the file itself when too small to compress. */
const wireKb = (files: string[], compressed = true) =>
  files.reduce((sum, f) => {
    const path = join(dist, f);
    return sum + statSync(compressed && existsSync(`${path}.br`) ? `${path}.br` : path).size;
  }, 0) / 1024;

async function fcp(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: "load" });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const seen = performance.getEntriesByName("first-contentful-paint")[0];
        if (seen) return resolve(seen.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? NaN)).observe({
          type: "paint",
          buffered: true,
        });
      }),
  );
}

const scripts = firstScreenScripts();
console.log(`first screen: ${scripts.length} script files`);
report.figure({
  name: "first-screen JavaScript with brotli",
  value: wireKb(scripts),
  unit: "KB",
  digits: 1,
  target: { atMost: BUDGET_KB },
  anchor: { name: "uncompressed", value: wireKb(scripts, false) },
});

const stack = await startBenchStack({ apiPort: 4120, gatewayPort: 4020 });
const gateway = stack.gateway;

const browser = await launchChromium(process.env.CHROMIUM_PATH);
try {
  const page = await browser.newPage();
  await page.goto(`${gateway}/analysis/`);
  const anchorRuns: number[] = [];
  for (let i = 0; i < ROUNDS; i++) anchorRuns.push(await fcp(page, page.url()));
  await page.getByLabel("Username").fill("staff");
  await page.getByLabel("Password").fill("staff");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("user-name").waitFor();
  const appRuns: number[] = [];
  for (let i = 0; i < ROUNDS; i++) appRuns.push(await fcp(page, `${gateway}/analysis/`));
  report.figure({
    name: `signed-in app first contentful paint, median of ${ROUNDS}`,
    value: median(appRuns),
    unit: "ms",
    digits: 0,
    target: { atMost: BUDGET_FCP_MS },
    anchor: { name: "the sign-in page (no script)", value: median(anchorRuns) },
  });
} finally {
  await browser.close();
  await stack.stop();
}
report.save();
