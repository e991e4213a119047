import { expect, type Page } from "@playwright/test";

/** Signs in on the identity provider's page the app sent the browser to. */
export async function signIn(page: Page, username: string, password = username): Promise<void> {
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Sign Out sits in the user menu of the header. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId("user-name").click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
}
