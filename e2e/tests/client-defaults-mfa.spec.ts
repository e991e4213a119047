import { devices, type Browser } from "@playwright/test";
import { fetchTokens, issueEnrolmentCodeAt } from "@alm/test-support";
import { expect, test } from "./fixtures.ts";
import { forgetClient, homeWithClient } from "./management-helpers.ts";
import { openSignedIn, signIn } from "./sign-in.ts";

// LCCU's user, prospect, never finishes an enrolment in any journey: each sign-in here stops at
// the enrolment page (past the gate with a code staff issued), so nothing of it is stored.
const SWITCH = "Require two-step sign-in for this institution's users";
const INSTITUTION = "Lakeshore Community Credit Union";
/** The shared machine is slow: pages and the app get time to load. */
const SLOW = { timeout: 30_000 };
/** A phone: 390 px wide, touch, a mobile browser's user agent. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 5"].userAgent,
};

async function staffToken(apiUrl: string, gatewayUrl: string) {
  const tokens = await fetchTokens({
    issuer: `${apiUrl}/oidc`,
    clientId: "alm-gateway",
    clientSecret: "alm-gateway-local-secret",
    redirectUri: `${gatewayUrl}/auth/callback`,
    username: "staff",
    password: "staff",
  });
  return tokens.access_token;
}

/** Whatever happened, LCCU's users sign in without a second factor again (other journeys share the demo). */
async function stopRequiringMfa(apiUrl: string, gatewayUrl: string) {
  const token = await staffToken(apiUrl, gatewayUrl);
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${apiUrl}${path}?api-version=1.0`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
  const clients = (await (await call("/core/clients")).json()) as {
    data: { model: { id: number; acronym: string }[] };
  };
  const id = clients.data.model.find((c) => c.acronym === "LCCU")?.id;
  const pref = { type: "client", id, domain: "analysis", prefKey: "isMfaEnabled", prefValue: false };
  expect((await call("/core/prefs/pref", { method: "PUT", body: JSON.stringify(pref) })).status).toBe(200);
}

/**
 * prospect signs in, in a browser of its own: the page that follows the password says a link was
 * e-mailed; with the code staff issued instead, prospect stops at the enrolment page.
 */
async function prospectSignsIn(
  browser: Browser,
  stack: { apiUrl: string; gatewayUrl: string },
  options: Record<string, unknown> = {},
) {
  const context = await browser.newContext({ baseURL: stack.gatewayUrl, ...options });
  const page = await context.newPage();
  await page.goto("/analysis/");
  await signIn(page, "prospect");
  await expect(page.getByText("we sent a link to your e-mail address on file")).toBeVisible(SLOW);
  const staff = await staffToken(stack.apiUrl, stack.gatewayUrl);
  const code = await issueEnrolmentCodeAt(stack.apiUrl, staff, { username: "prospect", tenant: "LCCU" });
  await page.getByLabel("Enrolment code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  return { context, page };
}

test("staff require two-step sign-in in Client Defaults, told what follows; the institution's user then meets the enrolment, on a phone with the app's link", async ({
  page,
  browser,
  baseURL,
  apiUrl,
}) => {
  test.setTimeout(180_000);
  const gatewayUrl = baseURL ?? "";
  try {
    await homeWithClient(page, "staff", "LCCU");
    await page.getByRole("button", { name: "Client Defaults" }).click();
    const setting = page.getByRole("region", { name: "Sign-in security" });
    const toggle = setting.getByRole("switch", { name: SWITCH });
    await expect(toggle).not.toBeChecked(SLOW);
    await expect(setting).toContainText("Off: LCCU's users sign in with their password alone.");

    // The consequences come before anything changes; Cancel changes nothing.
    await toggle.click();
    const ask = page.getByRole("dialog", { name: `Require two-step sign-in for ${INSTITUTION}?` });
    await expect(ask).toContainText("ask, after the password, for a code from an authenticator app");
    await expect(ask).toContainText("with a link e-mailed to their address on file");
    await expect(ask).toContainText("are signed out at once");
    await expect(ask).toContainText("personal access tokens they made without a code stop working");
    await expect(ask).toContainText("Service accounts of LCCU are no people");
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(toggle).not.toBeChecked();

    await toggle.click();
    await ask.getByRole("button", { name: "Require two-step sign-in" }).click();
    await expect(page.getByText("Two-step sign-in is now required for LCCU's users").first()).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(setting).toContainText("On: LCCU's users sign in with their password and a code");
    // The state shown is the server's.
    await page.reload();
    await expect(toggle).toBeChecked(SLOW);

    // LCCU's user meets the enrolment at their next sign-in, past the gate a password alone does
    // not open; on a desktop the QR code serves.
    const desk = await prospectSignsIn(browser, { apiUrl, gatewayUrl });
    await expect(desk.page.getByRole("heading", { name: "Set up your authenticator" })).toBeVisible(SLOW);
    await expect(desk.page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await expect(desk.page.getByRole("link", { name: "Open in authenticator app" })).toBeHidden();
    await desk.context.close();

    // A phone cannot scan its own screen: the page offers the account to the app on the phone.
    const phone = await prospectSignsIn(browser, { apiUrl, gatewayUrl }, PHONE);
    await expect(phone.page.getByRole("heading", { name: "Set up your authenticator" })).toBeVisible(SLOW);
    const link = phone.page.getByRole("link", { name: "Open in authenticator app" });
    await expect(link).toBeVisible();
    await expect(phone.page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = await phone.page.locator("#totp-secret").getAttribute("data-secret");
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(href.protocol).toBe("otpauth:");
    expect(href.searchParams.get("secret")).toBe(secret);
    expect(decodeURIComponent(href.pathname)).toContain("prospect");
    await phone.context.close();

    // Put back from the same screen, after its own question.
    await toggle.click();
    const stop = page.getByRole("dialog", { name: `Stop requiring two-step sign-in for ${INSTITUTION}?` });
    await expect(stop).toContainText("will sign in with their password alone");
    await stop.getByRole("button", { name: "Stop requiring it" }).click();
    await expect(toggle).not.toBeChecked();
    await expect(setting).toContainText("Off: LCCU's users sign in with their password alone.");
    await forgetClient(page);
  } finally {
    await stopRequiringMfa(apiUrl, gatewayUrl);
  }
});

test("a client user's Client Defaults offers no switch (the api lets staff alone change it)", async ({
  page,
}) => {
  // Client users have no Client Defaults screen at all: they are sent to their reports.
  await openSignedIn(page, "client", "/analysis/clientsettings");
  await expect(page).toHaveURL(/\/analysis\/reports/, SLOW);
  await expect(page.getByRole("switch", { name: SWITCH })).toHaveCount(0);
});
