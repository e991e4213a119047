import { randomBytes } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkerStack, type TestStack } from "../testing/test-stack.ts";
import { KEEP_ALIVE_TIMEOUT_MS } from "@alm/service";
import { UPSTREAM_IDLE_MAX_MS } from "./upstream-pool.ts";

/** A content-hashed bundle as Vite names them, large enough to be worth compressing. */
const BUNDLE = "assets/app-3f9a1c.js";
/** A bundle the build also wrote compressed beside it (.br, .gz), as vite.config.ts has it do. */
const PRECOMPRESSED = "assets/vendor-77ab01.js";
const PRECOMPRESSED_BR = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const BUNDLE_TEXT = `export const rows = [${Array.from({ length: 2000 }, (_, i) => i).join(",")}];\n`;

/** The raw answer, as sent (fetch would decompress it out of sight). */
function rawRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(url, { method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/** A built web app as Vite writes it with html.cspNonce: the placeholder on the meta tag and the tags. */
const INDEX = `<!doctype html><html><head>
<meta property="csp-nonce" nonce="PLACEHOLDER">
<script type="module" crossorigin src="/analysis/assets/index.js" nonce="PLACEHOLDER"></script>
</head><body><div id="root"></div></body></html>`;

describe("the gateway's HTTP edge behind an https public address", () => {
  let stack: TestStack;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), "alm-web-"));
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "index.html"), INDEX);
    writeFileSync(join(webDist, "assets", "index.js"), "console.log(1);\n");
    writeFileSync(join(webDist, BUNDLE), BUNDLE_TEXT);
    writeFileSync(join(webDist, PRECOMPRESSED), BUNDLE_TEXT);
    writeFileSync(join(webDist, `${PRECOMPRESSED}.br`), PRECOMPRESSED_BR(BUNDLE_TEXT));
    writeFileSync(join(webDist, `${PRECOMPRESSED}.gz`), gzipSync(BUNDLE_TEXT, { level: 9 }));
    writeFileSync(join(webDist, "assets", "index.js.map"), '{"sources":["/work/secret/src/App.tsx"]}');
    // Off localhost the gateway refuses published secrets: this one signs nobody in, so any will do.
    stack = await startWorkerStack({
      WEB_DIST: webDist,
      GATEWAY_PUBLIC_URL: "https://alm.example.com",
      OIDC_CLIENT_SECRET: randomBytes(32).toString("base64url"),
      HUB_CLIENT_SECRET: randomBytes(32).toString("base64url"),
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      SESSION_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("is reached from other machines with secrets of its own; its api on the published defaults is not", async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a?.family === "IPv4" && !a.internal)?.address;
    expect(outside, "a network address of this machine").toBeDefined();
    const reach = (url: string) => {
      const at = new URL(url);
      at.hostname = outside as string;
      at.pathname = "/healthz";
      return fetch(at, { signal: AbortSignal.timeout(5_000) }).then(
        (res) => res.status,
        (error: Error) => (error.cause as { code?: string } | undefined)?.code ?? error.message,
      );
    };
    expect(await reach(stack.gatewayUrl)).toBe(200);
    // The worker's api runs on the defaults (a process of its own): the loopback alone.
    expect(await reach(stack.api.url)).toBe("ECONNREFUSED");
  });

  it("keeps idle connections longer than a proxy's pool, and its own upstream pool idles for less", async () => {
    const agent = new Agent({ keepAlive: true });
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) =>
      request(`${stack.gatewayUrl}/healthz`, { agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers));
      })
        .on("error", reject)
        .end(),
    );
    agent.destroy();
    // A load balancer or nginx pool idles connections up to 60 s; Node's default closed them at 5 s.
    expect(headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    // The api keeps them 65 s (@alm/service keep-alive.ts): the gateway's fetch lets go first.
    expect(UPSTREAM_IDLE_MAX_MS).toBeLessThan(60_000);
  });

  it("serves pages with a fresh nonce in the CSP and in the page, HSTS and upgraded requests", async () => {
    const first = await fetch(`${stack.gatewayUrl}/analysis/print/anything`);
    const html = await first.text();
    const csp = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(html).not.toContain("PLACEHOLDER");
    expect(html.split(`nonce="${nonce}"`)).toHaveLength(3);
    expect(csp).toContain("upgrade-insecure-requests");
    expect(csp).toContain("connect-src 'self' wss://alm.example.com");
    expect(first.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const second = await fetch(`${stack.gatewayUrl}/analysis/print/anything`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("serves bundles but never their source maps", async () => {
    expect((await fetch(`${stack.gatewayUrl}/analysis/assets/index.js`)).status).toBe(200);
    const map = await fetch(`${stack.gatewayUrl}/analysis/assets/index.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain("/work/secret");
  });

  it("sends the build's compressed files as they are, brotli first, as the bundle they stand for", async () => {
    const bundle = `${stack.gatewayUrl}/analysis/${PRECOMPRESSED}`;
    const br = await rawRequest(bundle, { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(readFileSync(join(webDist, `${PRECOMPRESSED}.br`)))).toBe(true);
    expect(br.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await rawRequest(bundle, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body.equals(readFileSync(join(webDist, `${PRECOMPRESSED}.gz`)))).toBe(true);
    const plain = await rawRequest(bundle, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE_TEXT);
  });

  it("compresses answers as the client asks (brotli, else gzip) and keeps hashed bundles a year", async () => {
    const bundle = `${stack.gatewayUrl}/analysis/${BUNDLE}`;
    const br = await rawRequest(bundle, { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE_TEXT);
    expect(br.body.length).toBeLessThan(BUNDLE_TEXT.length / 2);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await rawRequest(bundle, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(BUNDLE_TEXT);
    const plain = await rawRequest(bundle, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE_TEXT);
    // Files that are not content-hashed may change under the same name.
    const favicon = await rawRequest(`${stack.gatewayUrl}/analysis/index.html`, {});
    expect(favicon.headers["cache-control"]).not.toContain("immutable");

    // A GraphQL answer above the 1 KB worth compressing (within the 25 root fields allowed).
    const query = `{ ${Array.from({ length: 24 }, (_, i) => `${"a".repeat(60)}${i}: __typename`).join(" ")} }`;
    const answer = await rawRequest(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "br" },
      body: JSON.stringify({ query }),
    });
    expect(answer.status, answer.body.toString()).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    const data = (
      JSON.parse(brotliDecompressSync(answer.body).toString()) as { data: Record<string, string> }
    ).data;
    expect(Object.keys(data)).toHaveLength(24);
  });

  it("answers what no router took with fixed texts in the route's shape", async () => {
    const badJson = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"query": "SECRET',
    });
    expect(badJson.status).toBe(400);
    const body = (await badJson.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe("BAD_REQUEST");
    expect(JSON.stringify(body)).not.toContain("SECRET");
    const badPath = await fetch(`${stack.gatewayUrl}/downloads/%E0%A4%A`);
    expect(badPath.status).toBe(400);
    expect(await badPath.json()).toEqual({ error: expect.any(String) });
    const nothing = await fetch(`${stack.gatewayUrl}/nothing-here`);
    expect(nothing.status).toBe(404);
    expect(nothing.headers.get("x-frame-options")).toBe("DENY");
    // Beside /graphql is nothing, said as GraphQL says it: /graphql/foo was answered as /graphql.
    for (const path of ["/graphql/foo", "/graphql%zz"]) {
      const beside = await fetch(`${stack.gatewayUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "apollo-require-preflight": "1" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      expect(beside.status, path).toBe(404);
      const answer = (await beside.json()) as { errors: { extensions: { code: string } }[] };
      expect(answer.errors[0]?.extensions.code, path).toBe("BAD_REQUEST");
    }
  });
});
