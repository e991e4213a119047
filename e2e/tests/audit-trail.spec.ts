import { expectAccessible } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { openSignedIn, signIn, signOut } from "./sign-in.ts";

/** The shared machine is slow: pages and the app get time to load. */
const SLOW = { timeout: 30_000 };

test("staff's audited actions of one session, from a refused sign-in to the sign-out, read on the Audit Trail screen with who, when and where", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const started = Date.now();
  const name = `Audit journey ${started}`;
  await page.goto("/analysis/");
  await signIn(page, "staff", "not-the-password");
  await expect(page.getByRole("alert")).toHaveText(/The username or password is incorrect/);
  await signIn(page, "staff");
  await expect(page.getByTestId("user-name")).toHaveText("Dana Whitfield", SLOW);

  // A personal access token made and revoked in the user menu.
  await page.getByTestId("user-name").click();
  await page.getByRole("menuitem", { name: "Access Tokens" }).click();
  const dialog = page.getByRole("dialog", { name: "Access tokens" });
  await dialog.getByRole("button", { name: "New token" }).click();
  const form = dialog.getByRole("form", { name: "New access token" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Create token" }).click();
  const secret = await dialog.getByLabel("New token").inputValue();
  await dialog.getByRole("button", { name: "Done" }).click();
  await dialog.getByRole("button", { name: `Revoke ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Revoke access token" })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(page.getByText(`Access token “${name}” revoked`)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  await signOut(page);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible(SLOW);
  await signIn(page, "staff");
  await expect(page.getByTestId("user-name")).toHaveText("Dana Whitfield", SLOW);

  // Settings → Audit Trail, in the staff navigation.
  await page.getByRole("button", { name: "Analysis" }).click();
  await page.getByRole("menuitem", { name: "Audit Trail" }).click();
  await expect(page).toHaveURL(/\/analysis\/audit$/);
  const grid = page.getByRole("grid", { name: "Audit events" });
  await expect(grid.getByRole("row").nth(1)).toBeVisible(SLOW);

  // Only staff's events since the journey began: the session reads newest first.
  const filters = page.getByRole("form", { name: "Audit trail filters" });
  await filters.getByLabel("Who (username)").fill("staff");
  const local = new Date(started - new Date(started).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await filters.getByLabel("From").fill(local);
  await filters.getByRole("button", { name: "Apply" }).click();
  const actions = grid.locator('[role="gridcell"][data-field="action"]');
  // This session's events newest first; other journeys' staff sign-ins of the same minutes
  // (written late, seen up to three) may stand among them, never reorder them, and the last
  // sign-in may be written after the first read. The token's own name below ties the rows to
  // this session.
  const session = [
    "Sign in",
    "Sign out",
    "Personal access token revoked",
    "Personal access token created",
    "Sign in",
    "Sign in failed",
  ];
  const inOrder = (seen: string[]) => {
    let next = 0;
    for (const action of seen) if (action === session[next]) next++;
    return next === session.length;
  };
  const whos = grid.locator('[role="gridcell"][data-field="who"]');
  // An event written after the page was read shows when Apply asks again; until the filtered
  // answer arrives the grid still shows everyone's events (the session's among them, in order).
  await expect
    .poll(async () => {
      const filtered = (await whos.allTextContents()).every((who) => who.startsWith("staff"));
      if (filtered && inOrder(await actions.allTextContents())) return true;
      await filters.getByRole("button", { name: "Apply" }).click();
      return false;
    }, SLOW)
    .toBe(true);
  const rows = grid.getByRole("row");
  // The filter's From is a minute: a run of this journey earlier in that minute (a retry) shows
  // too, so the rows are this session's by the token's name, and the newest refusal.
  const created = rows.filter({ hasText: "Personal access token created" }).filter({ hasText: name });
  await expect(created).toContainText("staff (ALM)");
  await expect(created).toContainText(`"${name}"`);
  // The token's id links its making to its revocation.
  const tokenId = /personal access token (\S+) "/.exec((await created.textContent()) ?? "")?.[1];
  await expect(
    rows.filter({ hasText: "Personal access token revoked" }).filter({ hasText: name }),
  ).toContainText(`personal access token ${tokenId} "${name}"`);
  await expect(created).toContainText("scopes: View");
  await expect(created.locator('[data-field="address"]')).toHaveText(/127\.0\.0\.1|::1/);
  await expect(created.locator('[data-field="at"]')).not.toBeEmpty();
  await expectAccessible(page);
  const failed = rows.filter({ hasText: "Sign in failed" }).first();
  await expect(failed).toContainText("Refused");
  await expect(failed).toContainText("reason: wrong username or password");
  await expect(grid).not.toContainText(secret);

  // What: only the refusals of sign-in.
  await filters.getByLabel("Action").click();
  await page.getByRole("option", { name: "Sign in failed" }).click();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(actions.first()).toHaveText("Sign in failed", SLOW);
  await expect
    .poll(async () => new Set(await actions.allTextContents()))
    .toEqual(new Set(["Sign in failed"]));
  // The last page knows its size: nothing follows it.
  await expect(page.getByRole("button", { name: "Go to next page" })).toBeDisabled();
});

test("the Audit Trail's address sends a client user to their reports", async ({ page }) => {
  await openSignedIn(page, "client", "/analysis/audit");
  await expect(page).toHaveURL(/\/analysis\/reports/, SLOW);
  await expect(page.getByRole("form", { name: "Audit trail filters" })).toHaveCount(0);
  await expect(page.getByText(/View Audit Trail/)).toHaveCount(0);
});

test("the Audit Trail's address tells staff without View Audit Trail what they lack and sends them home", async ({
  page,
}) => {
  await openSignedIn(page, "analyst", "/analysis/audit");
  await expect(page.getByText("The Audit Trail needs the View Audit Trail permission.")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/analysis\/?$/);
  await expect(page.getByRole("grid", { name: "Audit events" })).toHaveCount(0);
});
