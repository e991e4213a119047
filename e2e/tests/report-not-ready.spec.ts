import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { navigateInApp } from "./in-app-navigation.ts";
import { graphql, homeWithClient } from "./management-helpers.ts";
import { card, settled } from "./report-card-state.ts";

interface Definition {
  databaseId: number;
  name: string;
  baseDataSetName: string;
}

/** One of RFCU's report definitions whose data set the demo left unfinished. */
async function unfinished(page: Page, name: string): Promise<Definition> {
  const { clients } = await graphql<{ clients: { acronym: string; reportDefinitions: Definition[] }[] }>(
    page,
    "{ clients { acronym reportDefinitions { databaseId name baseDataSetName } } }",
  );
  const found = clients.find((c) => c.acronym === "RFCU")?.reportDefinitions.find((d) => d.name === name);
  if (!found) throw new Error(`The demo's RFCU has no '${name}'.`);
  return found;
}

/** What the report said before: an error naming the page, and no data. */
async function expectNoErrorWording(page: Page) {
  await expect(page.getByText(/Error retrieving report data/)).toHaveCount(0);
  await expect(page.getByText("No data is available for this report.")).toHaveCount(0);
}

const notice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "This report's data is not ready yet." });

test("a report whose data set has not been run says so; staff run it and the report appears without a reload", async ({
  page,
}) => {
  // The run may queue behind the demo's background computations on two cores.
  test.setTimeout(180_000);
  await homeWithClient(page, "staff");
  const draft = await unfinished(page, "July 2022 Board Draft");
  await navigateInApp(page, `/analysis/reports/${draft.databaseId}?report=21`);
  expect(await settled(page)).toBe("empty");
  await expect(notice(page)).toContainText(`The data set '${draft.baseDataSetName}' has not been run.`);
  await expect(notice(page).getByTestId("status-tag")).toHaveText("pending");
  await expectNoErrorWording(page);

  // A reload would lose this mark: the report must come by itself.
  await page.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));
  await notice(page)
    .getByRole("button", { name: `Run ${draft.baseDataSetName}` })
    .click();
  // Started arrives live (unless the run completes first and the report takes its place).
  await expect(
    notice(page)
      .getByText(`The data set '${draft.baseDataSetName}' is still running.`, { exact: false })
      .or(page.locator('article[data-render-state="complete"]')),
  ).toBeVisible({ timeout: 60_000 });
  await expect(card(page)).toHaveAttribute("data-render-state", "complete", { timeout: 150_000 });
  await expect(page.getByRole("heading", { name: "NEV Summary" })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
});

test("a report whose data set's run failed says why and offers Rerun to staff", async ({ page }) => {
  test.setTimeout(90_000);
  await homeWithClient(page, "staff");
  const tyc = await unfinished(page, "July 2022 TYC");
  await navigateInApp(page, `/analysis/reports/${tyc.databaseId}?report=21`);
  expect(await settled(page)).toBe("empty");
  await expect(notice(page)).toContainText(
    new RegExp(`The last run of the data set '${tyc.baseDataSetName}' failed: Run result \\d+ was not found`),
  );
  await expect(notice(page).getByTestId("status-tag")).toHaveText("Failed");
  await expect(notice(page).getByRole("button", { name: `Rerun ${tyc.baseDataSetName}` })).toBeVisible();
  await expectNoErrorWording(page);
});
