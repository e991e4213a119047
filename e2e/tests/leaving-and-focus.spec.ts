import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { dataSetsPanel, forgetClient, homeWithClient } from "./management-helpers.ts";
import { openSignedIn, signOut } from "./sign-in.ts";

const leaveDialog = (page: Page) => page.getByRole("dialog", { name: "Leave without saving?" });
const goHome = (page: Page) => page.getByRole("link", { name: "ALM Analysis" }).click();

test.describe("unsaved changes", () => {
  test.afterEach(async ({ page }) => forgetClient(page));

  test("leaving Charts of Accounts with a changed folder asks first", async ({ page }) => {
    await homeWithClient(page, "staff");
    await page.getByRole("button", { name: "Charts of Accounts" }).click();
    await expect(page).toHaveURL(/\/analysis\/coa$/);
    // Unchanged, the page is left without a question.
    await goHome(page);
    await expect(page).toHaveURL(/\/analysis\/?$/);
    await page.getByRole("button", { name: "Charts of Accounts" }).click();
    await page
      .getByRole("switch", { name: /^NEV visible: / })
      .first()
      .click();
    await expect(page.getByText(/unsaved change/)).toBeVisible();
    await goHome(page);
    await leaveDialog(page).getByRole("button", { name: "Stay on this page" }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/analysis\/coa$/);
    await expect(page.getByText(/unsaved change/)).toBeVisible();
    await goHome(page);
    await leaveDialog(page).getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/analysis\/?$/);
  });

  test("leaving Client Defaults with a changed field asks first", async ({ page }) => {
    await homeWithClient(page, "staff");
    await page.getByRole("button", { name: "Client Defaults" }).click();
    await expect(page).toHaveURL(/\/analysis\/clientsettings$/);
    const years = page.getByLabel("NII Years");
    const before = await years.inputValue();
    await years.fill(before === "3" ? "2" : "3");
    await goHome(page);
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(/\/analysis\/clientsettings$/);
    // Back to the saved value: nothing to lose, nothing asked.
    await years.fill(before);
    await goHome(page);
    await expect(page).toHaveURL(/\/analysis\/?$/);
    await expect(leaveDialog(page)).toHaveCount(0);
  });

  test("keyboard focus on a home card shows a ring", async ({ page }) => {
    await homeWithClient(page, "staff");
    const panel = dataSetsPanel(page);
    // The cards arrive after the panel: tabbing before them would pass them by.
    await expect(panel.getByRole("button", { name: /^Open / }).first()).toBeVisible();
    await panel.getByRole("checkbox", { name: "Only Unattached Data Sets" }).focus();
    // Tab until a card's open action has the focus, as a keyboard user would.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
      if (name.startsWith("Open ")) break;
    }
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return {
        label: document.activeElement?.getAttribute("aria-label"),
        style: style.outlineStyle,
        width: style.outlineWidth,
      };
    });
    expect(ring.label).toMatch(/^Open /);
    expect(ring).toMatchObject({ style: "solid", width: "2px" });
  });
});

test("Sign Out says 'Signing out' (spec shell section 8)", async ({ page }) => {
  // The page is gone a moment later: it reports what it shows as it shows it.
  const seen: string[] = [];
  await page.exposeFunction("reportSigningOut", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportSigningOut(text: string): void }).reportSigningOut;
    new MutationObserver(() => {
      const alert = Array.from(document.querySelectorAll('[role="alert"]')).find((a) =>
        a.textContent?.includes("Signing out"),
      );
      if (alert) report(alert.textContent ?? "");
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openSignedIn(page, "analyst", "/analysis/");
  await expect(page.getByTestId("user-name")).toBeVisible();
  expect(seen).toEqual([]);
  await signOut(page);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen[0]).toBe("Signing out");
});
