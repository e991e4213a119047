import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { LETTER, mintTicket, openPrint } from "./print-tickets.ts";

const CLIENT_NAME = "Riverbend Federal Credit Union";

async function expectNoChrome(page: Page) {
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByTestId("user-name")).toHaveCount(0);
}

test("each print route renders a Letter page without header or footer", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const pkg = await mintTicket(page);
  const base = `cid/${pkg.clientId}/did/${pkg.definitionId}`;

  // The demo runs finish shortly after the stack starts: the report page waits for its data,
  // computed on the spot behind them in the one engine worker, which may take a minute early in
  // the run. A page still loading is left to finish (openPrint waits for it to settle); one that
  // settled on a failure is closed and asked again.
  let report: Page | undefined;
  await expect
    .poll(
      async () => {
        await report?.context().close();
        report = undefined;
        report = await openPrint(browser, `${base}/rid/21`, pkg.ticket, undefined, 90_000);
        return report.locator("html").getAttribute("data-render-state");
      },
      { timeout: 180_000, intervals: [2_000] },
    )
    .toBe("complete");
  if (!report) throw new Error("No report page.");
  await expectNoChrome(report);
  await expect(report.getByRole("heading", { name: "NEV Summary" })).toBeVisible();
  await expect(report.getByRole("table", { name: "Net Economic Value by Scenario" })).toBeVisible();
  expect(await report.locator("main").evaluate((m) => m.getBoundingClientRect().width)).toBe(
    LETTER.width - 72,
  );

  const landscape = await openPrint(browser, `${base}/rid/47/landscape`, pkg.ticket);
  await expect(landscape.locator("html")).toHaveAttribute("data-render-state", "complete");
  expect(await landscape.locator("main").evaluate((m) => m.getBoundingClientRect().width)).toBe(1056 - 72);
  // The detail tree to the levels the screen opens, saying where the rest is.
  expect(await landscape.locator("tbody tr").count()).toBeLessThan(50);
  await expect(landscape.getByText(/^Accounts shown to 2 of \d+ levels/)).toBeVisible();
  // Every level when asked: header rows repeated on each paper page.
  const full = await openPrint(browser, `${base}/rid/47/landscape_levels-20`, pkg.ticket);
  await expect(full.locator("html")).toHaveAttribute("data-render-state", "complete");
  expect(await full.locator("tbody tr").count()).toBeGreaterThan(500);
  await expect(full.locator("thead").first()).toHaveCSS("display", "table-header-group");
  await expect(full.getByText(/^Accounts shown to/)).toHaveCount(0);

  const cover = await openPrint(
    browser,
    `${base}/cover?title=Board%20Package&subtitle=All%20Reports`,
    pkg.ticket,
  );
  await expectNoChrome(cover);
  await expect(cover.getByRole("heading", { name: "Board Package" })).toBeVisible();
  await expect(cover.getByText("All Reports")).toBeVisible();
  await expect(cover.getByText(CLIENT_NAME)).toBeVisible();

  const contents = Buffer.from(
    JSON.stringify([
      ["NEV Summary", "Report Overview", 3],
      ["NEV Detailed Price", "", 4],
    ]),
  ).toString("base64url");
  const toc = await openPrint(browser, `${base}/toc/${contents}`, pkg.ticket);
  await expectNoChrome(toc);
  const items = toc.getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("NEV Summary");
  await expect(items.nth(0)).toContainText("3");
  await expect(items.nth(1)).toContainText("4");
});

test("a print route without a valid ticket shows nothing of the client", async ({ page, browser }) => {
  test.slow(); // seven print pages, each a fresh browser context loading the app
  const pkg = await mintTicket(page);
  const base = `cid/${pkg.clientId}/did/${pkg.definitionId}`;
  const tampered = `${pkg.ticket.slice(0, -3)}xyz`;
  for (const [path, ticket] of [
    [`${base}/rid/21`, null],
    [`${base}/rid/21`, tampered],
    [`${base}/cover`, null],
    [`${base}/cover`, tampered],
    [`${base}/toc/${Buffer.from('[["NEV Summary","",3]]').toString("base64url")}`, tampered],
    // A genuine ticket opens the pages of its own package only, never a page of no package.
    ["", pkg.ticket],
    ["cid/1/did/2/unknown", pkg.ticket],
  ] as const) {
    const printPage = await openPrint(browser, path, ticket);
    await expect(printPage.locator("html")).toHaveAttribute("data-render-state", "error");
    await expect(printPage.getByRole("alert")).toBeVisible();
    expect(await printPage.locator("body").innerText()).not.toContain(CLIENT_NAME);
    await expect(printPage).toHaveURL(/\/analysis\/print/);
    await printPage.context().close();
  }
});
