import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./axe.ts";
import { navigateInApp } from "./in-app-navigation.ts";
import { openSignedIn, signIn } from "./sign-in.ts";

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
  await page.keyboard.press("Escape");
  await navigateInApp(page, "/analysis/info");
  await expect(page.getByRole("table", { name: "Info messages" })).toBeVisible();
  await expectAccessible(page);
});

test("the info card is accessible", async ({ page }) => {
  await openSignedIn(page, "prospect", "/analysis/");
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
