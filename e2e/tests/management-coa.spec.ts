import { expect, test } from "@playwright/test";
import { forgetClient, homeWithClient, reportsPanel } from "./management-helpers.ts";

/**
 * Every demo client has a chart of accounts, so the browser is shown a client without one:
 * the gateway's answer to the home screen's client query loses its charts on the way.
 */
test("a report needs a chart of accounts: the confirm offers the Charts of Accounts page", async ({
  page,
}) => {
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== "HomeClient") return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { client?: { chartsOfAccounts: unknown[] } } };
    if (json.data?.client) json.data.client.chartsOfAccounts = [];
    await route.fulfill({ response, json });
  });
  await homeWithClient(page, "staff");
  const newReport = reportsPanel(page).getByRole("button", { name: "New report" });
  await expect(newReport).toBeEnabled();

  await newReport.click();
  const confirm = page.getByRole("dialog", { name: "No Charts of Accounts are available." });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/analysis\/?$/);
  await expect(page.getByRole("heading", { name: /New Report/i })).toHaveCount(0);

  await newReport.click();
  await page
    .getByRole("dialog", { name: "No Charts of Accounts are available." })
    .getByRole("button", { name: "Go to Charts of Accounts" })
    .click();
  await expect(page).toHaveURL(/\/analysis\/coa$/);
  await forgetClient(page);
});
