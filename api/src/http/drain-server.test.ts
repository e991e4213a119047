import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainServer } from "./drain-server.ts";

/** A real server on a loopback port whose every answer takes `answerMs` (never, when undefined). */
async function slowServer(answerMs: number | undefined): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    if (answerMs !== undefined) setTimeout(() => res.end("done"), answerMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe("draining the api's HTTP server on shutdown", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it("lets a request under way finish, refuses new connections, and closes once it is done", async () => {
    const slow = await slowServer(400);
    server = slow.server;
    // A kept-alive idle connection must not hold the drain up.
    await (await fetch(slow.url)).text();
    const arrived = once(slow.server, "request");
    const underWay = fetch(slow.url).then((r) => r.text());
    await arrived;
    const started = performance.now();
    const drained = drainServer(slow.server, 5_000);
    await expect(fetch(slow.url)).rejects.toThrow();
    expect(await underWay).toBe("done");
    await drained;
    // Closed when the request is done (400 ms), not at the end of the 5 s grace.
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it("cuts a request that outlasts the grace period", async () => {
    const hung = await slowServer(undefined);
    server = hung.server;
    const arrived = once(hung.server, "request");
    const underWay = fetch(hung.url).then(
      () => "answered",
      () => "cut",
    );
    await arrived;
    const started = performance.now();
    await drainServer(hung.server, 300);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(await underWay).toBe("cut");
  });
});
