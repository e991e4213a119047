import { LETTER_PX, PAGE_MARGIN_PX, type Orientation } from "@alm/formats";
import type { Page } from "playwright-core";
import { pageFailed, reportsFailed } from "./pdf-failures.ts";
import { emptyReportListRoute } from "./print-routes.ts";

/** A print route that has not said it is done by then has hung. */
const RENDER_TIMEOUT_MS = 60_000;
const SETTLED = 'html[data-render-state]:not([data-render-state="loading"])';

const MARGIN = `${PAGE_MARGIN_PX}px`;

/** Letter, the print margins, backgrounds printed: the layout the print routes are made for. */
function printPdf(page: Page, orientation: Orientation): Promise<Buffer> {
  return page.pdf({
    format: "Letter",
    landscape: orientation === "landscape",
    margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    printBackground: true,
  });
}

/**
 * The app's own router takes the page to `url` (react-router follows popstate): no reload. A page
 * running the app at another address (prepared for a gateway reached by another name) loads it.
 */
async function followInApp(page: Page, url: string, before = ""): Promise<void> {
  if (new URL(page.url()).origin !== new URL(url).origin) {
    await page.goto(url, { waitUntil: "domcontentloaded" });
    return;
  }
  // Runs in the page (the gateway has no DOM types).
  await page.evaluate(
    `${before} history.pushState(null, "", ${JSON.stringify(url)}); dispatchEvent(new PopStateEvent("popstate"));`,
  );
}

const renderState = (page: Page) => page.locator("html").getAttribute("data-render-state");

/**
 * Whether the page said it has settled (its render state neither unset nor "loading") within
 * `timeoutMs`: told by the page when its state changes, where waitForSelector queried the whole
 * document at every frame (a list of 32 reports has thousands of cells). Evaluated as a string
 * (the gateway has no DOM types), which the CSP allows where a compiled predicate is refused.
 */
function settledWithin(page: Page, timeoutMs: number): Promise<boolean> {
  return page.evaluate(`new Promise((resolve) => {
    const html = document.documentElement;
    const settled = () => !!html.dataset.renderState && html.dataset.renderState !== "loading";
    if (settled()) return resolve(true);
    const observer = new MutationObserver(() => settled() && finish(true));
    const timer = setTimeout(() => finish(false), ${timeoutMs});
    function finish(result) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(result);
    }
    observer.observe(html, { attributes: true, attributeFilter: ["data-render-state"] });
  })`) as Promise<boolean>;
}

/** As settledWithin, asked again when the page was replaced under the question (a navigation). */
async function settledAcrossLoads(page: Page, timeoutMs: number): Promise<boolean> {
  for (;;) {
    try {
      return await settledWithin(page, timeoutMs);
    } catch (error) {
      if (!(error instanceof Error && /context was destroyed|navigation/i.test(error.message))) throw error;
    }
  }
}

/** Until the page has settled; an error when it has not in RENDER_TIMEOUT_MS. */
async function waitUntilSettled(page: Page): Promise<void> {
  if (!(await settledAcrossLoads(page, RENDER_TIMEOUT_MS))) {
    throw new Error(`The print page did not finish rendering in ${RENDER_TIMEOUT_MS / 1000} s.`);
  }
}

/**
 * Readies a pool page for a package (BrowserPool's `prepare`): the print app loaded on the empty
 * report list, settled. The package's first run then follows the app's router there (appLoaded).
 */
export function preparePrintApp(gatewayUrl: () => string) {
  return async (page: Page): Promise<void> => {
    await page.setViewportSize(LETTER_PX.landscape);
    await page.goto(emptyReportListRoute(gatewayUrl()), { waitUntil: "domcontentloaded" });
    await waitUntilSettled(page);
  };
}

/** On "error", the page's own reason: data-render-error, else what its alert shows. */
async function failIfError(page: Page, label: string, state: unknown): Promise<void> {
  if (state !== "error") return;
  const reason = await page.evaluate(`(() => {
    const html = document.documentElement;
    const alert = document.querySelector('[role="alert"]');
    return html.dataset.renderError || (alert && alert.textContent) || "";
  })()`);
  throw pageFailed(label, String(reason).trim() || "the page reported an error without a reason");
}

export interface ReportPrint {
  url: string;
  /** The report card's data-report-key. */
  key: string;
  label: string;
  orientation: Orientation;
}

/**
 * One report, shown and complete. The first report of a page loads the web app; later ones are
 * reached through the app's own router (history), which skips loading and parsing the app again.
 * Either way the wait is for the page's render-complete signal of that very report, never a delay.
 */
export async function openReport(page: Page, report: ReportPrint, loadApp: boolean): Promise<void> {
  // The page laid out at the paper's width: what is measured on screen is what is printed.
  await page.setViewportSize(LETTER_PX[report.orientation]);
  if (loadApp) await page.goto(report.url, { waitUntil: "domcontentloaded" });
  else await followInApp(page, report.url);
  // Selectors, not waitForFunction: that compiles its predicate in the page, which the CSP forbids (no eval).
  const card = `article[data-report-key=${JSON.stringify(report.key)}][data-render-state]:not([data-render-state="loading"])`;
  await page.waitForSelector(`html[data-render-state="error"], ${SETTLED} ${card}`, {
    state: "attached",
    timeout: RENDER_TIMEOUT_MS,
  });
  await failIfError(page, report.label, await renderState(page));
}

/** The cover or the contents, shown and complete: loaded on its own. */
export async function openStandalone(page: Page, url: string, label: string): Promise<void> {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await waitUntilSettled(page);
  await failIfError(page, label, await renderState(page));
}

/**
 * A cover or contents page reached through the app's router on a page that runs it already: no
 * new page, no second load of the app. Only from another kind of page (a report): a contents
 * page already shown would not signal again.
 */
export async function printStandaloneInApp(page: Page, url: string, label: string): Promise<Buffer> {
  await page.setViewportSize(LETTER_PX.portrait);
  // The page this one replaces takes its state away as it goes; "loading" until the new one says.
  await followInApp(page, url, `document.documentElement.dataset.renderState = "loading";`);
  await waitUntilSettled(page);
  await failIfError(page, label, await renderState(page));
  return printPdf(page, "portrait");
}

const SETTLED_CARDS = 'article[data-render-state]:not([data-render-state="loading"])';

/**
 * Until the page has settled: a list of reports takes longer than one, so it has hung only when
 * no further report has settled in RENDER_TIMEOUT_MS.
 */
async function waitWhileReportsSettle(page: Page): Promise<void> {
  let settled = -1;
  while (!(await settledAcrossLoads(page, RENDER_TIMEOUT_MS))) {
    const now = await page.locator(SETTLED_CARDS).count();
    if (now <= settled) {
      throw new Error(
        `The print page's reports stopped rendering: none settled in ${RENDER_TIMEOUT_MS / 1000} s.`,
      );
    }
    settled = now;
  }
}

/** Reports printed as one document: the page's print route and the reports' cards, in print order. */
export interface ReportListPrint {
  url: string;
  reports: readonly { key: string; label: string }[];
}

/** The failed reports' labels and the reasons their cards show, in print order. */
async function failedReports(page: Page, reports: ReportListPrint["reports"]) {
  const failed = (await page.evaluate(`[...document.querySelectorAll('article[data-render-state="error"]')]
    .map((card) => {
      const alert = card.querySelector('[role="alert"]');
      return { key: card.dataset.reportKey, reason: (alert && alert.textContent) || "" };
    })`)) as { key: string; reason: string }[];
  return failed.map((f) => ({
    label: reports.find((r) => r.key === f.key)?.label ?? f.key,
    reason: f.reason.trim() || "the page reported an error without a reason",
  }));
}

/**
 * Several reports shown on one page (the reports print route), each on pages of its own paper,
 * printed with one print: the paper's sizes come from the page's own CSS (named pages), and the
 * destinations the page names say where each report starts (report-starts.ts).
 */
export async function printReportList(page: Page, list: ReportListPrint, loadApp: boolean): Promise<Buffer> {
  // The widest paper: a portrait report is laid out at its own width inside it.
  await page.setViewportSize(LETTER_PX.landscape);
  if (loadApp) await page.goto(list.url, { waitUntil: "domcontentloaded" });
  // The page this one replaces takes its state away as it goes; "loading" until the new one says.
  else await followInApp(page, list.url, `document.documentElement.dataset.renderState = "loading";`);
  await waitWhileReportsSettle(page);
  if ((await renderState(page)) === "error") {
    const [first, ...others] = await failedReports(page, list.reports);
    if (first) throw reportsFailed(first, others);
    await failIfError(page, "Reports", "error");
  }
  return page.pdf({
    preferCSSPageSize: true,
    margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    printBackground: true,
  });
}

/** The cover or the contents, printed portrait. */
export async function printStandalone(page: Page, url: string, label: string): Promise<Buffer> {
  await openStandalone(page, url, label);
  return printPdf(page, "portrait");
}
