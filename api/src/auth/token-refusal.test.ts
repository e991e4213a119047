import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { WebSocket } from "ws";
import { errorHandler } from "../http/http-error.ts";
import { HUB_PATH } from "../hub/hub-endpoints.ts";
import { negotiateRoute } from "../hub/negotiate-route.ts";
import { createNotificationHub, type NotificationHub } from "../hub/notification-hub.ts";
import { requireCaller } from "./require-caller.ts";
import { createTokenVerifier, type GrantCheck } from "./token-verifier.ts";

/**
 * A token the api cannot check now (its issuer's keys or the grant look-up do not answer) is a 503
 * to try again; only a token that is itself no good is a 401, on which a gateway ends the session.
 * The REST calls, the hub's negotiate and its WebSocket upgrade answer alike (token-refusal.ts).
 */
let issuer: Server;
let issuerUrl = "";
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
const servers: Server[] = [];
const hubs: NotificationHub[] = [];

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  issuer = createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        req.url?.endsWith("openid-configuration") ? { jwks_uri: `${issuerUrl}/jwks` } : { keys: [jwk] },
      ),
    );
  });
  await new Promise<void>((resolve) => issuer.listen(0, "127.0.0.1", resolve));
  issuerUrl = `http://127.0.0.1:${(issuer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const hub of hubs) await hub.close();
  for (const s of [issuer, ...servers]) await new Promise((resolve) => s.close(resolve));
});

/** A REST call at /x and the hub, as the api mounts them, behind one verifier; answers the REST call's URL. */
async function apiWith(issuerAt: string, grantStands: GrantCheck = async () => true): Promise<string> {
  const verify = createTokenVerifier(issuerAt, "api", "hub", grantStands);
  const hub = createNotificationHub(verify);
  hubs.push(hub);
  const app = express();
  app.use(negotiateRoute(hub));
  app.use(requireCaller(verify));
  app.get("/x", (_req, res) => res.json({ ok: true }));
  app.use(errorHandler);
  const server = createServer(app);
  hub.attach(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
}

const token = (expiresIn: string | number, claims: Record<string, string> = { tenant: "RFCU", gid: "g1" }) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(issuerUrl)
    .setAudience("api")
    .setSubject("u1")
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(privateKey);
const call = async (url: string, bearer: string) =>
  fetch(url, { headers: { authorization: `Bearer ${bearer}` } });

it("says on every 401 what to send: a Bearer token, and whether the one sent was refused", async () => {
  const api = await apiWith(issuerUrl);
  const challenge = async (headers: Record<string, string>) => {
    const res = await fetch(api, { headers });
    return [res.status, res.headers.get("www-authenticate")];
  };
  expect(await challenge({})).toEqual([401, "Bearer"]);
  expect(await challenge({ authorization: "Basic Y2xpZW50OmNsaWVudA==" })).toEqual([401, "Bearer"]);
  expect(await challenge({ authorization: "Bearer not.a.token" })).toEqual([
    401,
    'Bearer error="invalid_token"',
  ]);
  const expired = await token(Math.floor(Date.now() / 1000) - 60);
  expect(await challenge({ authorization: `Bearer ${expired}` })).toEqual([
    401,
    'Bearer error="invalid_token"',
  ]);
});

it("answers 401 to an expired or forged token and 503 to one it cannot check now", async () => {
  const api = await apiWith(issuerUrl);
  expect((await call(api, await token("10m"))).status).toBe(200);
  expect((await call(api, await token(Math.floor(Date.now() / 1000) - 60))).status).toBe(401);
  expect((await call(api, "not.a.token")).status).toBe(401);

  // The grant look-up (the database) fails: not the token's fault.
  const dbDown = await apiWith(issuerUrl, async () => {
    throw new Error("Connection terminated due to connection timeout");
  });
  const refused = await call(dbDown, await token("10m"));
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("2");

  // The issuer does not answer (a restarting instance's discovery).
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  expect((await call(await apiWith(gone), await token("10m"))).status).toBe(503);
});

const negotiate = (api: string, bearer: string) =>
  fetch(new URL(`${HUB_PATH}/negotiate?negotiateVersion=1&api-version=1.0`, api), {
    method: "POST",
    headers: { authorization: `Bearer ${bearer}` },
  });

/** The status and Retry-After of a refused WebSocket upgrade. */
const upgrade = (api: string, bearer: string) =>
  new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
    const url = new URL(`${HUB_PATH}?api-version=1.0&id=unknown`, api.replace("http", "ws"));
    const ws = new WebSocket(url, { headers: { authorization: `Bearer ${bearer}` } });
    ws.once("unexpected-response", (_req, res) => {
      resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] });
      ws.terminate();
    });
    ws.once("open", () => reject(new Error("the upgrade was accepted")));
    // Ending a refused upgrade reports "closed before the connection was established".
    ws.on("error", () => undefined);
  });

it("answers the hub's negotiate and WebSocket upgrade as it answers a REST call", async () => {
  const api = await apiWith(issuerUrl);
  expect((await negotiate(api, await token("10m"))).status).toBe(200);
  expect((await negotiate(api, await token(Math.floor(Date.now() / 1000) - 60))).status).toBe(401);
  expect((await negotiate(api, "not.a.token")).status).toBe(401);
  expect((await upgrade(api, "not.a.token")).status).toBe(401);
  // A valid token for an unknown connection: past the token check.
  expect((await upgrade(api, await token("10m"))).status).toBe(404);

  const dbDown = await apiWith(issuerUrl, async () => {
    throw new Error("Connection terminated due to connection timeout");
  });
  const refused = await negotiate(dbDown, await token("10m"));
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("2");
  expect(await upgrade(dbDown, await token("10m"))).toEqual({ status: 503, retryAfter: "2" });
});

it("answers 401 to a signed token that names no user or client: the token is no good, not the api", async () => {
  const api = await apiWith(issuerUrl);
  const anonymous = await token("10m", { gid: "g1" });
  const answer = await call(api, anonymous);
  expect(answer.status).toBe(401);
  expect(await answer.text()).toContain("names no user or client");
  expect((await negotiate(api, anonymous)).status).toBe(401);
});
