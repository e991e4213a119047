import type { Browser, Page } from "playwright-core";
import { DocumentJobError } from "../jobs/document-job.ts";

const RENDER_TIMEOUT_MS = 60_000;

export type Orientation = "portrait" | "landscape";

const pdfOf = (page: Page, orientation: Orientation) =>
  page.pdf({
    format: "Letter",
    landscape: orientation === "landscape",
    margin: { top: "36px", bottom: "36px", left: "36px", right: "36px" },
    printBackground: true,
  });

/**
 * One browser tab for a whole package. The first report loads the web app; the next ones are
 * reached by the app's own navigation, so each report costs its rendering, not a page load.
 * Every page is waited for by its own render-complete signal, never a fixed delay.
 */
export async function openPrintSession(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 816, height: 1056 } });
  const page = await context.newPage();
  await page.emulateMedia({ media: "print" });
  let loaded = false;

  const failIfError = async (label: string, state: string | null) => {
    if (state !== "error") return;
    const reason = (await page.locator("html").getAttribute("data-render-error")) ?? "no reason given";
    throw new DocumentJobError(`'${label}' could not be rendered: ${reason}`);
  };

  return {
    /** A report route: its card (data-report-key) finished, then printed. */
    async report(url: string, key: string, orientation: Orientation, label: string) {
      if (!loaded) {
        await page.goto(url, { waitUntil: "domcontentloaded" });
        loaded = true;
      } else {
        // Runs in the page (this package has no DOM types): the app's router follows popstate.
        await page.evaluate(
          `history.pushState(null, "", ${JSON.stringify(url)}); dispatchEvent(new PopStateEvent("popstate"));`,
        );
      }
      const card = await page.waitForFunction(
        `(() => {
          const article = document.querySelector('article[data-report-key=${JSON.stringify(key)}]');
          const failed = document.documentElement.dataset.renderState === "error";
          const state = article ? article.dataset.renderState : failed ? "error" : "loading";
          return state === "loading" ? false : state;
        })()`,
        undefined,
        { timeout: RENDER_TIMEOUT_MS, polling: 50 },
      );
      await failIfError(label, (await card.jsonValue()) as string);
      return pdfOf(page, orientation);
    },
    /** The cover or the contents: a page of its own. */
    async standalone(url: string, label: string) {
      await page.goto(url, { waitUntil: "domcontentloaded" });
      loaded = false;
      await page.waitForSelector('html[data-render-state]:not([data-render-state="loading"])', {
        timeout: RENDER_TIMEOUT_MS,
      });
      await failIfError(label, await page.locator("html").getAttribute("data-render-state"));
      return pdfOf(page, "portrait");
    },
    close: () => context.close().catch(() => undefined),
  };
}
