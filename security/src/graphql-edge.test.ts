import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fetchTokens, openGatewayStore, skipsWithoutPostgres } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstAnswer, openGraphqlSocket } from "./graphql-socket.ts";
import { graphql, signInBrowser, startSecurityStack, type SecurityStack } from "./stack.ts";

// Low enough to reach in a test, in a window no test outlives (counts never reset midway).
const PER_CALLER = 40;
const ANONYMOUS_PER_ADDRESS = 30;

let stack: SecurityStack;
beforeAll(async () => {
  stack = await startSecurityStack({
    gatewayEnv: {
      RATE_LIMIT_WINDOW_SECONDS: "600",
      RATE_LIMIT_PER_CALLER: String(PER_CALLER),
      RATE_LIMIT_ANONYMOUS_PER_ADDRESS: String(ANONYMOUS_PER_ADDRESS),
      // Raised so that each flood below meets the limit it is about, not the token limit first.
      MAX_QUERY_TOKENS: "100000",
      MAX_QUERY_ALIASES: "5000",
      MAX_QUERY_ROOT_FIELDS: "5000",
    },
  });
});
afterAll(() => stack?.close());

const JOB_PROGRESS = `subscription { documentJobProgress(id: "none") { id } }`;
const errorsOf = (payload: unknown) =>
  payload as { message: string; extensions?: { code?: string; reason?: string } }[];
const codeOfNext = (payload: unknown) =>
  (payload as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;

async function cookieOf(username: string) {
  const { jar } = await signInBrowser(stack, username);
  return jar.header(`${stack.gatewayUrl}/graphql`);
}

describe("GraphQL over WebSocket (cross-site WebSocket hijacking)", () => {
  it("refuses the upgrade from another site's page, even with the victim's session cookie", async () => {
    const cookie = await cookieOf("client");
    const attack = await openGraphqlSocket(stack.gatewayUrl, { origin: "https://evil.example", cookie });
    expect(attack).toEqual({ kind: "refused", status: 403 });
    // The gateway's own page, same cookie: accepted.
    const own = await openGraphqlSocket(stack.gatewayUrl, { origin: stack.gatewayUrl, cookie });
    expect(own.kind).toBe("open");
    if (own.kind === "open") own.socket.close();
  });

  it("runs subscriptions on a same-origin socket but refuses queries and mutations there", async () => {
    const cookie = await cookieOf("staff");
    const opened = await openGraphqlSocket(stack.gatewayUrl, { origin: stack.gatewayUrl, cookie });
    if (opened.kind !== "open") throw new Error(`socket not opened: ${JSON.stringify(opened)}`);
    const query = await firstAnswer(opened.socket, "{ viewer { username } }", "q");
    expect(query.type).toBe("error");
    expect(errorsOf(query.payload)[0]?.extensions?.code).toBe("FORBIDDEN");
    const mutation = await firstAnswer(
      opened.socket,
      `mutation { deleteDataSet(id: "1") { __typename } }`,
      "m",
    );
    expect(mutation.type).toBe("error");
    expect(errorsOf(mutation.payload)[0]?.extensions?.code).toBe("FORBIDDEN");
    // A subscription runs as the signed-in user: the resolver itself answers (no such job).
    const subscription = await firstAnswer(opened.socket, JOB_PROGRESS, "s");
    expect(subscription.type).toBe("next");
    expect(codeOfNext(subscription.payload)).toBe("NOT_FOUND");
    // What graphql-js refuses is coded as Apollo codes it over HTTP, and every error names its reason.
    const refusals: [string, string][] = [
      ["subscription { documentJobProgress(id: 1) { nickname } }", "GRAPHQL_VALIDATION_FAILED"],
      ["subscription { documentJobProgress(id: 1) { id }", "GRAPHQL_PARSE_FAILED"],
    ];
    for (const [text, code] of refusals) {
      const refused = await firstAnswer(opened.socket, text, code);
      expect(refused.type, text).toBe("error");
      expect(errorsOf(refused.payload)[0]?.extensions, text).toMatchObject({ code, reason: code });
    }
    expect(errorsOf(query.payload)[0]?.extensions?.reason).toBe("FORBIDDEN");
    // A variable graphql-js cannot coerce: the caller's input, as Apollo says over HTTP, not a fault.
    const coerced = await firstAnswer(
      opened.socket,
      "subscription($id: ID!) { documentJobProgress(id: $id) { id } }",
      "v",
      { id: { not: "an id" } },
    );
    const coercionErrors =
      coerced.type === "next" ? (coerced.payload as { errors?: unknown }).errors : coerced.payload;
    expect(errorsOf(coercionErrors)[0]?.extensions, JSON.stringify(coerced)).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "BAD_USER_INPUT",
    });
    // The same value written into the document: the input's fault too, not the document's.
    const inline = await firstAnswer(
      opened.socket,
      "subscription { documentJobProgress(id: { not: 1 }) { id } }",
      "i",
    );
    expect(inline.type).toBe("error");
    expect(errorsOf(inline.payload)[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      reason: "BAD_USER_INPUT",
    });
    opened.socket.close();
  });

  it("closes anonymous sockets (4401) and cookie sockets without an Origin (4403)", async () => {
    const anonymous = await openGraphqlSocket(stack.gatewayUrl, { origin: stack.gatewayUrl });
    expect(anonymous).toMatchObject({ kind: "closed", code: 4401 });
    const forged = await openGraphqlSocket(stack.gatewayUrl, {
      origin: stack.gatewayUrl,
      connectionParams: { authorization: "Bearer not.a.token" },
    });
    expect(forged).toMatchObject({ kind: "closed", code: 4401 });
    const noOrigin = await openGraphqlSocket(stack.gatewayUrl, { cookie: await cookieOf("client") });
    expect(noOrigin).toMatchObject({ kind: "closed", code: 4403 });
  });

  it("serves a script's socket that brings a Bearer token in connectionParams", async () => {
    const tokens = await fetchTokens({
      issuer: `${stack.apiUrl}/oidc`,
      clientId: "alm-gateway",
      clientSecret: "alm-gateway-local-secret",
      redirectUri: `${stack.gatewayUrl}/auth/callback`,
      username: "analyst",
      password: "analyst",
    });
    const opened = await openGraphqlSocket(stack.gatewayUrl, {
      connectionParams: { authorization: `Bearer ${tokens.access_token}` },
    });
    if (opened.kind !== "open") throw new Error(`socket not opened: ${JSON.stringify(opened)}`);
    const subscription = await firstAnswer(opened.socket, JOB_PROGRESS);
    expect(subscription.type).toBe("next");
    expect(codeOfNext(subscription.payload)).toBe("NOT_FOUND");
    opened.socket.close();
  });
});

describe("GraphQL document limits", () => {
  const aliases = (count: number, field: string) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

  it("refuses a 40,000-alias __typename flood at once while /healthz keeps answering", async () => {
    const flood = aliases(40_000, "__typename");
    const floods = Array.from({ length: 3 }, () => graphql(stack, flood));
    const health = await fetch(`${stack.gatewayUrl}/healthz`);
    expect(health.status).toBe(200);
    for (const answer of await Promise.all(floods)) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
      expect(answer.body.errors?.[0]?.message).toMatch(/tokens/);
    }
  });

  it("refuses more aliases than the limit, __typename counted", async () => {
    const answer = await graphql(stack, `{ viewer ${aliases(5_001, "__typename")} }`);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
    expect(answer.body.errors?.[0]?.message).toMatch(/5001 aliased fields/);
  });

  it("prices report fields: 4,000 report aliases are refused by cost before any report is built", async () => {
    const cookie = await cookieOf("client");
    const answer = await graphql(
      stack,
      aliases(4_000, `report(reportDefinitionId: "1", reportId: 1) { __typename }`),
      {
        headers: { cookie },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
    expect(answer.body.errors?.[0]?.message).toMatch(/would cost/);
  });
});

describe("a plain list costs its size", () => {
  it("answers one copy of report 49's rows at its real cost and refuses twenty, with no data", async () => {
    const cookie = await cookieOf("client");
    const listed = await graphql(stack, "{ clients { acronym reportDefinitions { id name } } }", {
      headers: { cookie },
    });
    const clients = listed.body.data?.clients as { reportDefinitions: { id: string; name: string }[] }[];
    const definition = clients[0]?.reportDefinitions.find((d) => d.name === "Q4 2021 ALM Report");
    expect(definition).toBeDefined();
    const rows = `report(reportDefinitionId: "${definition?.id}", reportId: 49) {
      blocks { ... on TableBlock { rows { id parentId level cells { field value } } } } }`;
    const one = await graphql(stack, `{ ${rows} }`, { headers: { cookie } });
    expect(one.body.errors).toBeUndefined();
    const blocks = (one.body.data?.report as { blocks: { rows?: unknown[] }[] }).blocks;
    const rowCount = blocks.reduce((n, b) => n + (b.rows?.length ?? 0), 0);
    expect(rowCount).toBeGreaterThan(100);
    // Priced before it ran at 10 assumed blocks of 10 assumed rows; a row (data read with its
    // table) costs 1 whatever it selects, a block its `rows` field (1) and rows. The actual cost
    // counts the blocks and rows the answer holds.
    const cost = (one.body as { extensions?: { cost?: { requested: number; actual: number } } }).extensions
      ?.cost;
    const tables = blocks.filter((b) => b.rows).length;
    const beyond = (blocks.length - 10) * (1 + 10) + (rowCount - 10 * tables);
    expect((cost?.actual ?? 0) - (cost?.requested ?? 0)).toBe(beyond);

    const twenty = Array.from({ length: 20 }, (_, i) => `copy${i}: ${rows}`).join("\n");
    const refused = await graphql(stack, `{ ${twenty} }`, { headers: { cookie } });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
    expect(refused.body.errors?.[0]?.message).toMatch(/more than the limit of 10000/);
  });
});

describe("the schema for strangers", () => {
  it("refuses introspection and field suggestions to anonymous callers, not to signed-in ones", async () => {
    const INTROSPECTION = "{ __schema { queryType { name } } }";
    const anonymous = await graphql(stack, INTROSPECTION);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(anonymous.body.data ?? null).toBeNull();
    const misspelt = await graphql(stack, "{ viewr { username } }");
    expect(misspelt.body.errors?.[0]?.message).toMatch(/Cannot query field "viewr"/);
    expect(JSON.stringify(misspelt.body)).not.toMatch(/Did you mean/);

    const cookie = await cookieOf("analyst");
    const signedIn = await graphql(stack, INTROSPECTION, { headers: { cookie } });
    expect(signedIn.body.data).toEqual({ __schema: { queryType: { name: "Query" } } });
    const signedInMisspelt = await graphql(stack, "{ viewr { username } }", { headers: { cookie } });
    expect(signedInMisspelt.body.errors?.[0]?.message).toMatch(/Did you mean "viewer"/);
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After once a session's window is full; another session is not affected", async () => {
    const cookie = await cookieOf("client2");
    let last = await graphql(stack, "{ viewer { username } }", { headers: { cookie } });
    // Every answer carries the caller's budget.
    expect(last.headers.get("ratelimit-limit")).toBe(String(PER_CALLER));
    expect(last.headers.get("ratelimit-remaining")).toBe(String(PER_CALLER - 1));
    expect(Number(last.headers.get("ratelimit-reset"))).toBeGreaterThanOrEqual(1);
    for (let i = 1; i <= PER_CALLER && last.status !== 429; i++)
      last = await graphql(stack, "{ viewer { username } }", { headers: { cookie } });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(last.headers.get("ratelimit-remaining")).toBe("0");
    expect(last.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    const other = await graphql(stack, "{ viewer { username } }", {
      headers: { cookie: await cookieOf("client2") },
    });
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual({ viewer: { username: "client2" } });
  });

  it("limits anonymous callers per address; without TRUST_PROXY a forged X-Forwarded-For changes nothing", async () => {
    let last = await graphql(stack, "{ __typename }");
    for (let i = 1; i <= ANONYMOUS_PER_ADDRESS && last.status !== 429; i++)
      last = await graphql(stack, "{ __typename }");
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // docs/api.md, "Errors": code and reason; Apollo's `http` (its status and headers) is not the caller's.
    expect(last.body.errors).toEqual([
      {
        message: expect.stringMatching(/^Too many requests\. Try again in \d+ s\.$/),
        extensions: { code: "RATE_LIMITED", reason: "RATE_LIMITED" },
      },
    ]);
    const forged = await graphql(stack, "{ __typename }", {
      headers: { "x-forwarded-for": documentationAddress() },
    });
    expect(forged.status).toBe(429);
  });

  it("behind a trusted proxy (TRUST_PROXY), counts each anonymous caller by its forwarded address", async () => {
    // A store of its own: embedded PGlite serves one process.
    const dataDir = mkdtempSync(join(tmpdir(), "alm-trusted-proxy-"));
    const store = await openGatewayStore(dataDir);
    const gateway = await stack.startAnotherGateway({ TRUST_PROXY: "loopback", ...store.env });
    try {
      const behindProxy = at(stack, gateway);
      const [first, second] = [documentationAddress(), documentationAddress()];
      const from = (address: string) =>
        graphql(behindProxy, "{ __typename }", { headers: { "x-forwarded-for": `${address}, 127.0.0.1` } });
      let last = await from(first);
      expect(last.headers.get("ratelimit-remaining")).toBe(String(ANONYMOUS_PER_ADDRESS - 1));
      for (let i = 1; i <= ANONYMOUS_PER_ADDRESS && last.status !== 429; i++) last = await from(first);
      expect(last.status).toBe(429);
      const other = await from(second);
      expect(other.status).toBe(200);
      expect(other.headers.get("ratelimit-remaining")).toBe(String(ANONYMOUS_PER_ADDRESS - 1));
    } finally {
      await gateway.stop();
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(skipsWithoutPostgres())(
    "two instances on one PostgreSQL store share a caller's budget: refused at the limit, not twice it",
    async () => {
      const instances = [stack, at(stack, await stack.startAnotherGateway())];
      const cookie = await cookieOf("client2");
      const remaining: (string | null)[] = [];
      let last: Awaited<ReturnType<typeof graphql>> | undefined;
      for (let i = 0; i <= PER_CALLER; i++) {
        last = await graphql(instances[i % 2] ?? stack, "{ viewer { username } }", { headers: { cookie } });
        remaining.push(last.headers.get("ratelimit-remaining"));
        if (i < PER_CALLER) expect(last.status).toBe(200);
      }
      // One count down across both instances, each answer one lower than the other's before it.
      expect(remaining).toEqual([
        ...Array.from({ length: PER_CALLER }, (_, i) => String(PER_CALLER - 1 - i)),
        "0",
      ]);
      expect(last?.status).toBe(429);
      expect(last?.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    },
  );
});

/** A random address of the documentation range (RFC 3849): no other run or test counts it. */
const documentationAddress = () =>
  `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
/** The stack as seen through another of its gateway instances. */
const at = (base: SecurityStack, instance: { url: string }): SecurityStack => ({
  ...base,
  gatewayUrl: instance.url,
});
