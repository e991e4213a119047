import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startApiProcess,
  startTestStack,
  startWorkerStack,
  type TestStack,
  providerTokens,
} from "../testing/test-stack.ts";
import { closeCodeOf, runOnce, wsClient } from "../testing/ws-client.ts";

const VIEWER = "{ viewer { name tenant isStaff } }";

describe("GraphQL transports and consumers", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startWorkerStack();
  }, 60_000);
  afterAll(() => stack.close());

  const bearer = (username: string) => providerTokens(stack, username);

  const JOB_PROGRESS = `subscription { documentJobProgress(id: "none") { id } }`;

  it("runs subscriptions over graphql-ws on the same path with the browser's session cookie, never queries", async () => {
    const { jar } = await signInThroughGateway(stack, "client");
    const client = wsClient(stack.gatewayUrl, { cookie: jar.header(`${stack.gatewayUrl}/graphql`) });
    // A job nobody made: the resolver ran, as the signed-in user.
    const watched = await runOnce(client, JOB_PROGRESS);
    expect(watched.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const query = (await runOnce(client, VIEWER).catch((e: unknown) => e)) as {
      extensions?: { code?: string };
    }[];
    expect(query[0]?.extensions?.code).toBe("FORBIDDEN");
    await client.dispose();
  });

  it("refuses a WebSocket whose session cookie was tampered with", async () => {
    const client = wsClient(stack.gatewayUrl, { cookie: "alm_session=forged.signature" });
    expect(closeCodeOf(await runOnce(client, JOB_PROGRESS).catch((e: unknown) => e))).toBe(4401);
    await client.dispose();
  });

  it("refuses a signed-out WebSocket (4401)", async () => {
    const client = wsClient(stack.gatewayUrl);
    expect(closeCodeOf(await runOnce(client, JOB_PROGRESS).catch((e: unknown) => e))).toBe(4401);
    await client.dispose();
  });

  it("tells a socket whose Bearer token was refused that the token was, not to send one (4401)", async () => {
    const client = wsClient(stack.gatewayUrl, { origin: "" }, { authorization: "Bearer not-a-token" });
    const closed = (await runOnce(client, JOB_PROGRESS).catch((e: unknown) => e)) as { reason?: string };
    expect(closeCodeOf(closed)).toBe(4401);
    expect(closed.reason).toBe(
      "The Bearer token sent is invalid, expired or revoked: connect again with a new token.",
    );
    await client.dispose();
  });

  it("serves scripts and services that send a Bearer token from the same provider", async () => {
    const tokens = await bearer("analyst");
    const res = await graphqlRequest(stack, VIEWER, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(res.body.data?.viewer).toEqual({ name: "Priya Raman", tenant: "ALM", isStaff: true });
  });

  it("refuses a forged Bearer token with 401", async () => {
    const tokens = await bearer("client");
    const [h, p] = tokens.access_token.split(".");
    const res = await graphqlRequest(stack, VIEWER, { headers: { authorization: `Bearer ${h}.${p}.xyz` } });
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a cross-site simple POST (CSRF prevention)", async () => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(res.status).toBe(400);
  });

  it("marks every GraphQL answer private and not to be stored: data, errors, refusals, GET", async () => {
    const tokens = await bearer("analyst");
    const auth = { authorization: `Bearer ${tokens.access_token}`, "content-type": "application/json" };
    const post = (body: unknown, headers: Record<string, string> = auth) =>
      fetch(`${stack.gatewayUrl}/graphql`, { method: "POST", headers, body: JSON.stringify(body) });
    const answers = [
      await post({ query: VIEWER }),
      await post({ query: VIEWER }),
      await post({ query: "{ nope }" }),
      await post({ query: VIEWER }, { "content-type": "application/json" }),
      await post({ extensions: { persistedQuery: { version: 1, sha256Hash: "1".repeat(64) } } }),
      await fetch(`${stack.gatewayUrl}/graphql?query=${encodeURIComponent(VIEWER)}`, {
        headers: { ...auth, "apollo-require-preflight": "true" },
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 400, 401, 200, 200]);
    for (const r of answers) expect(r.headers.get("cache-control")).toBe("private, no-store");
  });

  it("serves the build number and health", async () => {
    const version = (await (await fetch(`${stack.gatewayUrl}/version.json`)).json()) as {
      buildNumber: string;
    };
    expect(typeof version.buildNumber).toBe("string");
    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
  });
});

describe("the socket's own refusals", () => {
  it("sends a refused subscription's error as the HTTP path does: code and reason, no extensions.http", async () => {
    const stack = await startWorkerStack({ RATE_LIMIT_PER_CALLER: "2" });
    try {
      const tokens = await providerTokens(stack, "analyst");
      const client = wsClient(
        stack.gatewayUrl,
        { origin: "" },
        { authorization: `Bearer ${tokens.access_token}` },
      );
      const JOB_PROGRESS = `subscription { documentJobProgress(id: "none") { id } }`;
      for (let i = 0; i < 2; i++) await runOnce(client, JOB_PROGRESS);
      const refused = (await runOnce(client, JOB_PROGRESS).catch((e: unknown) => e)) as unknown[];
      // Apollo's `http` (a 429 and its Retry-After, for an HTTP answer) is not the caller's.
      expect(refused).toEqual([
        {
          message: expect.stringMatching(/^Too many requests\. Try again in \d+ s\.$/),
          extensions: { code: "RATE_LIMITED", reason: "RATE_LIMITED" },
        },
      ]);
      await client.dispose();
    } finally {
      await stack.close();
    }
  }, 60_000);
});

describe("when the upstream fails", () => {
  it("keeps the session fresh by refreshing tokens, and signs out when a refresh fails", async () => {
    // Tokens living 30 s are always within the refresh margin: every request refreshes.
    const stack = await startTestStack({}, { ACCESS_TOKEN_TTL_SECONDS: "30" });
    try {
      const { jar } = await signInThroughGateway(stack, "staff");
      for (let i = 0; i < 2; i++) {
        const res = await graphqlRequest(stack, VIEWER, { jar });
        expect(res.body.data?.viewer).toMatchObject({ name: "Dana Whitfield" });
      }
      // The provider down: the refresh cannot happen now, but the user stays signed in.
      const port = Number(new URL(stack.api.url).port);
      await stack.api.stop();
      const down = await graphqlRequest(stack, VIEWER, { jar });
      expect(down.body.errors?.[0]?.extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
      // A provider that no longer knows the refresh token: the session is over.
      stack.api = await startApiProcess(stack.gatewayUrl, { port, env: { ACCESS_TOKEN_TTL_SECONDS: "30" } });
      const res = await graphqlRequest(stack, VIEWER, { jar });
      expect(res.status).toBe(401);
      expect(res.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    } finally {
      await stack.close();
    }
  }, 180_000);

  it("stays up and answers UPSTREAM_UNAVAILABLE while the api is down", async () => {
    const stack = await startTestStack();
    try {
      const { jar } = await signInThroughGateway(stack, "staff");
      await stack.api.stop();
      const res = await graphqlRequest(stack, VIEWER, { jar });
      expect(res.body.errors?.[0]?.extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
      expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
    } finally {
      await stack.close();
    }
  }, 60_000);
});
