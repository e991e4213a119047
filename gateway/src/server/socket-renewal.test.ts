import { createClient, type Client } from "graphql-ws";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  graphqlRequest,
  signInThroughGateway,
  startTestStack,
  type TestStack,
  providerTokens,
} from "../testing/test-stack.ts";
import { listening, untilListening } from "../testing/live-feeds.ts";

const TOKEN_TTL_SECONDS = 30;

const DATA_SETS = `subscription($clientId: ID!) { dataSetStatusChanged(clientId: $clientId) {
  dataSetId dataSet { id name } } }`;
const SAVE_DATA_SET = `mutation($clientId: ID!, $description: String) {
  saveDataSet(clientId: $clientId, input: { asOfDate: "2023-03", description: $description,
    resultSets: [{ key: "9101", type: SHOCK }, { key: "9102", type: RAMP }] }) {
    __typename ... on DataSetSaved { dataSet { id } } } }`;

const dataSetIdOf = (event: Record<string, unknown>) =>
  (event.dataSetStatusChanged as { dataSetId: string }).dataSetId;

/** A script's graphql-ws client (no Origin, no cookie): what it received, its pongs and how it ended. */
interface Consumer {
  client: Client;
  socket: Promise<WebSocket>;
  pongs: Record<string, unknown>[];
  events: Record<string, unknown>[];
  errors: unknown[];
  closeCode?: number;
}

describe("graphql-ws: a Bearer consumer renews its token without dropping the socket", () => {
  let stack: TestStack;
  let jar: Awaited<ReturnType<typeof signInThroughGateway>>["jar"];
  let rfcu: string;
  const consumers: Consumer[] = [];

  beforeAll(async () => {
    // Tokens that live 30 s, so that one expires during the test.
    stack = await startTestStack({}, { ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) });
    jar = (await signInThroughGateway(stack, "staff")).jar;
    const clients = await graphqlRequest(stack, "{ clients { id acronym } }", { jar });
    const list = clients.body.data?.clients as { id: string; acronym: string }[];
    rfcu = list.find((c) => c.acronym === "RFCU")?.id as string;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(consumers.map((c) => c.client.dispose()));
    await stack.close();
  });

  const tokenOf = async (username: string) => (await providerTokens(stack, username)).access_token;

  /** Subscribes to RFCU's data set changes as the guide's Node example does. */
  function subscribe(token: string): Consumer {
    let opened: (socket: WebSocket) => void = () => {};
    const consumer: Consumer = {
      socket: new Promise((resolve) => (opened = resolve)),
      pongs: [],
      events: [],
      errors: [],
      client: createClient({
        url: `${stack.gatewayUrl.replace(/^http/, "ws")}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${token}` },
        on: {
          connected: (socket) => opened(socket as WebSocket),
          pong: (received, payload) => {
            if (received && payload) consumer.pongs.push(payload);
          },
          closed: (event) => {
            consumer.closeCode = (event as { code?: number }).code;
          },
        },
      }),
    };
    consumer.client.subscribe(
      { query: DATA_SETS, variables: { clientId: rfcu } },
      {
        next: (value) => {
          if (value.errors) consumer.errors.push(...value.errors);
          if (value.data) consumer.events.push(value.data as Record<string, unknown>);
        },
        error: (error) => consumer.errors.push(error),
        complete: () => {},
      },
    );
    consumers.push(consumer);
    return consumer;
  }

  const renew = async (consumer: Consumer, token: string) => {
    const seen = consumer.pongs.length;
    (await consumer.socket).send(
      JSON.stringify({ type: "ping", payload: { authorization: `Bearer ${token}` } }),
    );
    await expect.poll(() => consumer.pongs.length, { timeout: 10_000 }).toBeGreaterThan(seen);
    return consumer.pongs[seen];
  };

  const save = async (description: string) => {
    const saved = await graphqlRequest(stack, SAVE_DATA_SET, {
      jar,
      variables: { clientId: rfcu, description },
    });
    return (saved.body.data?.saveDataSet as { dataSet: { id: string } }).dataSet.id;
  };

  it(
    "keeps a renewed socket past the first token's expiry, and closes one not renewed with 4401",
    async () => {
      const first = await tokenOf("staff");
      const base = listening(stack);
      const renewed = subscribe(first);
      const unrenewed = subscribe(await tokenOf("staff"));
      await Promise.all([renewed.socket, unrenewed.socket]);
      // An acknowledged socket is not yet a listening subscription (the unrenewed one missed the
      // first change once, under load).
      await untilListening(stack, base + 2);
      // Both subscriptions are live: each gets the first change.
      const before = await save("before renewal");
      await expect
        .poll(() => [renewed.events.length, unrenewed.events.length], { timeout: 10_000 })
        .toEqual([1, 1]);

      // Halfway through the first token's life, a new token of the same user, over the open socket.
      await new Promise((resolve) => setTimeout(resolve, (TOKEN_TTL_SECONDS / 2) * 1000));
      const second = await tokenOf("staff");
      const answer = await renew(renewed, second);
      expect(answer).toEqual({
        renewed: true,
        expiresAt: new Date((decodeJwt(second).exp as number) * 1000).toISOString(),
      });
      // The one pong carries the outcome, never the token.
      expect(JSON.stringify(renewed.pongs)).not.toContain(second);

      const firstExpiry = (decodeJwt(first).exp as number) * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(firstExpiry - Date.now(), 0) + 2_000));
      const refused = await graphqlRequest(stack, "{ viewer { name } }", {
        headers: { authorization: `Bearer ${first}` },
      });
      expect(refused.status).toBe(401);

      // Not renewed: closed once its token expired, with the code the guide documents.
      await expect.poll(() => unrenewed.closeCode, { timeout: 10_000 }).toBe(4401);
      // Renewed: still open, and the change after the first token expired is read with the new one.
      const after = await save("after renewal");
      await expect.poll(() => renewed.events.map(dataSetIdOf), { timeout: 10_000 }).toContain(after);
      expect(renewed.events.map(dataSetIdOf)).toContain(before);
      expect(renewed.events.find((e) => dataSetIdOf(e) === after)).toMatchObject({
        dataSetStatusChanged: { dataSet: { id: after, name: "2023/03/31 Standard after renewal" } },
      });
      expect(renewed.errors).toEqual([]);
      expect(renewed.closeCode).toBeUndefined();
    },
    (TOKEN_TTL_SECONDS + 40) * 1000,
  );

  it("refuses a renewal with another user's token or an invalid one, and keeps the socket's user", async () => {
    const consumer = subscribe(await tokenOf("analyst"));
    await consumer.socket;
    expect(await renew(consumer, await tokenOf("staff"))).toMatchObject({
      renewed: false,
      code: "FORBIDDEN",
    });
    expect(await renew(consumer, "not-a-token")).toMatchObject({ renewed: false, code: "UNAUTHENTICATED" });
    // Still the analyst's socket: a change reaches it, and it stays open.
    const id = await save("still the analyst");
    await expect.poll(() => consumer.events.map(dataSetIdOf), { timeout: 10_000 }).toContain(id);
    expect(consumer.closeCode).toBeUndefined();
  });

  it("renews only Bearer sockets: a signed-in page's socket follows its session", async () => {
    const client = createClient({
      url: `${stack.gatewayUrl.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, {
            headers: { origin: stack.gatewayUrl, cookie: jar.header(`${stack.gatewayUrl}/graphql`) ?? "" },
          });
        }
      },
      retryAttempts: 0,
    });
    const pongs: unknown[] = [];
    const socket = new Promise<WebSocket>((resolve) => {
      client.on("connected", (s) => resolve(s as WebSocket));
      client.on("pong", (received, payload) => {
        if (received) pongs.push(payload);
      });
    });
    const dispose = client.subscribe(
      { query: DATA_SETS, variables: { clientId: rfcu } },
      {
        next: () => {},
        error: () => {},
        complete: () => {},
      },
    );
    const staffToken = await tokenOf("staff");
    (await socket).send(JSON.stringify({ type: "ping", payload: { authorization: `Bearer ${staffToken}` } }));
    await expect.poll(() => pongs.length, { timeout: 10_000 }).toBe(1);
    expect(pongs[0]).toMatchObject({ renewed: false, code: "FORBIDDEN" });
    dispose();
    await client.dispose();
  });
});
