import { once } from "node:events";
import { createServer, connect, type AddressInfo, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { requestTurn } from "./request-turns.ts";

/** Keeps the thread busy, as a request's parse, answer and write do. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("request turns", () => {
  it("let a socket's message in between the steps of a burst, not after all of them", async () => {
    const server = createServer();
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const accepted = once(server, "connection");
    const client = connect((server.address() as AddressInfo).port, "127.0.0.1");
    const [socket] = (await accepted) as [Socket];
    const order: string[] = [];
    socket.on("data", () => order.push("message"));
    // Twenty requests ready in one pass of the loop, each 5 ms of work once its turn comes.
    const steps = Array.from({ length: 20 }, async (_, i) => {
      await requestTurn();
      busy(5);
      order.push(`step ${i}`);
    });
    // The message is on the socket while the first step works.
    client.write("status changed");
    await Promise.all(steps);
    await new Promise((resolve) => setTimeout(resolve, 20));
    client.destroy();
    server.close();
    const at = order.indexOf("message");
    expect(at).toBeGreaterThan(0);
    // Run back to back, the twenty steps kept the socket waiting 100 ms; in turns, one or two.
    expect(at).toBeLessThanOrEqual(3);
    expect(order.filter((o) => o.startsWith("step"))).toEqual(steps.map((_, i) => `step ${i}`));
  });

  it("run a step at once when no other waits", async () => {
    await new Promise((resolve) => setImmediate(resolve));
    expect(requestTurn()).toBeUndefined();
    // A second step in the same pass waits for the next one.
    const second = requestTurn();
    expect(second).toBeInstanceOf(Promise);
    await second;
  });
});
