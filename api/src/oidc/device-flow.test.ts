import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerDevicePage,
  approveDeviceSignIn,
  CookieJar,
  openDeviceCodePage,
  openSignInForm,
  postSignInForm,
  signInForDevice,
  submitForm,
} from "@alm/test-support";
import { decodeJwt } from "jose";
import { authorizeUrl, callApi, clientIds, startTestApi, type TestApi } from "../testing/test-api.ts";
import { DEVICE_FORM_EXPIRED } from "./device-code-throttle.ts";
import { escapeHtml } from "./html.ts";
import { DEVICE_CODE_GRANT } from "./provider.ts";

interface DeviceAuthorization {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

describe("device authorization grant (RFC 8628) for command-line tools", () => {
  let api: TestApi;
  let ids: Record<string, number>;

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${api.config.OIDC_ISSUER}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const startDeviceSignIn = async (): Promise<DeviceAuthorization> => {
    const res = await post("/device/auth", { client_id: "alm-cli", scope: "openid offline_access" });
    expect(res.status).toBe(200);
    return (await res.json()) as DeviceAuthorization;
  };
  const poll = async (deviceCode: string) => {
    const res = await post("/token", {
      grant_type: DEVICE_CODE_GRANT,
      device_code: deviceCode,
      client_id: "alm-cli",
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };
  beforeAll(async () => {
    api = await startTestApi();
    ids = await clientIds(api);
  });
  afterAll(() => api.close());

  it("gives a tool a user's token once the user enters its code, signs in and allows it", async () => {
    const device = await startDeviceSignIn();
    expect(device.verification_uri).toBe(`${api.config.OIDC_ISSUER}/device`);
    expect(device.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    // RFC 8628: the tool polls every `interval` seconds, as docs/api.md tells it to.
    expect(device.interval).toBe(5);
    expect(await poll(device.device_code)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: "authorization_pending" }),
    });

    const jar = new CookieJar();
    const input = await openDeviceCodePage(jar, device.verification_uri);
    expect(input.html).toContain('<label for="user_code">Code</label>');
    // A wrong code says what to do, and nothing is given away.
    const wrong = await answerDevicePage(jar, input, "BCDF-GHJK");
    expect(wrong.html).toContain("No sign-in is waiting for that code.");
    const confirm = await answerDevicePage(jar, wrong, device.user_code);
    expect(confirm.html).toContain("Sign in ALM command-line tools");
    expect(confirm.html).toContain(device.user_code);
    // The code is checked; nothing is allowed before the person has signed in.
    expect(confirm.html).not.toContain(">Allow<");
    expect(await poll(device.device_code)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: "authorization_pending" }),
    });
    expect(await approveDeviceSignIn(device.verification_uri, device.user_code, "client")).toContain(
      "Tool signed in",
    );

    const granted = await poll(device.device_code);
    expect(granted.status).toBe(200);
    expect(granted.body.token_type).toBe("Bearer");
    expect(granted.body.refresh_token).toBeTruthy();
    // The token is the user's: their own client's data, and no other's.
    const own = await callApi(
      api,
      `/base/analysis/reportdefinitions/client/${ids.RFCU}`,
      granted.body.access_token,
    );
    expect(own.status).toBe(200);
    const foreign = await callApi(
      api,
      `/base/analysis/reportdefinitions/client/${ids.SVCU}`,
      granted.body.access_token,
    );
    expect([403, 404]).toContain(foreign.status);
    // A device code is used once.
    expect((await poll(device.device_code)).body.error).toBe("invalid_grant");
  });

  it("names, after sign-in and before the person allows it, the account and the tool asking", async () => {
    const device = await startDeviceSignIn();
    const { jar, page } = await signInForDevice(device.verification_uri, device.user_code, "staff");
    const text = page.html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Allow ALM command-line tools?");
    expect(text).toContain("You are signed in as Dana Whitfield (staff).");
    expect(text).toContain(
      "ALM command-line tools: scripts and command-line tools that call the ALM Analysis API for the person who runs them",
    );
    expect(text).toContain(`Your tool should show the code ${device.user_code}.`);
    expect(text).toContain("for up to 12 hours");
    // Signed in is not allowed: the tool still waits for the person's answer.
    expect((await poll(device.device_code)).body.error).toBe("authorization_pending");
    expect(await submitForm(jar, page, { decision: "allow" }).then((r) => r.response.text())).toContain(
      "Tool signed in",
    );
    const granted = await poll(device.device_code);
    expect(granted.status).toBe(200);
    expect(decodeJwt(granted.body.access_token ?? "")).toMatchObject({ username: "staff", tenant: "ALM" });

    // Cancelled on that page, the tool is refused and the person told so.
    const other = await startDeviceSignIn();
    const asked = await signInForDevice(other.verification_uri, other.user_code, "client");
    expect(asked.page.html).toContain("You are signed in as");
    const cancelled = await submitForm(asked.jar, asked.page, { decision: "cancel" });
    expect(await cancelled.response.text()).toContain("The sign-in was cancelled.");
    expect((await poll(other.device_code)).body.error).toBe("access_denied");
  });

  it("asks a person already signed in at the provider too, naming them, before it allows the tool", async () => {
    const first = await startDeviceSignIn();
    const { jar, page } = await signInForDevice(first.verification_uri, first.user_code, "client");
    await submitForm(jar, page, { decision: "allow" });
    // The same browser, a second tool: no password asked, but the same question naming the account.
    const second = await startDeviceSignIn();
    const input = await openDeviceCodePage(jar, second.verification_uri);
    const confirm = await answerDevicePage(jar, input, second.user_code);
    const approval = await answerDevicePage(jar, confirm, second.user_code, { confirm: "yes" });
    expect(approval.html).not.toContain('name="password"');
    expect(approval.html.replace(/<[^>]+>/g, "")).toContain("You are signed in as Marcus Bell (client).");
    expect((await poll(second.device_code)).body.error).toBe("authorization_pending");
    // The answer counts only from the browser that signed in (another site's form sends no cookie).
    expect(approval.url).toMatch(/\/approve$/);
    const forged = await fetch(approval.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=allow",
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect((await poll(second.device_code)).body.error).toBe("authorization_pending");
  });

  it("denies the tool when the user cancels, and refuses a tool that is not registered", async () => {
    const device = await startDeviceSignIn();
    const jar = new CookieJar();
    const input = await openDeviceCodePage(jar, device.verification_uri);
    const confirm = await answerDevicePage(jar, input, device.user_code);
    const cancelled = await answerDevicePage(jar, confirm, device.user_code, { abort: "yes" });
    expect(cancelled.html).toContain("The sign-in was cancelled.");
    expect((await poll(device.device_code)).body.error).toBe("access_denied");

    const stranger = await post("/device/auth", { client_id: "a-tool-nobody-registered" });
    expect(stranger.status).toBe(401);
    expect(((await stranger.json()) as { error: string }).error).toBe("invalid_client");
    // The gateway's confidential client may not use the grant.
    const gateway = await post("/device/auth", { client_id: api.config.OIDC_CLIENT_ID });
    expect(gateway.status).toBeGreaterThanOrEqual(400);
  });
});

describe("the device-code page is throttled like the sign-in form", () => {
  let api: TestApi;
  beforeAll(async () => {
    // Behind one proxy: each test caller is its own address (X-Forwarded-For).
    api = await startTestApi(undefined, { TRUST_PROXY: "1" });
  });
  afterAll(() => api.close());

  /** Enters `code` on the device page from `address`: the answer's status and text. */
  async function enter(jar: CookieJar, code: string, address: string) {
    const page = await openDeviceCodePage(jar, `${api.config.OIDC_ISSUER}/device`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.html)?.[1] ?? "";
    const res = await fetch(page.url, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: jar.header(page.url),
        "x-forwarded-for": address,
      },
      body: new URLSearchParams({ xsrf, user_code: code }),
    });
    return { status: res.status, retryAfter: res.headers.get("retry-after"), text: await res.text() };
  }

  // An operator's review: behind the TLS Ingress the provider published http:// endpoints and set
  // its sign-in cookies without Secure (Koa saw the proxy's plain connection).
  it("publishes https endpoints and sets Secure cookies behind a TLS proxy, and only behind one", async () => {
    const tls = { "x-forwarded-proto": "https" };
    const discovery = async (target: TestApi) => {
      const res = await fetch(`${target.config.OIDC_ISSUER}/.well-known/openid-configuration`, {
        headers: tls,
      });
      // Addresses made from the request's headers: no shared cache keeps them for another caller.
      expect(res.headers.get("cache-control")).toBe("no-store");
      return (await res.json()) as { authorization_endpoint: string; token_endpoint: string };
    };
    const proxied = await discovery(api);
    expect([proxied.authorization_endpoint, proxied.token_endpoint].map((u) => new URL(u).protocol)).toEqual([
      "https:",
      "https:",
    ]);
    const started = await fetch(authorizeUrl(api), { headers: tls, redirect: "manual" });
    const cookies = started.headers.getSetCookie().filter((c) => c.startsWith("_interaction="));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/;\s*secure/i);
    // Without TRUST_PROXY, or with 0 (no proxy, as Express reads it), the header is anyone's to send: not believed.
    for (const env of [{}, { TRUST_PROXY: "0" }] as Record<string, string>[]) {
      const direct = await startTestApi(undefined, env);
      try {
        expect(new URL((await discovery(direct)).authorization_endpoint).protocol, JSON.stringify(env)).toBe(
          "http:",
        );
      } finally {
        await direct.close();
      }
    }
  });

  it("answers a code posted without the page's cookie with a page saying to start again, not a 500", async () => {
    const posts: Record<string, string>[] = [
      { user_code: "ABCD-EFGH", confirm: "yes" },
      { xsrf: "x", user_code: "ABCD-EFGH" },
    ];
    for (const fields of posts) {
      const res = await fetch(`${api.config.OIDC_ISSUER}/device`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
      expect(res.status, JSON.stringify(fields)).toBeLessThan(500);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(await res.text()).toContain(escapeHtml(DEVICE_FORM_EXPIRED));
    }
  });

  it("answers a burst of wrong codes with a growing wait, per address, as it does wrong passwords", async () => {
    const jar = new CookieJar();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await enter(jar, "BCDF-GHJK", "203.0.113.7"));
    const checked = answers.filter((a) => a.status !== 429);
    const refused = answers.filter((a) => a.status === 429);
    // The provider looked at the first few (SIGN_IN_FREE_FAILURES: 3, then one per delay).
    expect(checked.length).toBeGreaterThanOrEqual(3);
    expect(checked.length).toBeLessThan(6);
    expect(checked[0]?.text).toContain("No sign-in is waiting for that code");
    expect(refused.length).toBeGreaterThan(24);
    expect(refused[0]?.text).toMatch(/Too many wrong codes\. Try again in \d+ seconds?\./);
    expect(Number(refused[0]?.retryAfter)).toBeGreaterThanOrEqual(1);
    // Another address is not held up by it.
    const other = await enter(new CookieJar(), "BCDF-GHJK", "198.51.100.4");
    expect(other.status).not.toBe(429);
    expect(other.text).toContain("No sign-in is waiting for that code");
  });

  it("keeps an address's device codes apart from a username typed as their key", async () => {
    const address = "192.0.2.55";
    const toCallback = (url: string) => url.includes("/auth/callback");
    // The codes counted under the account 'device-code@<address>', which anyone could type and lock.
    for (let i = 0; i < 6; i++) {
      const jar = new CookieJar();
      const action = await openSignInForm(jar, authorizeUrl(api, "openid"), toCallback);
      await postSignInForm(jar, action, `device-code@${address}`, "guess", toCallback, {
        "x-forwarded-for": address,
      });
    }
    const code = await enter(new CookieJar(), "BCDF-GHJK", address);
    expect(code.status).not.toBe(429);
    expect(code.text).toContain("No sign-in is waiting for that code");
  });
});
