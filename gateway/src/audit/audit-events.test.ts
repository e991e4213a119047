import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

const EVENTS = `query($filter: AuditEventFilter, $first: Int, $after: String) {
  auditEvents(filter: $filter, first: $first, after: $after) {
    nodes { sequence at actor { username tenant credential } address action outcome target details { name value } }
    pageInfo { hasNextPage hasPreviousPage endCursor }
  }
}`;

interface AuditEventAnswer {
  sequence: string;
  at: string;
  actor: { username: string | null; tenant: string | null; credential: string | null };
  address: string | null;
  action: string;
  outcome: string;
  target: string | null;
  details: { name: string; value: string }[];
}
interface Page {
  nodes: AuditEventAnswer[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
}

const cursorOf = (text: string) => Buffer.from(text, "utf8").toString("base64url");

describe("auditEvents: the audit trail for staff with View Audit Trail", () => {
  let stack: TestStack;
  const jars: Record<string, CookieJar> = {};
  const as = async (user: string | undefined, variables: Record<string, unknown> = {}, query = EVENTS) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body;
  const page = async (variables: Record<string, unknown>) => {
    const body = await as("staff", variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data?.auditEvents as Page;
  };

  beforeAll(async () => {
    stack = await startWorkerStack();
    for (const user of ["staff", "analyst", "client"])
      jars[user] = (await signInThroughGateway(stack, user)).jar;
  }, 180_000);
  afterAll(() => stack?.close());

  it("is UNAUTHENTICATED signed out", async () => {
    const body = await as(undefined);
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("is FORBIDDEN to staff without View Audit Trail and to a client's user, and nothing of it comes back", async () => {
    for (const user of ["analyst", "client"]) {
      const body = await as(user);
      expect(body.errors?.[0]?.extensions?.code, user).toBe("FORBIDDEN");
      expect(body.errors?.[0]?.message, user).toContain("View Audit Trail");
      expect(body.data?.auditEvents, user).toBeNull();
    }
  });

  it("lists a personal access token made and revoked: who, when, from where, what and how it ended, never the secret", async () => {
    const made = await as(
      "staff",
      { input: { name: "audit via GraphQL", permissions: ["VIEW"], lifetime: "DAYS_7" } },
      `mutation($input: PersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) {
        ... on PersonalAccessTokenSecret { secret token { id } } } }`,
    );
    const { secret, token } = made.data?.createPersonalAccessToken as {
      secret: string;
      token: { id: string };
    };
    const revoked = await as(
      "staff",
      { id: token.id },
      "mutation($id: ID!) { revokePersonalAccessToken(id: $id) { id } }",
    );
    expect(revoked.errors).toBeUndefined();
    const filter = { username: "STAFF", action: "PERSONAL_ACCESS_TOKEN_CREATED" };
    await expect
      .poll(async () => (await page({ filter })).nodes.map((e) => e.target))
      .toContainEqual(expect.stringMatching(/^personal access token pat_\w+ "audit via GraphQL"$/));
    const created = (await page({ filter })).nodes.find((e) => e.target?.includes("audit via GraphQL"));
    expect(created).toMatchObject({
      actor: { username: "staff", tenant: "ALM", credential: null },
      outcome: "SUCCEEDED",
      details: expect.arrayContaining([{ name: "scopes", value: "View" }]),
    });
    expect(created?.address).toMatch(/127\.0\.0\.1|::1/);
    expect(Date.now() - Date.parse(created?.at ?? "")).toBeLessThan(120_000);
    const revocations = await page({
      filter: { username: "staff", action: "PERSONAL_ACCESS_TOKEN_REVOKED" },
    });
    expect(revocations.nodes.length).toBeGreaterThan(0);
    expect(JSON.stringify(await page({ first: 100 }))).not.toContain(secret);
  });

  it("lists refused sign-ins as REFUSED, by the institution and within a time range", async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    // The helper stops on the refusing sign-in page; what counts is what the trail says.
    await signInThroughGateway(stack, "client", "not-the-password").catch(() => undefined);
    const refused = await page({ filter: { action: "SIGN_IN_FAILED", username: "client", from: before } });
    expect(refused.nodes[0]).toMatchObject({
      action: "SIGN_IN_FAILED",
      outcome: "REFUSED",
      actor: { username: "client" },
      details: [{ name: "reason", value: "wrong username or password" }],
    });
    const future = await page({ filter: { from: new Date(Date.now() + 60_000).toISOString() } });
    expect(future.nodes).toEqual([]);
    const rfcu = await page({ filter: { tenant: "RFCU" } });
    expect(rfcu.nodes.every((e) => e.actor.tenant === "RFCU")).toBe(true);
  });

  it("pages newest first with cursors, each event once", async () => {
    const first = await page({ first: 2 });
    expect(first.nodes).toHaveLength(2);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await page({ first: 2, after: first.pageInfo.endCursor });
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const sequences = [...first.nodes, ...second.nodes].map((e) => Number(e.sequence));
    expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
    expect(new Set(sequences).size).toBe(4);
  });

  it("refuses bad filter input and forged cursors with BAD_USER_INPUT naming the argument", async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ filter: { tenant: "R F" } }, "tenant"],
      [{ filter: { from: "2026-11-29T10:00:00Z", to: "2026-11-29T09:00:00Z" } }, "from"],
      [{ first: 0 }, "first"],
      [{ first: 101 }, "first"],
      // Another list's cursor, a key that is not an event's, and text that is no cursor at all.
      [{ after: cursorOf("NotificationMessage:5") }, "after"],
      [{ after: cursorOf("AuditEvent:1 or 1=1") }, "after"],
      [{ after: "not a cursor!" }, "after"],
    ];
    for (const [variables, field] of refusals) {
      const body = await as("staff", variables);
      const error = body.errors?.[0];
      expect(error?.extensions?.code, JSON.stringify(variables)).toBe("BAD_USER_INPUT");
      const { messages } = (error?.extensions ?? {}) as { messages?: { field?: string }[] };
      expect(messages?.[0]?.field, JSON.stringify(error)).toBe(field);
    }
    // A date-time without its offset is refused by the DateTime scalar before anything is read.
    const body = await as("staff", { filter: { from: "2026-11-29T10:00:00" } });
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors?.[0]?.message).toContain("filter");
  });
});
