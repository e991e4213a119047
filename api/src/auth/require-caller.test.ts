import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { errorHandler } from "../http/http-error.ts";
import { requireCaller } from "./require-caller.ts";
import { createTokenVerifier, type GrantCheck } from "./token-verifier.ts";

/**
 * A token the api cannot check now (its issuer's keys or the grant look-up do not answer) is a 503
 * to try again; only a token that is itself no good is a 401, on which a gateway ends the session.
 */
let issuer: Server;
let issuerUrl = "";
let privateKey: CryptoKey;
const servers: Server[] = [];

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
  for (const s of [issuer, ...servers]) await new Promise((resolve) => s.close(resolve));
});

async function apiWith(issuerAt: string, grantStands: GrantCheck = async () => true): Promise<string> {
  const app = express();
  app.use(requireCaller(createTokenVerifier(issuerAt, "api", "hub", grantStands)));
  app.get("/x", (_req, res) => res.json({ ok: true }));
  app.use(errorHandler);
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
}

const token = (expiresIn: string | number) =>
  new SignJWT({ tenant: "RFCU", gid: "g1" })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(issuerUrl)
    .setAudience("api")
    .setSubject("u1")
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(privateKey);
const call = async (url: string, bearer: string) =>
  fetch(url, { headers: { authorization: `Bearer ${bearer}` } });

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
