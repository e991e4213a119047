import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { forgetClient, homeWithClient, reportsPanel } from "./management-helpers.ts";

const NO_CHARTS = "No Charts of Accounts are available.";

/**
 * Every demo client has a chart of accounts that its report definitions use (so it cannot be
 * deleted), so the browser is shown a client without one: the gateway's answer to the home
 * screen's client query loses its charts on the way. The rest of the stack is real.
 */
async function withoutCharts(page: Page): Promise<void> {
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== "HomeClient") return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { client?: { chartsOfAccounts: unknown[] } } };
    if (json.data?.client) json.data.client.chartsOfAccounts = [];
    await route.fulfill({ response, json });
  });
}

test.afterEach(async ({ page }) => forgetClient(page));

test("a new report needs a chart of accounts: Cancel stays, the confirm offers the Charts of Accounts page", async ({
  page,
}) => {
  await withoutCharts(page);
  await homeWithClient(page, "staff");
  const newReport = reportsPanel(page).getByRole("button", { name: "New report" });
  await expect(newReport).toBeEnabled();

  await newReport.click();
  const confirm = page.getByRole("dialog", { name: NO_CHARTS });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/analysis\/?$/);
  await expect(page.getByRole("dialog", { name: "New Report" })).toHaveCount(0);

  await newReport.click();
  await confirm.getByRole("button", { name: "Go to Charts of Accounts" }).click();
  await expect(page).toHaveURL(/\/analysis\/coa$/);
  await expect(page.getByRole("region", { name: "Charts of accounts" })).toBeVisible();
});

test("editing a report needs a chart of accounts too (spec section 5)", async ({ page }) => {
  await withoutCharts(page);
  await homeWithClient(page, "staff");
  await reportsPanel(page)
    .getByRole("button", { name: /^Open / })
    .first()
    .click();
  const confirm = page.getByRole("dialog", { name: NO_CHARTS });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Edit Report" })).toHaveCount(0);
});
