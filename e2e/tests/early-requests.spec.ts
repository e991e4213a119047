import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { dataSetsPanel, forgetClient, homeWithClient } from "./management-helpers.ts";

/**
 * The first screen's queries leave from the page's first script (web/src/app/early-requests.ts),
 * while the app's own code is still on its way, and the app takes their answers instead of asking
 * again: each is asked once. The app's code is held back here until they have left, which proves
 * they do not wait for it.
 */
const bodyOf = (request: Request) =>
  request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
const operationOf = (request: Request) => bodyOf(request)?.operationName ?? "";

async function openHoldingTheApp(page: Page, path: string, first: readonly string[]) {
  const html = await (await page.request.get(path)).text();
  const app = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(app, "index.html loads the app's entry").toBeTruthy();
  const asked: string[] = [];
  const withVariables: string[] = [];
  let release = () => {};
  const released = new Promise<"asked">((resolve) => (release = () => resolve("asked")));
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) asked.length = withVariables.length = 0;
    if (r.method() === "POST" && new URL(r.url()).pathname === "/graphql") {
      asked.push(operationOf(r));
      withVariables.push(`${operationOf(r)} ${JSON.stringify(bodyOf(r)?.variables ?? {})}`);
    }
    if (first.every((name) => asked.includes(name))) release();
  });
  let held: "asked" | "not asked" | undefined;
  await page.route(`**${app}`, async (route) => {
    const giveUp = new Promise<"not asked">((resolve) => setTimeout(() => resolve("not asked"), 15_000));
    held = await Promise.race([released, giveUp]);
    await route.continue().catch(() => undefined);
  });
  await page.goto(path, { waitUntil: "commit" });
  await expect
    .poll(() => held, {
      message: "the first queries are asked while the app's code is held back",
      timeout: 20_000,
    })
    .toBe("asked");
  return { asked, withVariables };
}

const timesAsked = (asked: readonly string[], names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, asked.filter((a) => a === name).length]));

test.describe("the first screen's queries", () => {
  test.afterEach(async ({ page }) => forgetClient(page));

  test("home's leave before the app's code arrives, and each is asked once", async ({ page }) => {
    await homeWithClient(page, "staff");
    const first = [
      "ShellViewer",
      "SelectedClientViewer",
      "HomeClients",
      "HomeClient",
      "HomeDataSets",
      "HomeReports",
    ];
    const { asked } = await openHoldingTheApp(page, "/analysis/", first);
    await expect(dataSetsPanel(page).getByRole("article").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("combobox", { name: "Client" })).toHaveValue(/\(RFCU\)/);
    await page.waitForLoadState("networkidle");
    expect(timesAsked(asked, first)).toEqual(Object.fromEntries(first.map((name) => [name, 1])));
  });

  test("the dashboard's leave before the app's code arrives, its report pages as soon as the definitions answer, and each is asked once", async ({
    page,
  }) => {
    await homeWithClient(page, "staff");
    const first = ["ShellViewer", "SelectedClientViewer", "DashboardDefinitions"];
    // The pages the definitions name leave while the app's code is still held back.
    const { asked, withVariables } = await openHoldingTheApp(page, "/analysis/dashboard", [
      ...first,
      "DashboardReport",
    ]);
    await expect(page.getByTestId("headline").first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    expect(timesAsked(asked, first)).toEqual(Object.fromEntries(first.map((name) => [name, 1])));
    const pages = withVariables.filter((a) => a.startsWith("DashboardReport "));
    // Four pages of each published quarter (RFCU has two), each read once.
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pages).toEqual([...new Set(pages)]);
  });
});
