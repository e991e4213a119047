import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fetchTokens } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, signInBrowser, startSecurityStack, type SecurityStack } from "./stack.ts";

/**
 * Issue #13, findings 7 and 8: what the HTTP edge of both services shows an attacker.
 * Malformed requests get a fixed answer in the route's shape (no stack, no paths, no echo of
 * the body), and every page comes with CSP, frame protection, nosniff and a Referrer-Policy.
 */
let stack: SecurityStack;
beforeAll(async () => {
  stack = await startSecurityStack();
}, 180_000);
afterAll(() => stack?.close());

const SECRET = "SECRET-BODY-TEXT";

/** Nothing of the server's insides: no stack frames, no file paths, no HTML error page, no body echo. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat .+\(|node_modules|\/src\/|\.ts:\d+|<pre>|Error: /);
  expect(text).not.toContain(SECRET);
}

async function send(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { redirect: "manual", ...init });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const json = { "content-type": "application/json" };
const v = "api-version=1.0";

function expectGraphqlError(text: string) {
  const body = JSON.parse(text) as { errors?: { message: string }[] };
  expect(body.errors?.[0]?.message).toEqual(expect.any(String));
}

function expectEnvelopeError(text: string) {
  expect(JSON.parse(text)).toMatchObject({ didError: true, data: null, errorMessages: expect.any(Array) });
}

function expectHardened(headers: Headers, referrerPolicy = "strict-origin-when-cross-origin") {
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toMatch(/script-src [^;]*unsafe-inline/);
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe(referrerPolicy);
}

describe("malformed requests to the gateway", () => {
  it("answers malformed JSON on /graphql with 400 in the GraphQL error shape", async () => {
    const res = await send(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: json,
      body: `{"query": "${SECRET}`,
    });
    expect(res.status).toBe(400);
    expectGraphqlError(res.text);
    expectNoInternals(res.text);
  });

  it("answers an oversized /graphql body with 413", async () => {
    const res = await send(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ query: `{ viewer { username } } # ${SECRET}${"x".repeat(2 * 1024 * 1024)}` }),
    });
    expect(res.status).toBe(413);
    expectGraphqlError(res.text);
    expectNoInternals(res.text);
    expect(res.text).toMatch(/The request body is 2 MB, over the limit of 1 MB\. Send a smaller request/);
  });

  it("answers malformed multipart on /graphql without internals", async () => {
    const res = await send(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=XYZ", "apollo-require-preflight": "1" },
      body: `--XYZ\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${SECRET}`,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expectNoInternals(res.text);
  });

  it("answers bad %-encoding on the auth, download, document and app routes with 400, not a stack", async () => {
    const { jar } = await signInBrowser(stack, "staff");
    for (const path of [
      "/downloads/%E0%A4%A",
      "/documents/packages/%E0%A4%A/Full",
      "/auth/login?returnTo=%E0%A4%A",
    ]) {
      const res = await send(`${stack.gatewayUrl}${path}`, {
        headers: { cookie: jar.header(stack.gatewayUrl) ?? "" },
      });
      expect(res.status, path).toBeLessThan(500);
      expectNoInternals(res.text);
    }
    const download = await send(`${stack.gatewayUrl}/downloads/%E0%A4%A`);
    expect(download.status).toBe(400);
    expect(JSON.parse(download.text)).toEqual({ error: expect.any(String) });
    const asset = await send(`${stack.gatewayUrl}/analysis/assets/%E0%A4%A.js`);
    expect(asset.status).toBeLessThan(500);
    expectNoInternals(asset.text);
  });

  it("refuses non-numeric ids in GraphQL and document routes without internals, and still serves real ones", async () => {
    const { jar } = await signInBrowser(stack, "staff");
    const bad = await graphql(stack, '{ reportDefinition(clientId: "abc", id: "1 or 1=1") { id } }', { jar });
    expect(bad.body.errors?.[0]?.message).toEqual(expect.any(String));
    expectNoInternals(JSON.stringify(bad.body));
    const pkg = await send(`${stack.gatewayUrl}/documents/packages/abc/Full`, {
      headers: { cookie: jar.header(stack.gatewayUrl) ?? "" },
    });
    expect(pkg.status).toBe(404);
    expectNoInternals(pkg.text);
    const good = await graphql(stack, "{ viewer { username } }", { jar });
    expect(good.body.errors).toBeUndefined();
  });

  it("answers an unknown address with a plain 404, not Express's page", async () => {
    const res = await send(`${stack.gatewayUrl}/no/such/place`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ error: expect.any(String) });
  });
});

describe("malformed requests to the api", () => {
  let token: string;
  beforeAll(async () => {
    // The gateway's session is opaque; the api is attacked with the bearer token a script would hold.
    token = (
      await fetchTokens({
        issuer: `${stack.apiUrl}/oidc`,
        clientId: "alm-gateway",
        clientSecret: "alm-gateway-local-secret",
        redirectUri: `${stack.gatewayUrl}/auth/callback`,
        username: "staff",
        password: "staff",
      })
    ).access_token;
  }, 60_000);
  const auth = () => ({ authorization: `Bearer ${token}` });

  it("answers malformed JSON with 400 and an oversized body with 413, in the envelope", async () => {
    const url = `${stack.apiUrl}/base/analysis/chartofaccounts/client/1/new?${v}`;
    const malformed = await send(url, {
      method: "PUT",
      headers: { ...json, ...auth() },
      body: `{"x": "${SECRET}`,
    });
    expect(malformed.status).toBe(400);
    expectEnvelopeError(malformed.text);
    expectNoInternals(malformed.text);
    const big = await send(url, {
      method: "PUT",
      headers: { ...json, ...auth() },
      body: JSON.stringify({ name: SECRET + "x".repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expectEnvelopeError(big.text);
    expectNoInternals(big.text);
  });

  it("answers malformed multipart uploads with 400", async () => {
    const res = await send(`${stack.apiUrl}/base/analysis/dataset/client/1?${v}`, {
      method: "PUT",
      headers: { "content-type": "multipart/form-data; boundary=XYZ", ...auth() },
      body: `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${SECRET}`,
    });
    expect(res.status).toBe(400);
    expectEnvelopeError(res.text);
    expectNoInternals(res.text);
  });

  it("answers bad %-encoding and non-numeric ids with 400, never a database error", async () => {
    for (const path of [
      `/base/analysis/chartofaccounts/%E0%A4%A?${v}`,
      `/base/analysis/chartofaccounts/abc?${v}`,
      `/base/analysis/dataset/client/NaN?${v}`,
      `/core/clients/idlookup?id=abc&${v}`,
      `/core/tools/emailaddresses?clientId=1e999&${v}`,
    ]) {
      const res = await send(`${stack.apiUrl}${path}`, { headers: auth() });
      expect(res.status, path).toBe(400);
      expectEnvelopeError(res.text);
      expectNoInternals(res.text);
    }
    expect((await send(`${stack.apiUrl}/core/clients/idlookup?id=1&${v}`, { headers: auth() })).status).toBe(
      200,
    );
  });

  it("answers errors outside the REST roots without Express's HTML page", async () => {
    const res = await send(`${stack.apiUrl}/oidc/interaction/%E0%A4%A`);
    expect(res.status).toBeLessThan(500);
    expectNoInternals(res.text.replace(/<!doctype html>/i, ""));
  });
});

describe("hardening headers", () => {
  it("sends a nonce CSP with the app page, and the page's tags carry that nonce", async () => {
    const { jar } = await signInBrowser(stack, "client");
    const res = await send(`${stack.gatewayUrl}/analysis/`, {
      headers: { cookie: jar.header(stack.gatewayUrl) ?? "" },
    });
    expect(res.status).toBe(200);
    expectHardened(res.headers);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(res.text).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
    expect(res.text).toMatch(/<script type="module" crossorigin src="[^"]+" nonce="([^"]+)"/);
    expect(res.text).not.toContain("ALM_CSP_NONCE");
    expect(res.text.match(/<script[^>]* nonce="([^"]+)"/)?.[1]).toBe(nonce);
    // A new answer, a new nonce.
    const again = await send(`${stack.gatewayUrl}/analysis/`, {
      headers: { cookie: jar.header(stack.gatewayUrl) ?? "" },
    });
    expect(again.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
  });

  it("hardens print pages (no Referer at all), /graphql, downloads and the sign-in redirect", async () => {
    const print = await send(`${stack.gatewayUrl}/analysis/print/report`);
    expect(print.status).toBe(200);
    expectHardened(print.headers, "no-referrer");
    const api = await send(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expectHardened(api.headers);
    expectHardened((await send(`${stack.gatewayUrl}/downloads/positions-template.csv`)).headers);
    expectHardened((await send(`${stack.gatewayUrl}/auth/login?returnTo=/analysis/`)).headers);
  });

  it("hardens the api's answers and the identity provider's sign-in page", async () => {
    expectHardened((await send(`${stack.apiUrl}/core/clients?${v}`)).headers);
    const login = await send(`${stack.gatewayUrl}/auth/login?returnTo=/analysis/`);
    const authorize = await send(login.headers.get("location") as string);
    const interaction = new URL(authorize.headers.get("location") as string, `${stack.apiUrl}/oidc/`);
    const cookie = authorize.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const page = await send(interaction.href, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('type="password"');
    expectHardened(page.headers);
    expect(page.headers.get("content-security-policy")).not.toContain("unsafe-inline");
  });

  it("publishes no source maps", async () => {
    const dist = fileURLToPath(new URL("../../web/dist/assets/", import.meta.url));
    const bundles = readdirSync(dist).filter((f) => f.endsWith(".js"));
    expect(bundles.length).toBeGreaterThan(0);
    const bundle = await send(`${stack.gatewayUrl}/analysis/assets/${bundles[0]}`);
    expect(bundle.status).toBe(200);
    expect(bundle.text).not.toContain("sourceMappingURL");
    expect(bundle.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const map = await send(`${stack.gatewayUrl}/analysis/assets/${bundles[0]}.map`);
    expect(map.status).toBe(404);
  });
});
