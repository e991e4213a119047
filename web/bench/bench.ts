/**
 * First-screen budget of the web app: JavaScript of index.html (as the gateway sends it: the
 * build's .br files, budget 250 KB) and first contentful paint for a signed-in user (budget 1 s), measured in
 * headless Chromium against a running stack. The anchor, measured in the same run, is the
 * FCP of the identity provider's sign-in page (plain HTML, no script).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { launchChromium, median, root, startBenchStack } from "./bench-stack.ts";

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
const jsKb = wireKb(scripts);
console.log(
  `first-screen JavaScript: ${scripts.length} file(s), ${jsKb.toFixed(1)} KB with brotli, ${wireKb(scripts, false).toFixed(1)} KB uncompressed; budget 250 KB, ratio ${(jsKb / 250).toFixed(2)}`,
);

const stack = await startBenchStack({ apiPort: 4120, gatewayPort: 4020 });
const gateway = stack.gateway;

const browser = await launchChromium(process.env.CHROMIUM_PATH);
try {
  const page = await browser.newPage();
  await page.goto(`${gateway}/analysis/`);
  const anchorRuns: number[] = [];
  for (let i = 0; i < 5; i++) anchorRuns.push(await fcp(page, page.url()));
  await page.getByLabel("Username").fill("staff");
  await page.getByLabel("Password").fill("staff");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("user-name").waitFor();
  const appRuns: number[] = [];
  for (let i = 0; i < 5; i++) appRuns.push(await fcp(page, `${gateway}/analysis/`));
  const app = median(appRuns);
  const anchor = median(anchorRuns);
  console.log(`anchor: sign-in page (no script) FCP ${anchor.toFixed(0)} ms (median of 5)`);
  console.log(
    `signed-in app FCP ${app.toFixed(0)} ms (median of 5); budget 1000 ms, ratio ${(app / 1000).toFixed(2)}; ` +
      `ratio to anchor ${(app / anchor).toFixed(2)}`,
  );
} finally {
  await browser.close();
  stack.stop();
}
