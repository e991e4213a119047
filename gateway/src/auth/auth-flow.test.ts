import { CookieJar, followRedirects, JWT_SHAPE, submitSignInForm } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

const VIEWER =
  '{ viewer { name username firstName tenant isStaff jobTitle permissionsIn(domain: "analysis") } }';

describe("sign-in through the gateway (backend-for-frontend)", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startWorkerStack();
  }, 60_000);
  afterAll(() => stack.close());

  it("sends a signed-out visitor to the provider's sign-in page and back to the page asked for", async () => {
    const jar = new CookieJar();
    const start = `${stack.gatewayUrl}/analysis/reports/12`;
    const page = await followRedirects(jar, start);
    expect(page.url).toContain("/oidc/interaction/");
    expect(await page.response.text()).toContain("<title>ALM Analysis | Sign in</title>");
    let visits = 0;
    const done = await submitSignInForm(jar, start, "staff", "staff", (u) => u === start && visits++ > 0);
    expect(done.url).toBe(start);
  });

  it("gives the browser an HttpOnly, SameSite=Lax session cookie and no token", async () => {
    const jar = new CookieJar();
    await submitSignInForm(jar, `${stack.gatewayUrl}/auth/login`, "staff", "staff", (u) => {
      return u.startsWith(`${stack.gatewayUrl}/analysis/`);
    });
    const session = jar.get("alm_session");
    expect(session).toBeTruthy();
    // A random id, not a token: one session id in 4,096 begins with "ey" by chance.
    expect(decodeURIComponent(session ?? "")).not.toMatch(JWT_SHAPE);
    const res = await fetch(`${stack.gatewayUrl}/auth/callback?code=x&state=y`, { redirect: "manual" });
    const setCookies = res.headers.getSetCookie();
    expect(res.status).toBe(400);
    expect(setCookies.join(";")).toMatch(/alm_login=;/);
  });

  it("resolves the viewer from the core API for staff", async () => {
    const { jar } = await signInThroughGateway(stack, "staff");
    const res = await graphqlRequest(stack, VIEWER, { jar });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer).toMatchObject({
      name: "Dana Whitfield",
      username: "staff",
      firstName: "Dana",
      tenant: "ALM",
      isStaff: true,
      jobTitle: "Senior ALM Analyst",
    });
    const perms = (res.body.data?.viewer as { permissionsIn: string[] }).permissionsIn;
    expect(perms).toEqual(expect.arrayContaining(["View", "Approve", "Publish", "Perpetual Login"]));
  });

  it("resolves a client user within their tenant, without staff permissions", async () => {
    const { jar } = await signInThroughGateway(stack, "client");
    const res = await graphqlRequest(stack, VIEWER, { jar });
    expect(res.body.data?.viewer).toMatchObject({ tenant: "RFCU", isStaff: false, name: "Marcus Bell" });
    expect((res.body.data?.viewer as { permissionsIn: string[] }).permissionsIn.sort()).toEqual([
      "Manage Preferences",
      "Receive Notifications",
      "View",
    ]);
  });

  it("answers a signed-out caller with UNAUTHENTICATED", async () => {
    const res = await graphqlRequest(stack, VIEWER);
    expect(res.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("answers a tampered session cookie with 401", async () => {
    const { jar } = await signInThroughGateway(stack, "staff");
    const value = jar.get("alm_session") ?? "";
    jar.set("alm_session", `${value.slice(0, -3)}abc`);
    const res = await graphqlRequest(stack, VIEWER, { jar });
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("redirects a page request with a tampered cookie to sign-in", async () => {
    const res = await fetch(`${stack.gatewayUrl}/analysis/`, {
      headers: { cookie: "alm_session=forged.value" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth/login?returnTo=%2Fanalysis%2F");
  });

  it("opens only the print, error and browser pages without a sign-in, and never a look-alike", async () => {
    const page = (path: string) => fetch(`${stack.gatewayUrl}${path}`, { redirect: "manual" });
    for (const open of ["/analysis/print/cid/1/did/2/rid/21", "/analysis/error", "/analysis/browser"]) {
      expect((await page(open)).status, open).not.toBe(302);
    }
    const print = await page("/analysis/print/cid/1/did/2/cover?ticket=t");
    expect(print.headers.get("referrer-policy")).toBe("no-referrer");
    for (const closed of ["/analysis/printer", "/analysis/errors/1", "/analysis/browsers"]) {
      const res = await page(closed);
      expect(res.status, closed).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/auth\/login\?returnTo=/);
    }
  });

  it("refuses a callback whose state does not match the sign-in it started", async () => {
    const jar = new CookieJar();
    await followRedirects(jar, `${stack.gatewayUrl}/auth/login`, {}, (u) => u.includes("/oidc/interaction/"));
    const res = await fetch(`${stack.gatewayUrl}/auth/callback?code=abc&state=not-the-state`, {
      headers: { cookie: jar.header(`${stack.gatewayUrl}/auth/callback`) },
      redirect: "manual",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Sign-in could not be completed");
  });

  it("never returns to another site after sign-in", async () => {
    const res = await fetch(`${stack.gatewayUrl}/auth/login?returnTo=//evil.example.com`, {
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    const done = await submitSignInForm(
      new CookieJar(),
      `${stack.gatewayUrl}/auth/login?returnTo=https://evil.example.com/`,
      "staff",
      "staff",
      (u) => !u.includes("/oidc/") && !u.includes("/auth/"),
    );
    expect(done.url).toBe(`${stack.gatewayUrl}/analysis/`);
    // Nor to another path of the gateway through the app's (it landed on the sign-out route).
    const around = await submitSignInForm(
      new CookieJar(),
      `${stack.gatewayUrl}/auth/login?returnTo=${encodeURIComponent("/analysis/../auth/logout")}`,
      "staff",
      "staff",
      (u) => !u.includes("/oidc/") && !u.includes("/auth/login") && !u.includes("/auth/callback"),
    );
    expect(around.url).toBe(`${stack.gatewayUrl}/analysis/`);
  });

  it("signs out of the gateway and of the provider", async () => {
    const { jar } = await signInThroughGateway(stack, "staff");
    const confirm = await followRedirects(jar, `${stack.gatewayUrl}/auth/logout`, {
      method: "POST",
      headers: { origin: stack.gatewayUrl },
    });
    const html = await confirm.response.text();
    // The provider's page submits this form by script; do what the browser does.
    const action = /id="op.logoutForm"[^>]*action="([^"]+)"|action="([^"]+)"[^>]*id="op.logoutForm"/.exec(
      html,
    );
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const target = new URL(action?.[1] ?? action?.[2] ?? "", confirm.url).toString();
    const out = await followRedirects(
      jar,
      target,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ xsrf, logout: "yes" }).toString(),
      },
      (u) => u === `${stack.gatewayUrl}/analysis/`,
    );
    expect(out.url).toBe(`${stack.gatewayUrl}/analysis/`);
    expect(jar.get("alm_session")).toBeUndefined();
    const res = await graphqlRequest(stack, VIEWER, { jar });
    expect(res.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    // The provider's session is gone too: signing in again shows the password form.
    const again = await followRedirects(jar, `${stack.gatewayUrl}/auth/login`);
    expect(await again.response.text()).toContain('autocomplete="current-password"');
  });
});
