import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./axe.ts";
import { openSignedIn } from "./sign-in.ts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a person makes an access token in the user menu, sees it once, uses it, and revokes it", async ({
  page,
  playwright,
}) => {
  // Two accessibility scans of a dialog over the home page take most of the default 30 s.
  test.setTimeout(90_000);
  const name = `Nightly export ${Date.now()}`;
  await openSignedIn(page, "client", "/analysis/");
  await page.getByTestId("user-name").click();
  await page.getByRole("menuitem", { name: "Access Tokens" }).click();
  const dialog = page.getByRole("dialog", { name: "Access tokens" });
  await expect(dialog).toContainText("Authorization: Bearer");

  await dialog.getByRole("button", { name: "New token" }).click();
  const form = dialog.getByRole("form", { name: "New access token" });
  // Only what this person holds is offered: View, Receive Notifications and Manage Preferences,
  // not Approve.
  const scopes = form.getByRole("group", { name: "Scopes" }).getByRole("checkbox");
  await expect(scopes).toHaveCount(3);
  await expect(form.getByRole("checkbox", { name: "Manage Preferences" })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "View", exact: true })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Receive Notifications" })).not.toBeChecked();
  await form.getByRole("button", { name: "Create token" }).click();
  await expect(form.getByText("A name is required.")).toBeVisible();
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Expires in").click();
  await page.getByRole("option", { name: "90 days" }).click();
  await expectAccessible(page);
  await form.getByRole("button", { name: "Create token" }).click();

  await expect(dialog.getByText("it is shown only this once")).toBeVisible();
  const secret = await dialog.getByLabel("New token").inputValue();
  expect(secret).toMatch(/^almpat_/);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // A script with the token (no cookies): it reads as the person.
  const script = await playwright.request.newContext({ baseURL: page.url() });
  const viewer = () =>
    script.post("/graphql", {
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      data: { query: "{ viewer { name tenant } }" },
    });
  const answer = await viewer();
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ data: { viewer: { name: "Marcus Bell", tenant: "RFCU" } } });

  await dialog.getByRole("button", { name: "Done" }).click();
  const row = dialog.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("View");
  await expect(dialog).not.toContainText(secret);
  // Opened again, the list says when the token was last used.
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByTestId("user-name").click();
  await page.getByRole("menuitem", { name: "Access Tokens" }).click();
  await expect(row.getByRole("cell").nth(4)).not.toHaveText("Never");
  await expectAccessible(page);

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke access token" });
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText(`Access token “${name}” revoked`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const refused = await viewer();
  expect(refused.status()).toBe(401);
  expect(refused.headers()["www-authenticate"]).toBe('Bearer error="invalid_token"');
  await script.dispose();
});
