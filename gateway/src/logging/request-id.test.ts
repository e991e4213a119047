import { Writable } from "node:stream";
import { createLogger } from "@alm/logging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInThroughGateway, startTestStack, type TestStack } from "../testing/test-stack.ts";
import { log, useLogger } from "./logger.ts";

const VIEWER = "{ viewer { username isStaff } }";

type LogLine = Record<string, unknown> & { reqId?: string; req?: { url?: string } };

const linesOf = (text: string): LogLine[] =>
  text
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as LogLine);

describe("request ids from the gateway to the api", () => {
  let stack: TestStack;
  let gatewayLog = "";
  const before = log;

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        gatewayLog += chunk.toString();
        done();
      },
    });
    useLogger(createLogger({ service: "gateway", destination }));
    stack = await startTestStack();
  }, 60_000);
  afterAll(async () => {
    await stack.close();
    useLogger(before);
  });

  it("answers a GraphQL request's id and logs the api's upstream calls under it, without secrets", async () => {
    const { jar } = await signInThroughGateway(stack, "staff");
    const url = `${stack.gatewayUrl}/graphql`;
    const cookie = jar.header(url);
    const res = await fetch(url, {
      method: "POST",
      // A browser cannot choose the id the gateway logs under.
      headers: { "content-type": "application/json", cookie, "x-request-id": "chosen-by-the-browser" },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({
      viewer: { username: "staff", isStaff: true },
    });
    const id = res.headers.get("x-request-id") as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    await expect
      .poll(() => linesOf(gatewayLog).find((l) => l.reqId === id && l.req?.url === "/graphql"))
      .toMatchObject({ name: "gateway", res: { statusCode: 200 } });
    // The viewer is read from the core api: those calls are logged there under the same id.
    await expect
      .poll(() =>
        linesOf(stack.api.output())
          .filter((l) => l.reqId === id)
          .map((l) => l.req?.url),
      )
      .toContainEqual(expect.stringMatching(/^\/core\/auth\//));
    expect(linesOf(stack.api.output()).every((l) => l.name === "api")).toBe(true);

    const session = jar.get("alm_session") as string;
    for (const text of [gatewayLog, stack.api.output()]) {
      expect(text).not.toContain(session);
      expect(text).not.toMatch(/Bearer|eyJ[\w-]{10,}/);
    }
  });
});
