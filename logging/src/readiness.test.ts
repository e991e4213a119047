import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { healthHandler, Readiness, readinessHandler } from "./readiness.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering /healthz and /readyz as the services do. */
async function serve(readiness: Readiness): Promise<string> {
  const health = healthHandler();
  const ready = readinessHandler(readiness);
  server = createServer((req, res) => (req.url === "/readyz" ? void ready(req, res) : health(req, res)));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("health and readiness", () => {
  it("is not ready while a dependency refuses or does not answer, and says which", async () => {
    let database: "up" | "refusing" | "hung" = "up";
    const url = await serve(
      new Readiness([
        {
          name: "database",
          check: () =>
            database === "up"
              ? Promise.resolve()
              : database === "refusing"
                ? Promise.reject(new Error("connection refused"))
                : new Promise(() => {}),
        },
      ]),
    );
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    for (const state of ["refusing", "hung"] as const) {
      database = state;
      const started = performance.now();
      const res = await fetch(`${url}/readyz`);
      expect(res.status, state).toBe(503);
      expect(await res.json()).toEqual({ status: "not ready", problems: ["database unreachable"] });
      // A hung dependency is not waited for beyond the probe's time (800 ms): the bound leaves room
      // for a loaded machine's late timers (up to 180 ms seen in full runs), not for a wait on the
      // hung check, which would last until the test's own timeout.
      expect(performance.now() - started).toBeLessThan(2_000);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    }
  });

  it("stays alive and stops being ready once draining, whatever its dependencies say", async () => {
    const readiness = new Readiness([{ name: "database", check: () => Promise.resolve() }]);
    const url = await serve(readiness);
    readiness.drain();
    const res = await fetch(`${url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "not ready", problems: ["draining"] });
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: "ok" });
  });
});
