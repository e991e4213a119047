import { randomBytes } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../testing/test-stack.ts";

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
    writeFileSync(join(webDist, "assets", "index.js.map"), '{"sources":["/work/secret/src/App.tsx"]}');
    // Off localhost the gateway refuses published secrets: this one signs nobody in, so any will do.
    stack = await startTestStack({
      WEB_DIST: webDist,
      GATEWAY_PUBLIC_URL: "https://alm.example.com",
      OIDC_CLIENT_SECRET: randomBytes(32).toString("base64url"),
      HUB_CLIENT_SECRET: randomBytes(32).toString("base64url"),
      SESSION_SECRET: randomBytes(32).toString("base64url"),
    });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    rmSync(webDist, { recursive: true, force: true });
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
  });
});
