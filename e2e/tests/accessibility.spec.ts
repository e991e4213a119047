import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./sign-in.ts";

/** No serious or critical violation (WCAG 2.1 A and AA rules). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test("the signed-in shell is accessible", async ({ page }) => {
  await page.goto("/analysis/");
  await expectAccessible(page);
  await signIn(page, "staff");
  await expect(page.getByTestId("user-name")).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId("user-name").click();
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Analysis" }).click();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await page.getByTestId("notification-bell").click();
  await expectAccessible(page);
  await page.goto("/analysis/info");
  await expect(page.getByRole("table", { name: "Info messages" })).toBeVisible();
  await expectAccessible(page);
});

test("the info card is accessible", async ({ page }) => {
  await page.goto("/analysis/");
  await signIn(page, "prospect");
  await expect(page.getByTestId("user-name")).toHaveText("Jordan Lee");
  await expectAccessible(page);
});

test("the error and browser pages are accessible", async ({ page }) => {
  await page.goto("/analysis/error?message1=Something%20went%20wrong");
  await expect(page.getByRole("heading", { name: "Ooops!" })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/analysis/browser");
  await expect(page.getByRole("heading", { name: "Unsupported Browser" })).toBeVisible();
  await expectAccessible(page);
});
