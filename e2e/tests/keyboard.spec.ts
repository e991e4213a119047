import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./axe.ts";
import { reportList, settled } from "./report-card-state.ts";
import { openSignedIn } from "./sign-in.ts";

/**
 * Issue "Client screens a CFO trusts", item 5: reaching NEV Summary took 29 Tabs. Skip links lead
 * past the header, and the report list is a tree view: one Tab stop, arrows inside.
 */

const tree = (page: Page) => reportList(page).getByRole("tree", { name: "Reports" });
const node = (page: Page, name: string) => tree(page).getByRole("treeitem", { name, exact: true });

/** Presses keys one at a time, counting them. */
function keyboard(page: Page) {
  let count = 0;
  return {
    press: async (...keys: string[]) => {
      for (const key of keys) {
        count++;
        await page.keyboard.press(key);
      }
    },
    get count() {
      return count;
    },
  };
}

/** The element with focus lies inside the report card. */
const focusInReport = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("article[data-render-state]") !== null);

test("from page load, NEV Summary opens in a handful of keys, and the report list is one Tab stop with arrow keys", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, "client", "/analysis/reports");
  // A first visit opens the first report of the list.
  await expect(node(page, "Executive Summary")).toHaveAttribute("aria-current", "page", { timeout: 20_000 });
  const keys = keyboard(page);

  await keys.press("Tab");
  const skipToList = page.getByRole("link", { name: "Skip to report list" });
  await expect(skipToList).toBeFocused();
  await expect(skipToList, "a skip link shows once focused").toBeInViewport();
  await expectAccessible(page);
  await keys.press("Enter");
  // The list's Tab stop is the open report.
  await expect(node(page, "Executive Summary")).toBeFocused();
  await keys.press("n");
  await expect(node(page, "NEV Summary")).toBeFocused();
  await keys.press("Enter");
  expect(await settled(page)).toBe("complete");
  await expect(node(page, "NEV Summary")).toHaveAttribute("aria-current", "page");
  // The browser title names the report open, as a tab or a screen reader's window list says it.
  await expect(page).toHaveTitle("[LOCAL] ALM | Reports | NEV Summary");
  expect(keys.count, "key presses from page load to NEV Summary").toBeLessThanOrEqual(5);
  // NEV Summary on the reports screen is scanned by "the reports screen and a report card are accessible".
  await expect(node(page, "NEV Summary")).toBeFocused();

  // Up and Down move; Left goes to the category, then closes it; Right opens and enters.
  await keys.press("ArrowUp");
  await expect(node(page, "ALM Summary")).toBeFocused();
  await keys.press("ArrowLeft");
  const overview = node(page, "Report Overview");
  await expect(overview).toBeFocused();
  await keys.press("ArrowLeft");
  await expect(overview).toHaveAttribute("aria-expanded", "false");
  await expect(node(page, "NEV Summary")).toHaveCount(0);
  await keys.press("ArrowDown");
  await expect(node(page, "Net Economic Value")).toBeFocused();
  await keys.press("ArrowRight");
  await expect(node(page, "NEV Overview")).toBeFocused();
  await keys.press("Enter");
  expect(await settled(page)).toBe("complete");
  await expect(node(page, "NEV Overview")).toHaveAttribute("aria-current", "page");
  await keys.press("Home");
  await expect(node(page, "Balance Sheet Assessment")).toBeFocused();
  await keys.press("ArrowRight");
  await expect(node(page, "Executive Summary")).toBeFocused();
  await keys.press("ArrowLeft");
  await expect(node(page, "Balance Sheet Assessment")).toBeFocused();

  // One Tab leaves the list, one Shift+Tab comes back to where it was left.
  await keys.press("Tab");
  await expect(page.getByRole("button", { name: "Hide report list" })).toBeFocused();
  await keys.press("Shift+Tab");
  await expect(node(page, "Balance Sheet Assessment")).toBeFocused();
  // Only one node of the list is a Tab stop.
  await expect(tree(page).locator('[tabindex="0"]')).toHaveCount(1);

  // "Skip to report" is the second link: the next Tab is the report's first control.
  await page.reload();
  await expect(node(page, "NEV Overview")).toHaveAttribute("aria-current", "page", { timeout: 20_000 });
  expect(await settled(page)).toBe("complete");
  await keys.press("Tab", "Tab");
  await expect(page.getByRole("link", { name: "Skip to report", exact: true })).toBeFocused();
  await keys.press("Enter", "Tab");
  expect(await focusInReport(page), "the Tab after 'Skip to report' lands in the report").toBe(true);
  await expectAccessible(page);
});

test("on a phone, 'Skip to report list' opens the list's drawer on the open report, and Enter on another closes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, "client", "/analysis/reports");
  await expect(page.getByRole("button", { name: "Reports", exact: true })).toBeVisible({ timeout: 20_000 });
  // A first visit opens the first report of the list: a Tab pressed before that move began on a
  // page the move then replaced (seen under load).
  await expect(page).toHaveURL(/report=\d+/, { timeout: 20_000 });
  await settled(page);
  await expect(reportList(page)).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to report list" })).toBeFocused();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Report list" });
  await expect(drawer.getByRole("treeitem", { name: "Executive Summary", exact: true })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press("n");
  await page.keyboard.press("Enter");
  expect(await settled(page)).toBe("complete");
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Reports", exact: true }).click();
  await expect(drawer.getByRole("treeitem", { name: "NEV Summary", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
