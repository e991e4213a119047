import { expect, test } from "./fixtures.ts";
import { signIn, signOut } from "./sign-in.ts";

test("staff signs in, sees their name, and signs out", async ({ page }) => {
  await page.goto("/analysis/");
  await signIn(page, "staff");
  await expect(page).toHaveURL(/\/analysis\/$/);
  await expect(page.getByRole("link", { name: "ALM Analysis" })).toBeVisible();
  await expect(page.getByTestId("user-name")).toHaveText("Dana Whitfield");
  await expect(page).toHaveTitle("[LOCAL] ALM | Home");

  await signOut(page);
  // Both sessions ended: the app sends the browser to the provider, which asks for a password.
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.goto("/analysis/");
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("a client user signs in and sees their own name", async ({ page }) => {
  await page.goto("/analysis/");
  await signIn(page, "client");
  await expect(page.getByTestId("user-name")).toHaveText("Marcus Bell");
  await signOut(page);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("the sign-in page and the app load no missing asset", async ({ page }) => {
  const failures: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
  });
  page.on("requestfailed", (r) => failures.push(`failed ${r.url()}`));
  await page.goto("/analysis/");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await signIn(page, "client");
  await expect(page.getByTestId("user-name")).toHaveText("Marcus Bell");
  await page.waitForLoadState("networkidle");
  expect(failures).toEqual([]);
});

test("a wrong password stays on the sign-in page with a message", async ({ page }) => {
  await page.goto("/analysis/");
  await signIn(page, "staff", "not-the-password");
  await expect(page.getByRole("alert")).toHaveText(/The username or password is incorrect/);
  await expect(page.getByLabel("Username")).toHaveValue("staff");
  await signIn(page, "staff");
  await expect(page.getByTestId("user-name")).toHaveText("Dana Whitfield");
});

test("after sign-in the visitor comes back to the page asked for", async ({ page }) => {
  await page.goto("/analysis/?from=bookmark");
  await signIn(page, "analyst");
  await expect(page).toHaveURL(/\/analysis\/\?from=bookmark$/);
  await expect(page.getByTestId("user-name")).toHaveText("Priya Raman");
});
