import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./axe.ts";
import { homeWithClient } from "./management-helpers.ts";
import { signIn } from "./sign-in.ts";

const card = (page: Page) => page.locator("article[data-render-state]");

/** Waits until the card shows the report the URL names, finished whatever the outcome. */
async function settled(page: Page) {
  await expect
    .poll(
      async () => {
        const url = new URL(page.url());
        const definition = url.pathname.split("/").at(-1);
        const expected = `${definition}/${url.searchParams.get("report")}/${url.searchParams.get("year") ?? 1}`;
        const key = await card(page)
          .getAttribute("data-report-key", { timeout: 1_000 })
          .catch(() => null);
        const state = await card(page)
          .getAttribute("data-render-state", { timeout: 1_000 })
          .catch(() => null);
        return key === expected && state !== "loading" ? state : "waiting";
      },
      { timeout: 20_000, intervals: [50, 100, 200] },
    )
    .not.toBe("waiting");
  return card(page).getAttribute("data-render-state");
}

/** Opens an entry of the sidebar and waits until the card has finished. */
async function openReport(page: Page, name: string) {
  await page
    .getByRole("navigation", { name: "Reports" })
    .getByRole("button", { name, exact: true })
    .first()
    .click();
  return settled(page);
}

/** The demo runs finish shortly after the stack starts: wait for the first report to have data. */
async function openFirstReportWithData(page: Page) {
  await expect(page.getByRole("navigation", { name: "Reports" })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      async () => {
        await page.reload();
        return openReport(page, "NEV Summary");
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe("complete");
}

test("a client reads every page of its published report package", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto("/analysis/reports");
  await signIn(page, "client");
  await expect(page).toHaveURL(/\/analysis\/reports\/\d+$/);
  await openFirstReportWithData(page);
  await expect(page).toHaveURL(/report=\d+/);

  const entries = page.getByRole("navigation", { name: "Reports" }).getByRole("button");
  const count = await entries.count();
  expect(count).toBeGreaterThan(20);
  const failures: string[] = [];
  for (let i = 0; i < count; i++) {
    const entry = entries.nth(i);
    const label = (await entry.innerText()).trim();
    await entry.click();
    const state = await settled(page);
    if (state !== "complete")
      failures.push(`${label}: ${state} ${await card(page).innerText()}`.slice(0, 300));
  }
  expect(failures).toEqual([]);
});

test("the selected report and year live in the URL", async ({ page }) => {
  await page.goto("/analysis/reports");
  await signIn(page, "client");
  await openFirstReportWithData(page);
  const state = await openReport(page, "Year 2");
  expect(state).toBe("complete");
  const url = page.url();
  expect(url).toMatch(/year=2/);
  await page.goto(url);
  await expect(card(page)).toHaveAttribute("data-render-state", "complete", { timeout: 20_000 });
  await expect(
    page.getByRole("navigation", { name: "Reports" }).locator('[aria-current="page"]'),
  ).toContainText("Year 2");
});

test("Refresh Table is offered to View All Clients only", async ({ page, browser }) => {
  await page.goto("/analysis/reports");
  await signIn(page, "client");
  await openFirstReportWithData(page);
  await expect(page.getByRole("button", { name: "Refresh Table" })).toHaveCount(0);
  const reportUrl = page.url().replace(/^https?:\/\/[^/]+/, "");

  const analyst = await browser.newPage();
  await homeWithClient(analyst, "analyst");
  await analyst.goto(reportUrl);
  await expect(card(analyst)).toHaveAttribute("data-render-state", "complete", { timeout: 20_000 });
  await expect(analyst.getByRole("button", { name: "Refresh Table" }).first()).toBeVisible();
  await analyst.close();
});

test("staff without a chosen client are sent home to choose one", async ({ page }) => {
  await homeWithClient(page, "staff");
  // Clearing the picker forgets the client (in this browser and in the user's preferences).
  await page.getByRole("combobox", { name: "Client" }).click();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("combobox", { name: "Client" })).toHaveValue("");
  await page.goto("/analysis/reports");
  await expect(page.getByText("No client selected. Please select a client.")).toBeVisible();
  await expect(page).toHaveURL(/\/analysis\/?$/);
});

test("the reports screen and a report card are accessible", async ({ page }) => {
  await page.goto("/analysis/reports");
  await signIn(page, "client");
  await openFirstReportWithData(page);
  await expectAccessible(page);
  await openReport(page, "Year 1");
  await expectAccessible(page);
});
