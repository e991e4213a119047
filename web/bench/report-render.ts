/**
 * Report card speed (issues 8, 18 and 41): from choosing a report in the sidebar to render-complete
 * (every block drawn, the grids' columns spread: what the user sees, final), in headless
 * Chromium against a running stack, for the NEV Summary (target 300 ms) and the largest detail
 * tree report (target 800 ms); then the same reports opened again, which must
 * come from the client's cache without a request. The anchor, measured in the same run, is
 * the time to fetch the same report data alone over GraphQL from the page. BENCH_SMOKE=1: one round
 * of the NEV Summary.
 */
import type { Page } from "playwright-core";
import { launchChromium, median, startBenchStack } from "./bench-stack.ts";
import { benchReport, sized } from "../../scripts/bench-report.ts";

const report = benchReport(import.meta.url);
const ROUNDS = sized(5, 1);

interface Opened {
  ms: number;
  requests: number;
  key: string;
}

/** Clicks a sidebar entry and waits, in the page, for that report's card to be complete. */
async function open(page: Page, label: string): Promise<Opened> {
  let requests = 0;
  const count = (r: { url(): string }) => r.url().endsWith("/graphql") && requests++;
  page.on("request", count);
  const result = await page.evaluate(async (name) => {
    const nav = document.querySelector('nav[aria-label="Reports"]');
    // The list's reports: the tree's leaves (its branches hold a group).
    const button = [
      ...(nav?.querySelectorAll<HTMLElement>('[role="treeitem"]:not([aria-expanded])') ?? []),
    ].find((b) => b.innerText.trim() === name);
    if (!button) throw new Error(`No sidebar entry '${name}'.`);
    const before = new URL(location.href).search;
    const start = performance.now();
    button.click();
    return new Promise<{ ms: number; key: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`'${name}' did not complete in 20 s.`)), 20_000);
      const check = () => {
        const card = document.querySelector<HTMLElement>("article[data-render-state]");
        const moved = new URL(location.href).search !== before;
        const state = card?.dataset.renderState;
        if (card && moved && state !== "loading" && card.dataset.reportKey?.includes("/")) {
          clearTimeout(timer);
          observer.disconnect();
          if (state !== "complete") reject(new Error(`'${name}' ended ${state}.`));
          else resolve({ ms: performance.now() - start, key: card.dataset.reportKey });
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      // The click draws the move at once (a report opens synchronously): a card already complete
      // then changes nothing more for the observer to see.
      check();
    });
  }, label);
  page.off("request", count);
  return { ...result, requests };
}

/** The report's data alone: the same GraphQL request the card makes, timed in the page. */
async function fetchOnly(page: Page, key: string): Promise<number> {
  const [definitionId, reportId, year] = key.split("/");
  return page.evaluate(
    async ({ definitionId, reportId, year }) => {
      const start = performance.now();
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: `query($d: ID!, $r: Int!, $y: Int) { report(reportDefinitionId: $d, reportId: $r, year: $y) {
            title blocks { __typename ... on TableBlock { rows { id cells { field value text pairs { key value } } } } } } }`,
          variables: { d: definitionId, r: Number(reportId), y: Number(year) },
        }),
      });
      const text = await response.text();
      if (!response.ok || text.includes('"errors"'))
        throw new Error(`The report data request failed: ${text.slice(0, 200)}`);
      return performance.now() - start;
    },
    { definitionId, reportId, year },
  );
}

const stack = await startBenchStack({ apiPort: 4131, gatewayPort: 4031 });
const browser = await launchChromium(process.env.CHROMIUM_PATH);
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${stack.gateway}/analysis/reports`);
  await page.getByLabel("Username").fill("client");
  await page.getByLabel("Password").fill("client");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("navigation", { name: "Reports" }).waitFor({ timeout: 60_000 });

  const detail = "NEV Detailed Price";
  const reports: (readonly [string, number])[] = [
    ["NEV Summary", 300],
    [detail, 800],
  ];
  for (const [label, target] of sized(reports, reports.slice(0, 1))) {
    const first: number[] = [];
    const again: number[] = [];
    const fetches: number[] = [];
    let cachedRequests = 0;
    let key = "";
    const definitionUrl = page.url().split("?")[0] ?? page.url();
    for (let round = 0; round < ROUNDS; round++) {
      // A fresh page each round: nothing of the report in the client's cache yet. It opens on
      // Disclaimers (17), so that choosing the report moves the card (arrival opens the last
      // report viewed, which would be this one).
      await page.goto(`${definitionUrl}?report=17`);
      await page.getByRole("navigation", { name: "Reports" }).waitFor();
      await page.locator('article[data-report-key$="/17/1"][data-render-state="complete"]').waitFor();
      const opened = await open(page, label);
      first.push(opened.ms);
      key = opened.key;
      await open(page, "Disclaimers");
      const reopened = await open(page, label);
      again.push(reopened.ms);
      cachedRequests += reopened.requests;
      fetches.push(await fetchOnly(page, key));
    }
    const name = `${label}, median of ${ROUNDS}`;
    report.figure({
      name: `${name}, first open to render-complete`,
      value: median(first),
      unit: "ms",
      digits: 0,
      target: { atMost: target },
      anchor: { name: "its data alone over GraphQL", value: median(fetches) },
    });
    report.figure({ name: `${name}, open again`, value: median(again), unit: "ms", digits: 0 });
    // Opened again, it comes from the client's cache.
    report.figure({
      name: `${label}, requests when opened again, over ${ROUNDS} rounds`,
      value: cachedRequests,
      unit: "requests",
      target: { atMost: 0 },
    });
  }
} finally {
  await browser.close();
  await stack.stop();
}
report.save();
