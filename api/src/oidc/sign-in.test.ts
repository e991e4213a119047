import { CookieJar, followRedirects, submitForm, submitSignInForm } from "@alm/test-support";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  signIn,
  startTestApi,
  type TestApi,
  authorizeUrl as authorizeUrlOf,
} from "../testing/test-api.ts";

describe("embedded identity provider", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const authorizeUrl = () => authorizeUrlOf(api);

  it("issues tokens carrying the spec's claims", async () => {
    const tokens = await signIn(api, "client");
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      name: "Marcus Bell",
      username: "client",
      given_name: "Marcus",
      emails: ["client@rfcu.example.com"],
      tenant: "RFCU",
      jobTitle: "Chief Financial Officer",
      aud: "urn:alm:api",
    });
    expect(typeof access.sub).toBe("string");
    expect(typeof access.exp).toBe("number");
    expect(decodeJwt(tokens.id_token)).toMatchObject({ tenant: "RFCU", username: "client" });
    expect(tokens.refresh_token).toBeTruthy();
  });

  it("gives the hub bridge, and only it, a service token that names the hub alone", async () => {
    const grant = (id: string, secret: string, extra: Record<string, string> = {}) =>
      fetch(`${api.config.OIDC_ISSUER}/token`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ grant_type: "client_credentials", scope: "hub", ...extra }),
      });
    const res = await grant(api.config.HUB_CLIENT_ID, api.config.HUB_CLIENT_SECRET);
    const { access_token } = (await res.json()) as { access_token: string };
    expect(decodeJwt(access_token)).toMatchObject({ aud: "urn:alm:hub", tenant: "ALM", service: true });
    const rest = await callApi(api, "/core/clients", access_token);
    expect(rest.status).toBe(403);
    expect(rest.body?.errorMessage).toBe("A service token may only use the notification hub.");
    // Nor can it ask for the REST APIs' audience, and the users' client gets no service token at all.
    expect(
      (await grant(api.config.HUB_CLIENT_ID, api.config.HUB_CLIENT_SECRET, { resource: "urn:alm:api" }))
        .status,
    ).toBe(400);
    expect((await grant(api.config.OIDC_CLIENT_ID, api.config.OIDC_CLIENT_SECRET)).status).toBe(400);
    expect((await grant(api.config.HUB_CLIENT_ID, "nope-nope-nope-nope")).status).toBe(401);
  });

  it("stays on the sign-in page with a message after a wrong password", async () => {
    const { response } = await submitSignInForm(new CookieJar(), authorizeUrl(), "staff", "wrong");
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain("The username or password is incorrect.");
    expect(html).toContain('value="staff"');
  });

  it("does not reveal whether a username exists", async () => {
    const { response } = await submitSignInForm(new CookieJar(), authorizeUrl(), "nobody", "x");
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("The username or password is incorrect.");
  });

  it("asks for both fields when one is empty", async () => {
    const { response } = await submitSignInForm(new CookieJar(), authorizeUrl(), "staff", "");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter your username and password.");
  });

  it("shows the product's sign-in page, not a developer page", async () => {
    const { response } = await followRedirects(new CookieJar(), authorizeUrl());
    const html = await response.text();
    expect(html).toContain("<title>ALM Analysis | Sign in</title>");
    expect(html).toContain('autocomplete="current-password"');
    // The product's icon inline: a browser need not ask this origin for /favicon.ico, which is missing.
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg%20/);
  });

  it("answers a sign-in page used already (Back after signing in) with a way back to the application", async () => {
    const jar = new CookieJar();
    const toApplication = (url: string) => url.startsWith(api.config.GATEWAY_PUBLIC_URL);
    const form = await followRedirects(jar, authorizeUrl());
    const used = form.url;
    const signedIn = await submitForm(
      jar,
      { html: await form.response.text(), url: used },
      { username: "client", password: "client" },
      toApplication,
    );
    expect(signedIn.url).toContain("/auth/callback?code=");
    const { response } = await followRedirects(jar, used, {}, toApplication);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("<title>ALM Analysis | Sign-in expired</title>");
    expect(html).toContain(
      `<a class="button" href="${api.config.GATEWAY_PUBLIC_URL}/analysis/">Back to ALM Analysis</a>`,
    );
  });

  it("refuses an authorization request without PKCE", async () => {
    const url = authorizeUrl().replace(/&code_challenge[^&]*/g, "");
    const { response } = await followRedirects(new CookieJar(), url, {}, (u) => u.includes("/auth/callback"));
    const text = response.status === 204 ? "" : await response.text();
    expect(response.status === 204 || text.includes("code_challenge")).toBe(true);
  });
});
