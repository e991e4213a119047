import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { dataSetsPanel, forgetClient, homeWithClient } from "./management-helpers.ts";

/**
 * The first screen's queries leave from the page's first script (web/src/app/early-requests.ts),
 * while the app's own code is still on its way, and the app takes their answers instead of asking
 * again: each is asked once. The app's code is held back here until they have left, which proves
 * they do not wait for it.
 */
const operationOf = (request: Request) =>
  (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? "";

async function openHoldingTheApp(page: Page, path: string, first: readonly string[]) {
  const html = await (await page.request.get(path)).text();
  const app = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(app, "index.html loads the app's entry").toBeTruthy();
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<"asked">((resolve) => (release = () => resolve("asked")));
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) asked.length = 0;
    if (r.method() === "POST" && new URL(r.url()).pathname === "/graphql") asked.push(operationOf(r));
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
  return asked;
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
    const asked = await openHoldingTheApp(page, "/analysis/", first);
    await expect(dataSetsPanel(page).getByRole("article").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("combobox", { name: "Client" })).toHaveValue(/\(RFCU\)/);
    await page.waitForLoadState("networkidle");
    expect(timesAsked(asked, first)).toEqual(Object.fromEntries(first.map((name) => [name, 1])));
  });

  test("the dashboard's leave before the app's code arrives, and each is asked once", async ({ page }) => {
    await homeWithClient(page, "staff");
    const first = ["ShellViewer", "SelectedClientViewer", "DashboardDefinitions"];
    const asked = await openHoldingTheApp(page, "/analysis/dashboard", first);
    await expect(page.getByTestId("headline").first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    expect(timesAsked(asked, first)).toEqual(Object.fromEntries(first.map((name) => [name, 1])));
  });
});
