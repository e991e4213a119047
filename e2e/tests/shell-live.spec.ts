import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openSignedIn } from "./sign-in.ts";

async function graphql(page: Page, query: string) {
  return page.evaluate(async (q) => {
    const res = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: q }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  }, query);
}

test("staff navigate by the server's dictionary and see the firm's footer", async ({ page }) => {
  await openSignedIn(page, "staff", "/analysis/");
  await page.getByRole("button", { name: "Analysis" }).click();
  await expect(page.getByRole("menuitem", { name: /Client Defaults/ })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /Charts of Accounts/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /Privacy/ })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /Form ADV Part 2/ })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} ALM Advisory`);
});

test("a client user sees only the items they may use", async ({ page }) => {
  await openSignedIn(page, "client", "/analysis/");
  await page.getByRole("button", { name: "Analysis" }).click();
  await expect(page.getByRole("menuitem", { name: /Reports/ })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /Client Defaults/ })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: /Charts of Accounts/ })).toHaveCount(0);
});

test("a user without View sees the info card instead of the page", async ({ page }) => {
  test.slow(); // four page loads on a shared machine
  await openSignedIn(page, "prospect", "/analysis/");
  await expect(page.getByTestId("user-name")).toHaveText("Jordan Lee", { timeout: 30_000 });
  await expect(page.getByRole("main")).toContainText("Analysis");
  await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("target", "_blank");
  // The product's screenshot on the card is a real image, not a broken one.
  const screenshot = page.getByRole("img", { name: /screenshot/ });
  await expect(screenshot).toBeVisible();
  await expect
    .poll(() => screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(100);
  // Deep links into the analysis show the same card, never the server's refusal as a raw error.
  for (const path of ["/analysis/reports", "/analysis/clientsettings", "/analysis/coa"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("target", "_blank", {
      timeout: 30_000,
    });
    await expect(page.getByRole("main")).not.toContainText(/permission|FORBIDDEN|error/i);
  }
});

/** Resolves once the page's shell has sent its subscription to the bell's feed. */
function bellSubscribed(page: Page) {
  return new Promise<void>((resolve) =>
    page.on("websocket", (socket) =>
      socket.on("framesent", ({ payload }) => {
        if (String(payload).includes("NotificationReceived")) resolve();
      }),
    ),
  );
}

declare global {
  interface Window {
    __bell?: { animated: boolean; colour: string };
  }
}

/** Records whether the bell starts an animation, and its colour the moment its count changes. */
async function watchBell(page: Page) {
  await page.getByTestId("notification-bell").evaluate((bell) => {
    const seen = { animated: false, colour: "" };
    window.__bell = seen;
    bell.addEventListener("animationstart", () => (seen.animated = true));
    new MutationObserver(() => (seen.colour ||= getComputedStyle(bell).color)).observe(bell, {
      attributeFilter: ["aria-label"],
    });
  });
}

// The bell swings only for a viewer whose system does not ask for less motion (every other journey asks:
// playwright.config.ts).
test.describe(() => {
  test.use({ reducedMotion: "no-preference" });

  test("a status change pushed by the api reaches the bell and a popup", async ({
    page,
    browser,
    baseURL,
  }) => {
    // A second viewer whose system asks for less motion.
    const calm = await (await browser.newContext({ baseURL, reducedMotion: "reduce" })).newPage();
    // The bell subscribes over the app's socket once the shell is up; graphql-ws acknowledges no
    // subscription, so the change is caused once the subscribe has been sent and the gateway has had
    // a moment to read the viewer and register it (the feed does not replay what came before).
    const subscribed = [bellSubscribed(page), bellSubscribed(calm)];
    await openSignedIn(page, "staff", "/analysis/");
    await openSignedIn(calm, "staff", "/analysis/");
    for (const viewer of [page, calm]) {
      await expect(viewer.getByTestId("notification-bell")).toBeVisible();
      await watchBell(viewer);
    }
    await Promise.all(subscribed);
    await page.waitForTimeout(1500);
    const list = await graphql(page, "{ clients { acronym reportDefinitions { id isApproved status } } }");
    const clients = (list.data?.clients ?? []) as {
      acronym: string;
      reportDefinitions: { id: string; isApproved: boolean; status: string }[];
    }[];
    const candidate = clients
      .find((c) => c.acronym === "RFCU")
      ?.reportDefinitions.find((d) => !d.isApproved && d.status === "COMPLETED");
    expect(candidate, JSON.stringify(list)).toBeTruthy();
    await graphql(page, `mutation { approveReportDefinition(id: "${candidate?.id}") { __typename } }`);
    // The popup shows the subject cut to 42 characters; the bell list shows it whole.
    const popup = page.getByRole("alert").filter({ hasText: "The report" });
    await expect(popup).toBeVisible();
    expect((await popup.innerText()).trim()).toHaveLength(42);
    await expect(page.getByTestId("notification-bell")).toHaveAccessibleName(/1 new/);
    await page.getByTestId("notification-bell").click();
    await expect(page.getByRole("menuitem", { name: /has been approved/ }).first()).toBeVisible();
    // The bell rings (it swings); asked for less motion, it turns amber instead (warning.light).
    expect(await page.evaluate(() => window.__bell?.animated)).toBe(true);
    await expect(calm.getByTestId("notification-bell")).toHaveAccessibleName(/1 new/);
    expect(await calm.evaluate(() => window.__bell)).toEqual({ animated: false, colour: "rgb(255, 152, 0)" });
    await calm.context().close();
  });
});

test("the info page lists messages newest first with errors marked", async ({ page }) => {
  await openSignedIn(page, "staff", "/analysis/info");
  const table = page.getByRole("table", { name: "Info messages" });
  await expect(table).toBeVisible();
  await expect(table.locator("tr[data-severity=ERROR]")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Info" })).toBeVisible();
  // A message's domain by the app users know it as; the raw "analysis" is the server's key.
  await expect(table.getByRole("cell", { name: "ALM Analysis", exact: true }).first()).toBeVisible();
  await expect(table.getByRole("cell", { name: "analysis", exact: true })).toHaveCount(0);
});
