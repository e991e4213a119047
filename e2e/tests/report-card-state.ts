import { expect, type Page } from "@playwright/test";

/** The report card: its data-render-state says loading, complete, error or empty. */
export const card = (page: Page) => page.locator("article[data-render-state]");

/** Waits until the card shows the report the URL names, finished whatever the outcome. */
export async function settled(page: Page) {
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
      { timeout: 45_000, intervals: [50, 100, 200] },
    )
    .not.toBe("waiting");
  return card(page).getAttribute("data-render-state");
}

/** The report list: docked beside the report on a wide screen, a drawer to open on a phone. */
export const reportList = (page: Page) => page.getByRole("navigation", { name: "Reports" });

/** A report of the list (a tree view: categories and NII pages are its branches). */
export const reportEntry = (page: Page, name: string) =>
  reportList(page).getByRole("treeitem", { name, exact: true }).first();

/** Every report of the list: the tree's leaves. */
export const reportEntries = (page: Page) =>
  reportList(page)
    .getByRole("treeitem")
    .filter({ hasNot: page.getByRole("group") });

/** Opens a report from the list and waits until its card has finished. */
export async function openReport(page: Page, name: string) {
  await reportEntry(page, name).click();
  return settled(page);
}

/**
 * Opens NEV Summary on the reports screen the page shows and waits until it has data. The stacks
 * start on the demo with its runs computed, so the first look finds it; should it not, the page is
 * loaded again every 2 s until it does (loading it again at once cost every such journey a
 * second load of the app).
 */
export async function firstReportWithData(page: Page) {
  let looks = 0;
  await expect
    .poll(
      async () => {
        if (looks++ > 0) await page.reload();
        const drawerButton = page.getByRole("button", { name: "Reports", exact: true });
        await expect(reportList(page).or(drawerButton)).toBeVisible({ timeout: 20_000 });
        if (!(await reportList(page).isVisible())) await drawerButton.click();
        return openReport(page, "NEV Summary");
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe("complete");
}
