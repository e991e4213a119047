import { fetchTokens } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecurityStack, VERBOSE_LOGS, type SecurityStack } from "./stack.ts";

/** The embedded defaults of both services: the gateway's own OpenID client. */
const GATEWAY_CLIENT = { clientId: "alm-gateway", clientSecret: "alm-gateway-local-secret" };
/** The hub bridge's own client (embedded defaults): its tokens name the hub alone. */
const HUB_CLIENT = { clientId: "alm-gateway-hub", clientSecret: "alm-gateway-hub-local-secret" };
/** A token value that must never appear in either service's output. */
const MARKER = "eyJhbGciOiJub25lIn0.SECRET-TOKEN-MARKER.sig";

let stack: SecurityStack;
let staffToken: string;
beforeAll(async () => {
  stack = await startSecurityStack(VERBOSE_LOGS);
  staffToken = (
    await fetchTokens({
      issuer: `${stack.apiUrl}/oidc`,
      ...GATEWAY_CLIENT,
      redirectUri: `${stack.gatewayUrl}/auth/callback`,
      username: "staff",
      password: "staff",
    })
  ).access_token;
});
afterAll(() => stack?.close());

const api = (path: string, token: string | undefined, init: RequestInit = {}) => {
  const url = new URL(`${stack.apiUrl}${path}`);
  url.searchParams.set("api-version", "1.0");
  const headers = new Headers(init.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  return fetch(url, { ...init, headers });
};

describe("the notification hub speaks for the system only", () => {
  it("refuses a staff user's forged status event to a client's group or as receiveInfo", async () => {
    const forged = {
      subject: "Your board pack moved: see evil.example.com",
      status: "Completed",
      domain: "analysis",
    };
    for (const body of [
      { groups: ["analysis:RFCU"], target: "notice", messages: [forged] },
      { userId: "client", target: "receiveInfo", messages: [forged] },
    ]) {
      const res = await api("/core/notification/sendmessage", staffToken, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(403);
    }
  });

  it("gives service tokens to the hub bridge's own client only, and REST refuses them", async () => {
    const grant = (client: { clientId: string; clientSecret: string }) =>
      fetch(`${stack.apiUrl}/oidc/token`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ grant_type: "client_credentials", scope: "hub" }),
      });
    // The users' client (whose secret a gateway host holds) cannot mint a service token.
    expect((await grant(GATEWAY_CLIENT)).status).toBe(400);
    const { access_token: service } = (await (await grant(HUB_CLIENT)).json()) as { access_token: string };
    expect(JSON.parse(Buffer.from(service.split(".")[1] ?? "", "base64url").toString())).toMatchObject({
      aud: "urn:alm:hub",
    });
    for (const path of [
      "/core/clients",
      "/base/analysis/reportdefinitions/client/1",
      "/core/tools/emailaddresses",
    ]) {
      expect((await api(path, service)).status, path).toBe(403);
    }
  });

  it("keeps an access token sent in the query string out of both services' logs", async () => {
    const withToken = (path: string) => `${path}${path.includes("?") ? "&" : "?"}access_token=${MARKER}`;
    await fetch(
      `${stack.apiUrl}${withToken("/core/notification/negotiate?negotiateVersion=1&api-version=1.0")}`,
      {
        method: "POST",
      },
    );
    await fetch(`${stack.apiUrl}${withToken("/core/notification?api-version=1.0&id=nope")}`, {
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
      },
    }).catch(() => undefined);
    await api(withToken("/core/clients"), undefined);
    await api(withToken("/base/analysis/dataset/x"), staffToken, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    await fetch(`${stack.gatewayUrl}${withToken("/graphql")}`, { method: "POST", body: "{not json" });
    await fetch(`${stack.gatewayUrl}${withToken("/analysis/%E0%A4%A")}`);
    // Each process logs a request once answered: wait for the line of the last one it was sent.
    await expect.poll(() => stack.api.output()).toContain("/base/analysis/dataset/x");
    await expect.poll(() => stack.gateway.output()).toContain("/analysis/%E0%A4%A");
    // Logged, with the token's value replaced.
    expect(stack.api.output()).toContain("access_token=[Redacted]");
    expect(stack.gateway.output()).toContain("access_token=[Redacted]");
    expect(stack.api.output()).not.toContain("SECRET-TOKEN-MARKER");
    expect(stack.gateway.output()).not.toContain("SECRET-TOKEN-MARKER");
  });
});
