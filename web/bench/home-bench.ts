/**
 * Home screen with a client of 500 data sets and 200 report definitions (issue 7): from choosing
 * the client to both panels showing their cards (target 1 s), and filter changes until the
 * cards change (target 100 ms), in headless Chromium, measured in the page. The anchor, in the
 * same run, is choosing a demo client with a handful of data sets.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath, median, root, signIn, startBenchStack } from "./bench-stack.ts";

const ROUNDS = 5;

/** Resolves, in the page, when `done()` holds after the next click: ms from that click. */
async function armTimer(page: Page, condition: string) {
  await page.evaluate((source) => {
    const done = new Function(`return (${source})`)() as () => boolean;
    const w = window as unknown as { __timed?: Promise<number> };
    w.__timed = new Promise<number>((resolve, reject) => {
      let start = 0;
      document.addEventListener("click", () => (start = performance.now()), { capture: true, once: true });
      const timer = setTimeout(
        () => reject(new Error(`Timed out after 20 s (clicked: ${start > 0}, done: ${done()}).`)),
        20_000,
      );
      const check = () => {
        if (!start || !done()) return;
        clearTimeout(timer);
        observer.disconnect();
        resolve(performance.now() - start);
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  }, condition);
}

const timed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __timed: Promise<number> }).__timed);

/**
 * Both panels have answered for the chosen client: nothing loading, and the cards (or the
 * empty message) are that client's; the bench client's cards are named 'Data set n' and 'Report n'.
 */
const cardsShown = (bench: boolean) => `() => {
  const panel = (name) => [...document.querySelectorAll('section, [role="region"]')].find((r) => r.querySelector('h2')?.textContent === name);
  const ready = (name, prefix) => {
    const p = panel(name);
    if (!p || p.querySelector('[aria-label^="Loading"]')) return false;
    const titles = [...p.querySelectorAll('article h3')].map((h) => h.textContent ?? "");
    return ${bench} ? titles.length > 0 && titles.every((t) => t.startsWith(prefix)) : !titles.some((t) => t.startsWith(prefix));
  };
  return ready("Data Sets", "Data set ") && ready("Reports", "Report ");
}`;

async function chooseClient(page: Page, acronym: string): Promise<number> {
  await page.goto(`${stackUrl}/analysis/`);
  const picker = page.getByRole("combobox", { name: "Client" });
  await picker.fill("");
  await picker.fill(acronym);
  const option = page.getByRole("option", { name: new RegExp(`\\(${acronym}\\)`) });
  await option.waitFor();
  await armTimer(page, cardsShown(acronym === "BENCH"));
  await option.click();
  return timed(page);
}

/** The data set cards' titles: a filter answered when they change. */
const cardsChanged = (before: string) => `() => {
  const p = [...document.querySelectorAll('section, [role="region"]')].find((r) => r.querySelector('h2')?.textContent === "Data Sets");
  const now = [...(p?.querySelectorAll('article h3') ?? [])].map((h) => h.textContent).join("|");
  return now !== ${JSON.stringify(before)};
}`;

const titlesOf = (page: Page) =>
  page
    .getByRole("region", { name: "Data Sets" })
    .locator("article h3")
    .evaluateAll((hs) => hs.map((h) => h.textContent).join("|"));

/** Ticks and unticks one data set type in the Type filter: two filter changes. */
async function filterByType(page: Page): Promise<number[]> {
  await page.getByRole("region", { name: "Data Sets" }).getByRole("combobox", { name: "Type" }).click();
  const times: number[] = [];
  for (let i = 0; i < 2; i++) {
    await armTimer(page, cardsChanged(await titlesOf(page)));
    await page.getByRole("option", { name: "What If" }).click();
    times.push(await timed(page));
  }
  await page.keyboard.press("Escape");
  return times;
}

const dataDir = mkdtempSync(join(tmpdir(), "alm-home-bench-"));
execFileSync(process.execPath, [join(root, "api/bench/seed-home-bench.ts"), dataDir], { stdio: "ignore" });
const stack = await startBenchStack({ apiPort: 4132, gatewayPort: 4032, dataDir });
const stackUrl = stack.gateway;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${stackUrl}/analysis/`);
  await signIn(page, "staff");
  await page.getByRole("combobox", { name: "Client" }).waitFor();
  const large: number[] = [];
  const small: number[] = [];
  const filters: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    small.push(await chooseClient(page, "RFCU"));
    large.push(await chooseClient(page, "BENCH"));
    filters.push(...(await filterByType(page)));
  }
  const [l, s, f] = [median(large), median(small), median(filters)];
  console.log(
    `home, client of 500 data sets and 200 report definitions: cards shown ${l.toFixed(0)} ms after choosing it ` +
      `(target 1000 ms, ratio ${(l / 1000).toFixed(2)}, ${l <= 1000 ? "met" : "MISSED"}); ` +
      `anchor: a demo client ${s.toFixed(0)} ms (ratio ${(l / s).toFixed(2)})`,
  );
  console.log(
    `home, filter (data set type) answered in ${f.toFixed(0)} ms ` +
      `(target 100 ms, ratio ${(f / 100).toFixed(2)}, ${f <= 100 ? "met" : "MISSED"}); medians of ${ROUNDS} rounds`,
  );
} finally {
  await browser.close();
  stack.stop();
}
