import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { dataSetsPanel, forgetClient, homeWithClient } from "./management-helpers.ts";
import { signIn } from "./sign-in.ts";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Reports" });
const opened = (page: Page) => sidebar(page).locator('[aria-current="page"]');

test("a report definition opens its last-viewed report, else the first, and the URL names it", async ({
  page,
}) => {
  await page.goto("/analysis/reports");
  await signIn(page, "client");
  // First visit: the first report of the sidebar is open, and the address says so.
  await expect(page).toHaveURL(/\/analysis\/reports\/[\w-]+\?report=\d+/, { timeout: 20_000 });
  const first = (await sidebar(page).getByRole("button").first().innerText()).trim();
  await expect(opened(page)).toHaveText(first);
  await expect(page.locator("article[data-render-state]")).toBeVisible();
  await expect(page.getByText("Please select a report.")).toHaveCount(0);

  await sidebar(page).getByRole("button", { name: "NEV Summary", exact: true }).first().click();
  await expect(opened(page)).toContainText("NEV Summary");
  const viewed = new URL(page.url()).searchParams.get("report");
  // Back on the definition without a report in the address: the last-viewed one opens.
  const definition = new URL(page.url()).pathname;
  await page.goto(definition);
  await expect(page).toHaveURL(new RegExp(`\\?report=${viewed}$`));
  await expect(opened(page)).toContainText("NEV Summary");
  // A report the definition lacks counts as none named.
  await page.goto(`${definition}?report=999999`);
  await expect(page).toHaveURL(new RegExp(`\\?report=${viewed}$`));
});

test.describe("home under a slow gateway", () => {
  test.afterEach(async ({ page }) => forgetClient(page));

  test("the remembered client's lists load at once, behind skeletons, never saying 'Please select a client'", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await homeWithClient(page, "staff");
    // The gateway answers slowly, the lists slowest. One query after another (viewer, selected
    // client, client list, then the lists) needs 3 x SLOW + LISTS before the first card;
    // together, about LISTS. Meanwhile the panels show skeletons.
    const SLOW = 1_000;
    const LISTS = 2_500;
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      const list = body?.operationName === "HomeDataSets" || body?.operationName === "HomeReports";
      await new Promise((resolve) => setTimeout(resolve, list ? LISTS : SLOW));
      await route.continue().catch(() => undefined);
    });
    await page.addInitScript(() => {
      const seen = ((window as unknown as { __misleading: boolean[] }).__misleading = [] as boolean[]);
      new MutationObserver(() => {
        if (document.body?.innerText.includes("Please select a client")) seen.push(true);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // Timed from the page's last load: a page opened while the server has a newer build reloads itself.
    let started = Date.now();
    page.on("request", (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) started = Date.now();
    });
    await page.reload();
    await expect(page.getByRole("status", { name: "Loading Data Sets" })).toBeVisible();
    await expect(dataSetsPanel(page).getByRole("article").first()).toBeVisible({ timeout: 20_000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(3 * SLOW + LISTS - 500);
    await expect(page.getByRole("combobox", { name: "Client" })).toHaveValue(/\(RFCU\)/);
    expect(
      await page.evaluate(() => (window as unknown as { __misleading: boolean[] }).__misleading),
    ).toEqual([]);
  });
});
