import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { dataSetsPanel, forgetClient, homeWithClient } from "./management-helpers.ts";
import { reportEntries, reportEntry } from "./report-card-state.ts";
import { openSignedIn } from "./sign-in.ts";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Reports" });
const opened = (page: Page) => sidebar(page).locator('[aria-current="page"]');

test("a report definition opens its last-viewed report, else the first, and the URL names it", async ({
  page,
}) => {
  await openSignedIn(page, "client", "/analysis/reports");
  // First visit: the first report of the sidebar is open, and the address says so.
  // The address people read: the definition's number, the report's id.
  await expect(page).toHaveURL(/\/analysis\/reports\/\d+\?report=\d+$/, { timeout: 20_000 });
  const first = (await reportEntries(page).first().innerText()).trim();
  await expect(opened(page)).toHaveText(first);
  await expect(page.locator("article[data-render-state]")).toBeVisible();
  await expect(page.getByText("Please select a report.")).toHaveCount(0);

  await reportEntry(page, "NEV Summary").click();
  await expect(opened(page)).toContainText("NEV Summary");
  const viewed = new URL(page.url()).searchParams.get("report");
  // Back on the definition without a report in the address: the last-viewed one opens.
  const definition = new URL(page.url()).pathname;
  await page.goto(definition);
  await expect(page).toHaveURL(new RegExp(`\\?report=${viewed}$`));
  await expect(opened(page)).toContainText("NEV Summary");
  // A report the definition lacks opens no other: the page says so (report-links.spec.ts).
  await page.goto(`${definition}?report=999999`);
  await expect(page.getByText(/^Report 999999 is not in the report definition/)).toBeVisible();
  await expect(page).toHaveURL(/\?report=999999$/);
  await expect(opened(page)).toHaveCount(0);
});

test.describe("home while the gateway holds every answer", () => {
  test.afterEach(async ({ page }) => forgetClient(page));

  test("the remembered client's lists are asked for at once, behind skeletons, never saying 'Please select a client'", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await homeWithClient(page, "staff");
    // The gateway answers nothing until home has asked for both lists, and the lists only once it
    // shows their skeletons: lists that waited for another answer (the viewer, the client list)
    // would never be asked for. An order, not a time, so it holds on a busy machine too.
    const LISTS = ["HomeDataSets", "HomeReports"];
    const asked: string[] = [];
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const [listsAsked, listsAnswered] = [gate(), gate()];
    await page.route("**/graphql", async (route) => {
      const name = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? "";
      asked.push(name);
      if (LISTS.every((list) => asked.includes(list))) listsAsked.open();
      await (LISTS.includes(name) ? listsAnswered : listsAsked).opened;
      await route.continue().catch(() => undefined);
    });
    await page.addInitScript(() => {
      const seen = ((window as unknown as { __misleading: boolean[] }).__misleading = [] as boolean[]);
      new MutationObserver(() => {
        if (document.body?.innerText.includes("Please select a client")) seen.push(true);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // A page opened while the server has a newer build reloads itself: its requests count afresh.
    page.on("request", (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) asked.length = 0;
    });
    try {
      await page.reload();
      await expect
        .poll(() => LISTS.filter((list) => asked.includes(list)), {
          message: "home asks for the remembered client's lists before any answer comes",
          timeout: 20_000,
        })
        .toEqual(LISTS);
      await expect(page.getByRole("status", { name: "Loading Data Sets" })).toBeVisible({ timeout: 20_000 });
    } finally {
      listsAsked.open();
      listsAnswered.open();
    }
    await expect(dataSetsPanel(page).getByRole("article").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("combobox", { name: "Client" })).toHaveValue(/\(RFCU\)/);
    expect(
      await page.evaluate(() => (window as unknown as { __misleading: boolean[] }).__misleading),
    ).toEqual([]);
  });
});
