import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
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
