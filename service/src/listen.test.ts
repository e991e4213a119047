import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { listenAddress, LOCAL_HUB_CLIENT_SECRET, LOCAL_OIDC_CLIENT_SECRET } from "./deployment-secrets.ts";
import { listenOn } from "./listen.ts";

describe("listenOn", () => {
  it("says which setting names a port in use, and what to do", async () => {
    const first = createServer();
    await listenOn(first, 0, "API_PORT");
    const { port } = first.address() as AddressInfo;
    try {
      await expect(listenOn(createServer(), port, "API_PORT")).rejects.toThrow(
        `Port ${port} (API_PORT) is in use by another process: stop that process (the stack started twice?), or set API_PORT to a free port.`,
      );
    } finally {
      first.close();
    }
  });
});

describe("listenAddress", () => {
  it("keeps a service on the loopback while any secret it trusts is weak, on every interface once none is", async () => {
    const strong = randomBytes(32).toString("base64");
    expect(listenAddress([LOCAL_OIDC_CLIENT_SECRET, strong])).toBe("127.0.0.1");
    expect(listenAddress([strong, LOCAL_HUB_CLIENT_SECRET])).toBe("127.0.0.1");
    expect(listenAddress([strong, strong, "password123"])).toBe("127.0.0.1");
    // A secret left unset (the gateway's generated session secret) weakens nothing.
    expect(listenAddress([strong, strong, undefined])).toBeUndefined();
    const server = createServer();
    await listenOn(server, 0, "GATEWAY_PORT", listenAddress([LOCAL_OIDC_CLIENT_SECRET]));
    try {
      expect((server.address() as AddressInfo).address).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });
});
