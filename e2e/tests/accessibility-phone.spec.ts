import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./axe.ts";
import { navigateInApp } from "./in-app-navigation.ts";
import { dataSetsPanel, forgetClient, homeWithClient, reportsPanel } from "./management-helpers.ts";
import { firstReportWithData, reportList } from "./report-card-state.ts";
import { openSignedIn } from "./sign-in.ts";

// Every screen at a phone's width: the folded header, drawers and stacked panels have their own
// markup (menus, drawer buttons), which the 1440 px checks of the other specs never render.
test.use({ viewport: { width: 390, height: 844 } });

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("sign-in, home, its drawers, Client Defaults, Charts of Accounts and Yield Curves are accessible at 390 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/analysis/");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expectAccessible(page);
  await homeWithClient(page, "staff");
  await expect(dataSetsPanel(page).getByRole("article").first()).toBeVisible();
  await expectAccessible(page);
  await mainMenu(page).getByRole("button", { name: "Menus" }).click();
  await expect(mainMenu(page).getByRole("button", { name: "Analysis" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "New data set" }).click();
  const dataSet = page.getByRole("dialog", { name: "New Data Set" });
  await expect(dataSet).toBeVisible();
  await expectAccessible(page);
  await dataSet.getByRole("button", { name: "Cancel" }).click();
  await reportsPanel(page).getByRole("button", { name: "New report" }).click();
  const report = page.getByRole("dialog", { name: "New Report" });
  await expect(report).toBeVisible();
  await expectAccessible(page);
  await report.getByRole("button", { name: "Cancel" }).click();
  // An existing data set's drawer says when it was made and changed in the product's date format
  // (its lines read "11/30/2026, 5:03:54 AM" beside the cards' "2026/11/30 5:03 AM").
  await dataSetsPanel(page)
    .getByRole("article")
    .first()
    .getByRole("button", { name: /^Open / })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Data Set" });
  await expect(edit.getByText(/^Created /)).toHaveText(
    /^Created \d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2} [AP]M by \S/,
  );
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Cancel" }).click();

  await navigateInApp(page, "/analysis/clientsettings");
  await expect(page.getByRole("group", { name: "Net Interest Income" })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await navigateInApp(page, "/analysis/coa");
  await expect(page.getByRole("table", { name: "Folder tree" })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await navigateInApp(page, "/analysis/curves");
  await expect(page.getByRole("region", { name: "Yield curves" })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await forgetClient(page);
});

test("the reports screen, its report list drawer, a report card and the info page are accessible at 390 px", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, "client", "/analysis/reports");
  const drawerButton = page.getByRole("button", { name: "Reports", exact: true });
  await expect(drawerButton).toBeVisible({ timeout: 20_000 });
  await firstReportWithData(page);
  await expectAccessible(page);
  await drawerButton.click();
  // A modal drawer is a dialog, and a dialog needs a name.
  await expect(page.getByRole("dialog", { name: "Report list" }).locator(reportList(page))).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await navigateInApp(page, "/analysis/info");
  await expect(page.getByRole("table", { name: "Info messages" })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
});
