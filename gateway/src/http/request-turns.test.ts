import { once } from "node:events";
import { request as httpRequest } from "node:http";
import express from "express";
import { createServer, connect, type AddressInfo, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { requestTurn, takeRequestTurn } from "./request-turns.ts";

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

  it("hand the turn on past a step that throws", async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const ran: number[] = [];
    const steps = [0, 1, 2].map(async (i) => {
      await requestTurn();
      ran.push(i);
      if (i === 1) throw new Error("the resolver failed");
    });
    const outcomes = await Promise.allSettled(steps);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(ran).toEqual([0, 1, 2]);
    // The turns go on: a later step runs.
    await requestTurn();
  });

  it("answer every waiting request over HTTP when others' clients left or their handlers threw", async () => {
    const app = express();
    app.use(takeRequestTurn, (req, res) => {
      busy(2);
      if (req.url.startsWith("/throw")) throw new Error("the handler failed");
      res.send(req.url);
    });
    app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).send("failed");
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const port = (server.address() as AddressInfo).port;
    const get = (path: string, abort = false) =>
      new Promise<string>((resolve) => {
        const req = httpRequest({ host: "127.0.0.1", port, path, agent: false }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve(`${res.statusCode} ${body}`));
        });
        req.on("error", () => resolve("left"));
        req.end();
        // The client leaves while its request waits for a turn.
        if (abort) setImmediate(() => req.destroy());
      });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? get(`/left/${i}`, true) : get(i % 3 === 1 ? `/throw/${i}` : `/ok/${i}`),
      ),
    );
    expect(answers.filter((_, i) => i % 3 === 1)).toEqual(Array(10).fill("500 failed"));
    expect(answers.filter((_, i) => i % 3 === 2)).toEqual(
      Array.from({ length: 10 }, (_, k) => `200 /ok/${3 * k + 2}`),
    );
    // Nothing is left holding a turn: the next request is answered at once.
    expect(await get("/ok/after")).toBe("200 /ok/after");
    server.close();
  });
});
