import { describe, expect, it } from "vitest";
import { claimWorkerApi } from "./worker-api.ts";

describe("the worker's api", () => {
  it("is one process for the files of a worker, held by one stack at a time, and never stopped by one", async () => {
    const first = await claimWorkerApi();
    expect(first).toBeDefined();
    expect((await fetch(`${first?.api.url}/healthz`)).status).toBe(200);
    // A second stack of the same file starts an api of its own.
    expect(await claimWorkerApi()).toBeUndefined();
    await expect(first?.api.stop()).rejects.toThrow(/shared by the files/);
    first?.release();
    const next = await claimWorkerApi();
    expect(next?.api.process.pid).toBe(first?.api.process.pid);
    expect(next?.gatewayPort).toBe(first?.gatewayPort);
    next?.release();
  });
});
