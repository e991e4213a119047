import { expect, test } from "./fixtures.ts";
import { openSignedIn } from "./sign-in.ts";

test("the font size choice applies to the page and survives a reload", async ({ page }) => {
  await openSignedIn(page, "staff", "/analysis/");
  await page.getByTestId("user-name").click();
  await page.getByRole("menuitemradio", { name: "Large text" }).click();
  await page.keyboard.press("Escape");
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await rootSize()).toBe("18px");
  await page.reload();
  await expect(page.getByTestId("user-name")).toBeVisible();
  expect(await rootSize()).toBe("18px");
});

test("an idle user is warned a minute before, can stay, and is then signed out", async ({ page }) => {
  await page.clock.install();
  await openSignedIn(page, "analyst", "/analysis/");
  await expect(page.getByTestId("user-name")).toBeVisible();
  await page.clock.fastForward("19:05");
  const dialog = page.getByRole("dialog", { name: "Oh no!" });
  await expect(dialog).toContainText("You will be signed out in 60 seconds due to inactivity.");
  await dialog.getByRole("button", { name: "Stay Logged In" }).click();
  await expect(dialog).toBeHidden();
  await page.clock.fastForward("19:05");
  await expect(dialog).toBeVisible();
  await page.clock.fastForward("01:00");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("a Perpetual Login user is never warned", async ({ page }) => {
  await page.clock.install();
  await openSignedIn(page, "staff", "/analysis/");
  await expect(page.getByTestId("user-name")).toBeVisible();
  await page.clock.fastForward("25:00");
  await expect(page.getByRole("dialog", { name: "Oh no!" })).toBeHidden();
  await expect(page.getByTestId("user-name")).toBeVisible();
});

test("inside another site's frame the browser refuses to show the app", async ({ page, baseURL }) => {
  const framed = (baseURL ?? "").replace("localhost", "127.0.0.1");
  await page.goto(`${baseURL}/analysis/error`);
  await page.setContent(
    `<iframe title="framed" src="${framed}/analysis/browser" width="800" height="600"></iframe>`,
  );
  const headers = (await page.request.get(`${framed}/analysis/browser`)).headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  // Chromium puts its own error page in the frame: nothing of the app is ever drawn there (the
  // app's own iframe guard, unit-tested in web/src/shell, stays as a second line of defence).
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
  await expect(
    page.frameLocator("iframe[title=framed]").getByRole("link", { name: "Take me home" }),
  ).toHaveCount(0);
});

test.describe("in an unsupported browser", () => {
  test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0" });
  test("the visitor is sent to the supported-browsers page", async ({ page }) => {
    await openSignedIn(page, "staff", "/analysis/");
    await expect(page).toHaveURL(/\/analysis\/browser$/);
    await expect(page.getByRole("heading", { name: "Unsupported Browser" })).toBeVisible();
    await expect(page.getByText("Recommended minimum screen resolution: 1280 x 768.")).toBeVisible();
  });
});

test("an unknown path goes home", async ({ page }) => {
  await openSignedIn(page, "staff", "/analysis/");
  await page.goto("/analysis/no/such/page");
  await expect(page).toHaveURL(/\/analysis\/?$/);
});

test("the error page shows its route parameters and the way home unless told not to", async ({ page }) => {
  await page.goto("/analysis/error?message1=Report%20missing&message2=Ask%20your%20analyst");
  await expect(page.getByRole("heading", { name: "Ooops!" })).toBeVisible();
  await expect(page.getByText("Report missing")).toBeVisible();
  await expect(page.getByText("Ask your analyst")).toBeVisible();
  await expect(page.getByRole("link", { name: "Take me home" })).toBeVisible();
  await page.goto("/analysis/error?message1=Nope&noRedirect=true");
  await expect(page.getByRole("link", { name: "Take me home" })).toHaveCount(0);
  await page.goto("/analysis/error");
  await expect(page.getByText("The page you requested does not exist.")).toBeVisible();
});

test("a new build is announced and the page reloads", async ({ page }) => {
  await page.clock.install();
  // The deployment's settings arrive only once the new build is out, as on a loaded machine where
  // they came after the page's first check: the checks then start again with them, and the page,
  // which had its first answer, must announce the build rather than reload at once, again and again.
  let releaseSettings = () => {};
  const settingsHeld = new Promise<void>((resolve) => (releaseSettings = resolve));
  await page.route("**/app-config.json", async (route) => {
    const response = await route.fetch();
    await settingsHeld;
    await route.fulfill({ response });
  });
  // The app checks its build as it starts, and a different build then reloads it at once: the new
  // build is announced only once that first check has its answer.
  const firstCheck = page.waitForResponse((response) => response.url().endsWith("/version.json"));
  await openSignedIn(page, "staff", "/analysis/");
  await expect(page.getByTestId("user-name")).toBeVisible();
  await firstCheck;
  await page.route("**/version.json", (route) => route.fulfill({ json: { buildNumber: "9999.01.01.1" } }));
  const settingsArrived = page.waitForResponse((response) => response.url().endsWith("/app-config.json"));
  releaseSettings();
  await settingsArrived;
  // The checks start again with the settings, and their first one finds the new build.
  // Home's panels are status regions too while a remembered client's lists load (the clock stands still).
  await expect(
    page.getByRole("status").filter({ hasText: "A new version of ALM Analysis is available." }),
  ).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await page.clock.fastForward("01:01");
  await reloaded;
});

test("activity in one tab keeps every tab of the session signed in", async ({ context }) => {
  await context.clock.install();
  const first = await context.newPage();
  await openSignedIn(first, "analyst", "/analysis/");
  await expect(first.getByTestId("user-name")).toBeVisible();
  const second = await context.newPage();
  await second.goto("/analysis/");
  await expect(second.getByTestId("user-name")).toBeVisible();
  await context.clock.fastForward("10:00");
  await second.mouse.move(200, 200);
  await second.mouse.move(220, 240);
  await context.clock.fastForward("10:00");
  // The first tab was idle for 20 minutes, but the session was not.
  await expect(first.getByRole("dialog", { name: "Oh no!" })).toBeHidden();
  await context.clock.fastForward("09:30");
  await expect(first.getByRole("dialog", { name: "Oh no!" })).toBeVisible();
});

test("an analyst navigates without staff-only approval tools", async ({ page }) => {
  await openSignedIn(page, "analyst", "/analysis/");
  await page.getByRole("button", { name: "Analysis" }).click();
  await expect(page.getByRole("menuitem", { name: /Client Defaults/ })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /Reports/ })).toBeVisible();
});
