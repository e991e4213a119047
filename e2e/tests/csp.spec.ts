import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { mintTicket, openPrint } from "./print-tickets.ts";
import { reportEntry } from "./report-card-state.ts";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every CSP violation of the page (the event and Chromium's console report both),
 * from the first script on: the app must run fully under the gateway's nonce-based CSP.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      reported.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => [...reported, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

/** Every <style> tag (MUI's emotion styles) carries the page's nonce, else the CSP drops its rules. */
async function expectNoncedStyles(page: Page) {
  const styles = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>("style"), (s) => ({
      nonced: Boolean(s.nonce),
      tag: s.outerHTML.slice(0, 120),
    })),
  );
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.filter((s) => !s.nonced).map((s) => s.tag)).toEqual([]);
}

test("the app, a report with its chart and grid, and a print page run without CSP violations", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const violations = await watchCsp(page);
  const pkg = await mintTicket(page);
  await expect(page.getByRole("navigation", { name: "Reports" })).toBeVisible({ timeout: 30_000 });
  const card = page.locator("article[data-render-state]");
  // The demo runs finish shortly after the stack starts: wait for a report with data (chart, grid).
  await expect
    .poll(
      async () => {
        await page.reload();
        await reportEntry(page, "NEV Summary").click();
        await expect(card).not.toHaveAttribute("data-render-state", "loading", { timeout: 20_000 });
        return card.getAttribute("data-render-state");
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe("complete");
  await expect(page.locator(".MuiDataGrid-root, table").first()).toBeVisible();
  await expect(page.locator("svg").first()).toBeVisible();
  expect(await violations()).toEqual([]);
  await expectNoncedStyles(page);
  await page.goto("/analysis/info");
  await expect(page.getByTestId("user-name")).toBeVisible();
  expect(await violations()).toEqual([]);

  let printViolations: () => Promise<string[]> = async () => [];
  const print = await openPrint(
    browser,
    `cid/${pkg.clientId}/did/${pkg.definitionId}/rid/21`,
    pkg.ticket,
    async (p) => {
      printViolations = await watchCsp(p);
    },
    60_000,
  );
  await expect(print.locator("html")).toHaveAttribute("data-render-state", "complete", { timeout: 60_000 });
  expect(await printViolations()).toEqual([]);
  await expectNoncedStyles(print);
});
