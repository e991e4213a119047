import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { JWT_SHAPE } from "@alm/test-support";
import { captureGatewayLog, logLinesOf } from "../testing/captured-log.ts";
import {
  graphqlRequest,
  signInThroughGateway,
  startTestStack,
  type TestStack,
} from "../testing/test-stack.ts";
import { wsClient } from "../testing/ws-client.ts";
import { createDataSet } from "../testing/data-set-factory.ts";

const VIEWER = "{ viewer { username isStaff } }";

describe("request ids from the gateway to the api", () => {
  let stack: TestStack;
  let gatewayLog: ReturnType<typeof captureGatewayLog>;

  beforeAll(async () => {
    gatewayLog = captureGatewayLog();
    stack = await startTestStack({}, { LOG_LEVEL: "info" });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    gatewayLog.restore();
  });
  /** The paths the api logged requests to under request id `id`. */
  const apiUrlsUnder = (id: string) =>
    logLinesOf(stack.api.output())
      .filter((l) => l.reqId === id)
      .map((l) => l.req?.url);

  it("answers a GraphQL request's id and logs the api's upstream calls under it, without secrets", async () => {
    const { jar } = await signInThroughGateway(stack, "staff");
    const url = `${stack.gatewayUrl}/graphql`;
    const res = await fetch(url, {
      method: "POST",
      // A browser cannot choose the id the gateway logs under.
      headers: {
        "content-type": "application/json",
        cookie: jar.header(url),
        "x-request-id": "chosen-by-the-browser",
      },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({
      viewer: { username: "staff", isStaff: true },
    });
    const id = res.headers.get("x-request-id") as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    await expect
      .poll(() => gatewayLog.lines().find((l) => l.reqId === id && l.req?.url === "/graphql"))
      .toMatchObject({ name: "gateway", res: { statusCode: 200 } });
    // The viewer is read from the core api: those calls are logged there under the same id.
    await expect.poll(() => apiUrlsUnder(id)).toContainEqual(expect.stringMatching(/^\/core\/auth\//));
    expect(logLinesOf(stack.api.output()).every((l) => l.name === "api")).toBe(true);

    const session = jar.get("alm_session") as string;
    for (const text of [gatewayLog.text(), stack.api.output()]) {
      expect(text).not.toContain(session);
      expect(text).not.toContain("Bearer");
      expect(text).not.toMatch(JWT_SHAPE);
    }
  });

  it("carries a sign-in's id to the identity provider: its token call is logged under the callback's id", async () => {
    await signInThroughGateway(stack, "analyst");
    const callback = await vi.waitUntil(
      () =>
        gatewayLog.lines().findLast((l) => l.req?.url?.startsWith("/auth/callback?") && l.res !== undefined),
      { timeout: 10_000 },
    );
    const id = callback.reqId as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The code exchange, made while the gateway served the callback; it had an id of its own.
    await expect.poll(() => apiUrlsUnder(id)).toContain("/oidc/token");
  });

  it("carries an upload's id to the api with the file streamed through", async () => {
    const { jar } = await signInThroughGateway(stack, "staff");
    const clients = await graphqlRequest(stack, "{ clients { id acronym } }", { jar });
    const lccu = (clients.body.data?.clients as { id: string; acronym: string }[]).find(
      (c) => c.acronym === "LCCU",
    )?.id as string;
    const { requestId } = await createDataSet(stack, jar, lccu, "2023-06");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The review found the streamed upload the one upstream call without the caller's id.
    await expect
      .poll(() => apiUrlsUnder(requestId))
      .toContainEqual(expect.stringMatching(/^\/base\/.*dataset\/client\//));
  });

  it("says nothing against the api when an upload's sender leaves in the middle of the file", async () => {
    const { jar } = await signInThroughGateway(stack, "staff");
    const input = { asOfDate: "2023-06", type: "WHAT_IF", description: "Left", resultSets: [] };
    const url = `${stack.gatewayUrl}/uploads/data-sets/1?${new URLSearchParams({ input: JSON.stringify(input) })}`;
    const boundary = "left-in-the-middle";
    const sender = request(url, {
      method: "POST",
      headers: {
        origin: stack.gatewayUrl,
        cookie: jar.header(url) ?? "",
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
    });
    sender.on("error", () => undefined);
    sender.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="positions.csv"\r\n` +
        `content-type: text/csv\r\n\r\n${"key,balance\n".repeat(20_000)}`,
    );
    // The gateway streams it to the api as it comes; then the tab is closed.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = gatewayLog.lines().length;
    sender.destroy();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // The streamed call said the api gave no answer, at warn, for every cancelled upload.
    expect(
      gatewayLog
        .lines()
        .slice(before)
        .filter((l) => /gave no answer/.test(String(l.msg))),
    ).toEqual([]);
  });

  it("starts without a warning at the api: the readiness probe of its core address is answered 200", async () => {
    const ready = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    const probesLogged = () => logLinesOf(stack.api.output()).filter((l) => l.req?.url === "/core");
    // The api's log reaches this process through its output pipe, a moment after it answered.
    await expect.poll(() => probesLogged().length).toBeGreaterThan(0);
    const probes = probesLogged();
    // It was answered 400 (no api-version) and logged at warn at every gateway's start.
    for (const probe of probes) expect(probe).toMatchObject({ level: 30, res: { statusCode: 200 } });
  });

  it("gives each operation over a socket an id of its own, carried to the api", async () => {
    const { jar } = await signInThroughGateway(stack, "staff");
    const clients = await graphqlRequest(stack, "{ clients { id } }", { jar });
    const clientId = (clients.body.data?.clients as { id: string }[])[0]?.id;
    const before = new Set(logLinesOf(stack.api.output()).map((l) => l.reqId));
    const socket = wsClient(stack.gatewayUrl, { cookie: jar.header(`${stack.gatewayUrl}/graphql`) });
    const stop = socket.subscribe(
      {
        query: "subscription($c: ID!) { dataSetStatusChanged(clientId: $c) { dataSetId } }",
        variables: { c: clientId },
      },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    try {
      // Subscribing reads the viewer from the core api: that call is logged there under the operation's id.
      await expect
        .poll(
          () =>
            logLinesOf(stack.api.output()).filter(
              (l) => typeof l.reqId === "string" && !before.has(l.reqId) && l.reqId.startsWith("ws-"),
            ).length,
        )
        .toBeGreaterThan(0);
      const ids = logLinesOf(stack.api.output())
        .map((l) => l.reqId)
        .filter((id): id is string => typeof id === "string" && id.startsWith("ws-"));
      expect(ids.every((id) => /^ws-[0-9a-f-]{36}$/.test(id))).toBe(true);
    } finally {
      stop();
      await socket.dispose();
    }
  });
});
