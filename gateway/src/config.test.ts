import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { freePort } from "@alm/test-support";
import { loadGatewayConfig } from "./config.ts";
import { configWarnings } from "./config-warnings.ts";

describe("gateway configuration", () => {
  it("has working embedded defaults: the embedded store, secrets kept there", () => {
    const a = loadGatewayConfig({});
    expect(a.GATEWAY_PORT).toBe(4000);
    expect(a.CORE_API_URL).toBe("http://localhost:4100/core");
    expect(a.GATEWAY_DATABASE_URL).toBeUndefined();
    expect(a.DATA_DIR).toMatch(/\.data$/);
    expect(a.SESSION_SECRET).toBeUndefined();
    expect(a.SESSION_ENCRYPTION_KEY).toBeUndefined();
  });

  // An operator's review: a trailing slash sent sign-ins to //auth/callback (404), and port 0
  // made the gateway listen on a port nobody knew.
  it("drops a trailing slash from the addresses it appends paths to, and refuses port 0", () => {
    const config = loadGatewayConfig({
      GATEWAY_PUBLIC_URL: "http://alm.localhost:8081/",
      CORE_API_URL: "http://api:4100/core/",
    });
    expect([config.GATEWAY_PUBLIC_URL, config.CORE_API_URL]).toEqual([
      "http://alm.localhost:8081",
      "http://api:4100/core",
    ]);
    expect(() => loadGatewayConfig({ GATEWAY_PORT: "0" })).toThrow(/GATEWAY_PORT/);
  });

  it("takes a 32-byte encryption key and a PostgreSQL URL, and refuses anything else", () => {
    const key = Buffer.alloc(32, 7);
    expect(
      loadGatewayConfig({
        SESSION_ENCRYPTION_KEY: key.toString("base64"),
        GATEWAY_DATABASE_URL: "postgres://alm:alm@db:5432/alm",
      }).SESSION_ENCRYPTION_KEY,
    ).toEqual(key);
    expect(() =>
      loadGatewayConfig({
        SESSION_ENCRYPTION_KEY: Buffer.alloc(16).toString("base64"),
        GATEWAY_DATABASE_URL: "mysql://db/alm",
      }),
    ).toThrow(/SESSION_ENCRYPTION_KEY: must be 32 bytes[\s\S]*GATEWAY_DATABASE_URL: must be a postgres/);
  });

  it("takes how often the document queue looks for jobs of dead workers: 1 to 60 s, 5 unset", () => {
    expect(loadGatewayConfig({}).DOCUMENT_QUEUE_CHECK_SECONDS).toBe(5);
    expect(loadGatewayConfig({ DOCUMENT_QUEUE_CHECK_SECONDS: "1" }).DOCUMENT_QUEUE_CHECK_SECONDS).toBe(1);
    for (const bad of ["0", "61", "2.5", "soon"])
      expect(() => loadGatewayConfig({ DOCUMENT_QUEUE_CHECK_SECONDS: bad })).toThrow(
        /DOCUMENT_QUEUE_CHECK_SECONDS/,
      );
  });

  it("names every bad variable", () => {
    expect(() => loadGatewayConfig({ CORE_API_URL: "not a url", SESSION_SECRET: "short" })).toThrow(
      /CORE_API_URL[\s\S]*SESSION_SECRET: must be at least 32 characters/,
    );
  });

  it("takes TRUST_PROXY as the api does: unset, a hop count or named proxies; never true", () => {
    expect(loadGatewayConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadGatewayConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadGatewayConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe(
      "loopback, 10.0.0.0/8",
    );
    expect(() => loadGatewayConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: must name the proxies/);
    expect(() => loadGatewayConfig({ TRUST_PROXY: "nginx" })).toThrow(
      /TRUST_PROXY: must be a hop count or addresses\/subnets \(loopback, 10\.0\.0\.0\/8/,
    );
    expect(() => loadGatewayConfig({ TRUST_PROXY: "10.0.0.0/8; rm" })).toThrow(
      /TRUST_PROXY: must be a hop count/,
    );
  });

  it("refuses published or weak secrets when the public URL is not localhost", () => {
    const publicUrl = "https://alm.example.com";
    const strong = "q3V9-xT7kLw2pZr8NcY4hJ6mB1sD0fGe-7uHa";
    expect(() => loadGatewayConfig({ GATEWAY_PUBLIC_URL: publicUrl, SESSION_SECRET: strong })).toThrow(
      /OIDC_CLIENT_SECRET: is a published default; GATEWAY_PUBLIC_URL \(https:\/\/alm\.example\.com\) is not localhost/,
    );
    expect(() =>
      loadGatewayConfig({
        GATEWAY_PUBLIC_URL: publicUrl,
        OIDC_CLIENT_SECRET: strong,
        SESSION_SECRET: "change-me-in-production-to-32-or-more-chars",
      }),
    ).toThrow(/SESSION_SECRET: is a published default/);
    expect(() =>
      loadGatewayConfig({
        GATEWAY_PUBLIC_URL: publicUrl,
        OIDC_CLIENT_SECRET: strong,
        SESSION_SECRET: "x".repeat(40),
      }),
    ).toThrow(/SESSION_SECRET: is too easy to guess/);
    expect(() =>
      loadGatewayConfig({
        GATEWAY_PUBLIC_URL: publicUrl,
        OIDC_CLIENT_SECRET: strong,
        SESSION_SECRET: `${strong}-s`,
      }),
    ).toThrow(/HUB_CLIENT_SECRET: is a published default/);
    expect(() =>
      loadGatewayConfig({
        GATEWAY_PUBLIC_URL: publicUrl,
        OIDC_CLIENT_SECRET: strong,
        HUB_CLIENT_SECRET: `${strong}-hub`,
        SESSION_SECRET: `${strong}-s`,
      }),
    ).toThrow(
      /SESSION_ENCRYPTION_KEY: unset; GATEWAY_PUBLIC_URL \(https:\/\/alm\.example\.com\) is not localhost/,
    );
    expect(
      loadGatewayConfig({
        GATEWAY_PUBLIC_URL: publicUrl,
        OIDC_CLIENT_SECRET: strong,
        HUB_CLIENT_SECRET: `${strong}-hub`,
        SESSION_SECRET: `${strong}-s`,
        SESSION_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString("base64"),
      }),
    ).toMatchObject({ SESSION_SECRET: `${strong}-s` });
    // npm start and docker compose run on localhost with the published defaults.
    expect(
      loadGatewayConfig({ SESSION_SECRET: "change-me-in-production-to-32-or-more-chars" }).OIDC_CLIENT_SECRET,
    ).toBe("alm-gateway-local-secret");
  });

  it("stops the service at start with that message", () => {
    const main = fileURLToPath(new URL("./main.ts", import.meta.url));
    const run = spawnSync(process.execPath, [main], {
      env: { ...process.env, GATEWAY_PORT: "port", SESSION_SECRET: "" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("GATEWAY_PORT");
  });

  it("warns at start, and only then, when the MUI X license key is missing", async () => {
    expect(configWarnings({ MUI_X_LICENSE_KEY: "a-key" })).toEqual([]);
    const main = fileURLToPath(new URL("./main.ts", import.meta.url));
    const child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        GATEWAY_PORT: String(await freePort()),
        MUI_X_LICENSE_KEY: "",
        LOG_LEVEL: "warn",
      },
    });
    let output = "";
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no warning in: ${output}`)), 20_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("MUI_X_LICENSE_KEY is not set")) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on("data", read);
        child.stderr.on("data", read);
      });
    } finally {
      child.kill("SIGTERM");
    }
    const line = JSON.parse(output.split("\n").find((l) => l.includes("MUI_X_LICENSE_KEY")) ?? "{}") as {
      level?: number;
      msg?: string;
    };
    expect(line.level).toBe(40);
    expect(line.msg).toContain("Set it to the firm's MUI X Premium license key.");
  });
});
