import { setTimeout as sleep } from "node:timers/promises";
import { fetchTokens, refreshTokens, type CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql, signInBrowser, startSecurityStack, type SecurityStack } from "./stack.ts";

/** The embedded defaults of both services: the gateway's own OpenID client. */
const GATEWAY_CLIENT = { clientId: "alm-gateway", clientSecret: "alm-gateway-local-secret" };
const IDLE_SECONDS = 10;

let stack: SecurityStack;
beforeAll(async () => {
  stack = await startSecurityStack({
    gatewayEnv: { IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS), SESSION_IDLE_GRACE_SECONDS: "0" },
  });
});
afterAll(() => stack?.close());

const viewerCode = async (jar: CookieJar) =>
  (await graphql(stack, "{ viewer { username } }", { jar })).body.errors?.[0]?.extensions?.code ?? "OK";

function logout(jar: CookieJar, init: { method: string; headers?: Record<string, string> }) {
  const url = `${stack.gatewayUrl}/auth/logout`;
  return fetch(url, { ...init, redirect: "manual", headers: { ...init.headers, cookie: jar.header(url) } });
}

describe("sign-out cannot be forced by another site", () => {
  it("a cross-site GET of the sign-out address (an <img> or a link) signs nobody out", async () => {
    const { jar } = await signInBrowser(stack, "client");
    const res = await logout(jar, { method: "GET", headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<form method="post" action="/auth/logout">');
    expect(await viewerCode(jar)).toBe("OK");
  });

  it("a POST from another origin is refused and the session lives on", async () => {
    const { jar } = await signInBrowser(stack, "client");
    const foreign = await logout(jar, { method: "POST", headers: { origin: "https://evil.example.com" } });
    expect(foreign.status).toBe(403);
    const crossSite = await logout(jar, { method: "POST", headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(await viewerCode(jar)).toBe("OK");
  });

  it("a POST from the gateway's own pages signs out", async () => {
    const { jar } = await signInBrowser(stack, "client");
    const res = await logout(jar, { method: "POST", headers: { origin: stack.gatewayUrl } });
    expect(res.status).toBe(303);
    expect(await viewerCode(jar)).toBe("UNAUTHENTICATED");
  });
});

describe("sessions end with inactivity on the server", () => {
  it("a cookie left unused past the idle timeout is refused; a used one and a Perpetual Login one live", async () => {
    const used = (await signInBrowser(stack, "client")).jar;
    const stolen = (await signInBrowser(stack, "client")).jar;
    const perpetual = (await signInBrowser(stack, "staff")).jar;
    // Past the idle timeout in all, with a request on `used` every few seconds.
    for (let waited = 0; waited <= IDLE_SECONDS + 2; waited += 4) {
      expect(await viewerCode(used)).toBe("OK");
      await sleep(4_000);
    }
    expect(await viewerCode(stolen)).toBe("UNAUTHENTICATED");
    expect(await viewerCode(used)).toBe("OK");
    expect(await viewerCode(perpetual)).toBe("OK");
  });
});

describe("refresh tokens are rotated, and a reused one revokes the grant", () => {
  it("the old refresh token is refused after a refresh, and its reuse ends the new one too", async () => {
    const issuer = `${stack.apiUrl}/oidc`;
    const first = await fetchTokens({
      issuer,
      ...GATEWAY_CLIENT,
      redirectUri: `${stack.gatewayUrl}/auth/callback`,
      username: "client",
      password: "client",
    });
    const second = await refreshTokens({ issuer, ...GATEWAY_CLIENT }, first.refresh_token);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    // An attacker replays the copy they stole before the rotation.
    await expect(refreshTokens({ issuer, ...GATEWAY_CLIENT }, first.refresh_token)).rejects.toThrow(
      /invalid_grant/,
    );
    // Reuse is taken as theft: the grant is revoked, so the rightful holder's new token dies too.
    await expect(refreshTokens({ issuer, ...GATEWAY_CLIENT }, second.refresh_token)).rejects.toThrow(
      /invalid_grant/,
    );
  });
});
