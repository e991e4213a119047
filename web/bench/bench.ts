/**
 * First-screen budget of the web app: JavaScript loaded for the first screen (gzipped,
 * budget 250 KB) and first contentful paint for a signed-in user (budget 1 s), measured in
 * headless Chromium against a running stack. The anchor, measured in the same run, is the
 * FCP of the identity provider's sign-in page (plain HTML, no script).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";

const root = fileURLToPath(new URL("../../", import.meta.url));
const dist = join(root, "web/dist");
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function firstScreenScripts(): string[] {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const refs = [...html.matchAll(/(?:src|href)="\/analysis\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  return [...new Set(refs)];
}

const gzipKb = (files: string[]) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024;

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const scripts = firstScreenScripts();
const jsKb = gzipKb(scripts);
console.log(
  `first-screen JavaScript: ${scripts.length} file(s), ${jsKb.toFixed(1)} KB gzipped; budget 250 KB, ratio ${(jsKb / 250).toFixed(2)}`,
);

const [apiPort, gatewayPort] = [4120, 4020];
const gateway = `http://localhost:${gatewayPort}`;
const stack = spawn(process.execPath, [join(root, "scripts/start.ts")], {
  env: {
    ...process.env,
    API_PORT: String(apiPort),
    API_PUBLIC_URL: `http://localhost:${apiPort}`,
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_PUBLIC_URL: gateway,
    CORE_API_URL: `http://localhost:${apiPort}/core`,
    BASE_API_URL: `http://localhost:${apiPort}/base`,
    OIDC_ISSUER: `http://localhost:${apiPort}/oidc`,
    DATA_DIR: mkdtempSync(join(tmpdir(), "alm-web-bench-")),
    DATABASE_URL: "",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) =>
  stack.stdout?.on("data", (d: Buffer) => d.toString().includes("is running") && resolve()),
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
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
  stack.kill("SIGTERM");
}
