import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadApiConfig } from "./config.ts";

const MFA_KEY = Buffer.alloc(32, 7).toString("base64");

describe("api configuration", () => {
  it("has working embedded defaults", () => {
    const config = loadApiConfig({});
    expect(config.API_PORT).toBe(4100);
    expect(config.OIDC_ISSUER).toBe("http://localhost:4100/oidc");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable", () => {
    expect(() => loadApiConfig({ API_PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /API_PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ connection URL/,
    );
  });

  it("refuses the built-in client secret when the public URL is not localhost", () => {
    expect(() => loadApiConfig({ API_PUBLIC_URL: "https://alm.example.com" })).toThrow(
      /OIDC_CLIENT_SECRET: is a published default; API_PUBLIC_URL \(https:\/\/alm\.example\.com\) is not localhost/,
    );
    expect(() =>
      loadApiConfig({
        API_PUBLIC_URL: "https://alm.example.com",
        OIDC_CLIENT_SECRET: "change-me-in-production-please",
      }),
    ).toThrow(/OIDC_CLIENT_SECRET: is a published default/);
    expect(() =>
      loadApiConfig({
        API_PUBLIC_URL: "https://alm.example.com",
        OIDC_CLIENT_SECRET: "aaaaaaaaaaaaaaaaaaaaaaaa",
      }),
    ).toThrow(/OIDC_CLIENT_SECRET: is too easy to guess/);
  });

  it("accepts a real secret anywhere and the built-in one on this machine", () => {
    const secret = "q3V9-xT7kLw2pZr8NcY4hJ6mB1sD0fGe";
    expect(
      loadApiConfig({
        API_PUBLIC_URL: "https://alm.example.com",
        OIDC_CLIENT_SECRET: secret,
        HUB_CLIENT_SECRET: `${secret}-hub`,
        MFA_ENCRYPTION_KEY: MFA_KEY,
      }),
    ).toMatchObject({
      OIDC_CLIENT_SECRET: secret,
    });
    // The hub bridge's client has a secret of its own, under the same rule.
    expect(() =>
      loadApiConfig({ API_PUBLIC_URL: "https://alm.example.com", OIDC_CLIENT_SECRET: secret }),
    ).toThrow(/HUB_CLIENT_SECRET: is a published default/);
    for (const url of ["http://localhost:4100", "http://127.0.0.1:4100", "http://[::1]:4100"]) {
      expect(loadApiConfig({ API_PUBLIC_URL: url }).OIDC_CLIENT_SECRET).toBe("alm-gateway-local-secret");
    }
  });

  it("seeds the demo's users, whose passwords are published, on this machine only", () => {
    const secrets = {
      OIDC_CLIENT_SECRET: "q3V9-xT7kLw2pZr8NcY4hJ6mB1sD0fGe",
      HUB_CLIENT_SECRET: "Zr8NcY4hJ6mB1sD0fGe-q3V9-xT7kLw2p",
      MFA_ENCRYPTION_KEY: MFA_KEY,
    };
    const deployed = { API_PUBLIC_URL: "https://alm.example.com", ...secrets };
    // Unset behind a URL others reach, an empty database stays empty (the operator's review:
    // a production start seeded staff/staff without a word).
    expect(loadApiConfig(deployed).SEED_DEMO).toBe(false);
    expect(loadApiConfig({ ...deployed, SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
    expect(() => loadApiConfig({ ...deployed, SEED_DEMO: "true" })).toThrow(
      /SEED_DEMO: the demo's users sign in with published passwords \(staff\/staff\); API_PUBLIC_URL \(https:\/\/alm\.example\.com\) is not localhost, so leave SEED_DEMO unset or set it to false/,
    );
    for (const url of ["http://localhost:4100", "http://alm.localhost:8080"]) {
      expect(loadApiConfig({ API_PUBLIC_URL: url }).SEED_DEMO).toBe(true);
      expect(loadApiConfig({ API_PUBLIC_URL: url, SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
    }
  });

  it("needs MFA_ENCRYPTION_KEY behind a public URL, in the gateway's words for its session key", () => {
    const deployed = {
      API_PUBLIC_URL: "https://alm.example.com",
      OIDC_CLIENT_SECRET: "q3V9-xT7kLw2pZr8NcY4hJ6mB1sD0fGe",
      HUB_CLIENT_SECRET: "Zr8NcY4hJ6mB1sD0fGe-q3V9-xT7kLw2p",
    };
    const refusal =
      "MFA_ENCRYPTION_KEY: unset; API_PUBLIC_URL (https://alm.example.com) is not localhost, so set " +
      "MFA_ENCRYPTION_KEY to 32 random bytes in base64 (openssl rand -base64 32): the key kept " +
      "beside the authenticators would not protect their secrets";
    expect(() => loadApiConfig(deployed)).toThrow(refusal);
    // secrets.env.example's blank line: blank is unset.
    expect(() => loadApiConfig({ ...deployed, MFA_ENCRYPTION_KEY: "" })).toThrow(refusal);
    expect(loadApiConfig({ ...deployed, MFA_ENCRYPTION_KEY: MFA_KEY }).MFA_ENCRYPTION_KEY).toHaveLength(32);
    // On this machine the database keeps a key of its own, as before.
    expect(loadApiConfig({ API_PUBLIC_URL: "http://alm.localhost:8080" }).MFA_ENCRYPTION_KEY).toBeUndefined();
  });

  // An operator's review: https://host/ made the issuer https://host//oidc, which no gateway matched.
  it("drops a trailing slash from the addresses it appends paths to", () => {
    const config = loadApiConfig({
      API_PUBLIC_URL: "http://alm.localhost:8080/",
      GATEWAY_PUBLIC_URL: "http://alm.localhost:8081//",
    });
    expect([config.API_PUBLIC_URL, config.OIDC_ISSUER, config.GATEWAY_PUBLIC_URL]).toEqual([
      "http://alm.localhost:8080",
      "http://alm.localhost:8080/oidc",
      "http://alm.localhost:8081",
    ]);
  });

  it("has sign-in limits for a financial product and trusts no proxy unless told", () => {
    const config = loadApiConfig({});
    expect(config).toMatchObject({
      SIGN_IN_FREE_FAILURES: 3,
      SIGN_IN_LOCKOUT_FAILURES: 10,
      SIGN_IN_LOCKOUT_SECONDS: 900,
      SIGN_IN_ADDRESS_MAX_FAILURES: 100,
    });
    expect(config.TRUST_PROXY).toBeUndefined();
    expect(loadApiConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadApiConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(() => loadApiConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: must name the proxies/);
    // One message for one fault: proxy-addr's refusal of "true" came with it.
    expect(() => loadApiConfig({ TRUST_PROXY: "true" })).not.toThrow(/addresses\/subnets \(loopback/);
    expect(() => loadApiConfig({ SIGN_IN_FREE_FAILURES: "10", SIGN_IN_LOCKOUT_FAILURES: "5" })).toThrow(
      /SIGN_IN_FREE_FAILURES: must be lower than SIGN_IN_LOCKOUT_FAILURES/,
    );
  });

  it("stops at start on a TRUST_PROXY Express could not read, saying so as the gateway does", () => {
    // "foo" passes the pattern but names no proxy Express knows: the review found the api took it
    // (and failed its first request) where the gateway refused to start.
    const gatewaysText = "TRUST_PROXY: must be a hop count or addresses/subnets (loopback, 10.0.0.0/8, ...)";
    expect(() => loadApiConfig({ TRUST_PROXY: "foo" })).toThrow(gatewaysText);
    const main = fileURLToPath(new URL("./main.ts", import.meta.url));
    const run = spawnSync(process.execPath, [main], {
      env: { ...process.env, TRUST_PROXY: "foo" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(gatewaysText);
  });

  it("computes in a worker per core but the event loop's, and precomputes unless switched off", () => {
    const config = loadApiConfig({});
    expect(config.ENGINE_WORKERS).toBe(Math.max(1, availableParallelism() - 1));
    expect(config.ENGINE_WORKER_MEMORY_MB).toBeUndefined();
    expect(config.PRECOMPUTE).toBe(true);
    expect(loadApiConfig({ PRECOMPUTE: "off", ENGINE_WORKERS: "3" })).toMatchObject({
      PRECOMPUTE: false,
      ENGINE_WORKERS: 3,
    });
    expect(() => loadApiConfig({ ENGINE_WORKERS: "0", PRECOMPUTE: "later" })).toThrow(
      /ENGINE_WORKERS: .*>=1[\s\S]*PRECOMPUTE: .*"on"/,
    );
  });
});
