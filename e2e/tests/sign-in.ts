import { signInAtGateway } from "@alm/test-support";
import { expect, type Page } from "@playwright/test";
import { stackUrls } from "../stack/stacks.ts";
import { test } from "./fixtures.ts";

/** Signs in on the identity provider's page the app sent the browser to. */
export async function signIn(page: Page, username: string, password = username): Promise<void> {
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Opens `path` signed in, for journeys about what comes after signing in: the same sign-in form is
 * posted over HTTP and its cookies handed to the browser, which saves the browser a load of the app
 * and one of the sign-in page (the sign-in journeys go through the page itself).
 */
export async function openSignedIn(page: Page, username: string, path: string): Promise<void> {
  const { gatewayUrl } = stackUrls(test.info().parallelIndex);
  const { jar } = await signInAtGateway(gatewayUrl, username, { returnTo: path });
  // Ports do not separate cookies: the provider's and the gateway's all belong to localhost.
  const domain = new URL(gatewayUrl).hostname;
  await page.context().addCookies(jar.all().map((c) => ({ ...c, domain })));
  await page.goto(path);
}

/** Sign Out sits in the user menu of the header. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId("user-name").click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
}
