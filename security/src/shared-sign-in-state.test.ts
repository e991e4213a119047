import { createHash } from "node:crypto";
import { openPostgresDatabase } from "@alm/database";
import {
  type CookieJar,
  CookieJar as Jar,
  followRedirects,
  JWT_SHAPE,
  type ServiceProcess,
  skipsWithoutPostgres,
  submitSignInForm,
} from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openGraphqlSocket } from "./graphql-socket.ts";
import { graphql, signInBrowser, startSecurityStack, type SecurityStack } from "./stack.ts";

/**
 * Issue #16: no sign-in state lives in a gateway's memory. A restart signs nobody out, and
 * instances on one database serve one user alternately: sessions, sign-ins under way, print
 * tickets and sign-out all cross from one instance to the other.
 */

const VIEWER = "{ viewer { username } }";
const MINT = `mutation($c: ID!, $d: ID!) { createPrintTicket(clientId: $c, reportDefinitionId: $d) { ticket } }`;
const COVER = `query($c: ID!, $d: ID!) { client(id: $c) { name } reportDefinition(clientId: $c, id: $d) { name } }`;
/** What a gateway instance's sockets learn within (it checks its sessions every 5 s). */
const SOCKET_END_MS = 15_000;

const at = (stack: SecurityStack, instance: { url: string }) => ({ ...stack, gatewayUrl: instance.url });
const username = async (stack: SecurityStack, jar: CookieJar) =>
  (await graphql(stack, VIEWER, { jar })).body.data?.viewer as { username: string } | undefined;

function logout(stack: SecurityStack, jar: CookieJar) {
  const url = `${stack.gatewayUrl}/auth/logout`;
  // The instances share one public URL (behind a load balancer): that is the pages' origin.
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: jar.header(url), origin: stack.gatewayUrl },
  });
}

describe("a gateway restart signs nobody out", () => {
  let stack: SecurityStack;
  beforeAll(async () => {
    stack = await startSecurityStack();
  }, 180_000);
  afterAll(() => stack?.close());

  it("a signed-in user's next GraphQL request after a restart succeeds without a new sign-in", async () => {
    const { jar } = await signInBrowser(stack, "staff");
    expect(await username(stack, jar)).toEqual({ username: "staff" });
    const before = stack.gateway.process.pid;
    await stack.restartGateway();
    expect(stack.gateway.process.pid).not.toBe(before);
    expect(await username(stack, jar)).toEqual({ username: "staff" });
  });
});

// Two processes cannot share embedded PGlite: several instances need a PostgreSQL server.
describe.skipIf(skipsWithoutPostgres())("two gateway instances on one PostgreSQL (DATABASE_URL)", () => {
  let stack: SecurityStack;
  let other: ServiceProcess;
  beforeAll(async () => {
    stack = await startSecurityStack();
    other = await stack.startAnotherGateway();
  }, 180_000);
  afterAll(() => stack?.close());

  it("a session made on one instance is accepted by the other, alternately", async () => {
    const { jar } = await signInBrowser(stack, "client");
    for (const instance of [other, stack.gateway, other, stack.gateway])
      expect(await username(at(stack, instance), jar)).toEqual({ username: "client" });
  });

  it("a sign-in started on one instance finishes on the other (the provider's callback reaches it)", async () => {
    const jar = new Jar();
    const toCallback = await submitSignInForm(
      jar,
      `${stack.gatewayUrl}/auth/login?returnTo=/analysis/reports`,
      "analyst",
      "analyst",
      (url) => url.includes("/auth/callback"),
    );
    const callback = new URL(toCallback.url);
    expect(callback.origin).toBe(stack.gatewayUrl);
    const onOther = `${other.url}${callback.pathname}${callback.search}`;
    const landed = await followRedirects(jar, onOther, {}, (url) => url.includes("/analysis/"));
    expect(new URL(landed.url).pathname).toBe("/analysis/reports");
    expect(await username(stack, jar)).toEqual({ username: "analyst" });
    // A sign-in completes once: the same callback again, on either instance, is refused.
    const again = await fetch(`${stack.gatewayUrl}${callback.pathname}${callback.search}`, {
      redirect: "manual",
      headers: { cookie: jar.header(onOther) },
    });
    expect(again.status).toBe(400);
  });

  it("a print ticket issued by one instance is redeemed on the other", async () => {
    const { jar } = await signInBrowser(stack, "client");
    const clients = (await graphql(stack, "{ clients { id acronym reportDefinitions { id } } }", { jar }))
      .body.data?.clients as { id: string; acronym: string; reportDefinitions: { id: string }[] }[];
    const rfcu = clients.find((c) => c.acronym === "RFCU");
    const variables = { c: rfcu?.id, d: rfcu?.reportDefinitions[0]?.id };
    const minted = await graphql(stack, MINT, { jar, variables });
    const ticket = (minted.body.data?.createPrintTicket as { ticket: string }).ticket;
    const cover = await graphql(at(stack, other), COVER, {
      headers: { "x-print-ticket": ticket },
      variables,
    });
    expect(cover.body.errors).toBeUndefined();
    expect(cover.body.data?.client).toEqual({ name: "Riverbend Federal Credit Union" });
  });

  it("a sign-out on one instance ends the session on both, its sockets on the other too", async () => {
    const { jar } = await signInBrowser(stack, "staff");
    const socket = await openGraphqlSocket(other.url, {
      origin: stack.gatewayUrl,
      cookie: jar.header(`${other.url}/graphql`),
    });
    if (socket.kind !== "open") throw new Error(`The socket did not open: ${JSON.stringify(socket)}`);
    const closed = new Promise<number>((resolve) => socket.socket.once("close", (code) => resolve(code)));
    const started = Date.now();
    expect((await logout(stack, jar)).status).toBe(303);
    for (const instance of [stack.gateway, other]) {
      const answer = await graphql(at(stack, instance), VIEWER, { jar });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    expect(await closed).toBe(4401); // graphql-ws Unauthorized: the web app signs in again
    expect(Date.now() - started).toBeLessThan(SOCKET_END_MS);
  }, 30_000);

  it("keeps no session id and no token in clear: the row holds a hash and sealed tokens", async () => {
    const { jar } = await signInBrowser(stack, "staff");
    const cookie = jar.get("alm_session") ?? "";
    const id = decodeURIComponent(cookie).slice(0, decodeURIComponent(cookie).lastIndexOf("."));
    const db = await openPostgresDatabase(stack.gatewayStoreUrl ?? "");
    try {
      const rows = await db.query<Record<string, unknown>>("select * from gateway.sessions where key = $1", [
        createHash("sha256").update(id).digest("base64url"),
      ]);
      expect(rows).toHaveLength(1);
      const row = JSON.stringify(rows[0]);
      expect(row).not.toContain(id);
      // The provider's access and ID tokens are JWTs; sealed, none of them shows.
      expect(row).not.toMatch(JWT_SHAPE);
      expect(rows[0]?.tokens).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{200,}$/);
      const grants = await db.query<Record<string, unknown>>("select credential from gateway.print_grants");
      for (const grant of grants) {
        expect(JSON.stringify(grant)).not.toMatch(JWT_SHAPE);
        expect(JSON.stringify(grant)).not.toContain("sessionId");
      }
    } finally {
      await db.close();
    }
  });
});

// PostgreSQL ends connections on a restart, a failover or an administrator's word; an unheard
// pool error then ended a gateway process, and every session on it with the process.
describe.skipIf(skipsWithoutPostgres())("a gateway whose store's connections the server ends", () => {
  let stack: SecurityStack;
  beforeAll(async () => {
    stack = await startSecurityStack();
  }, 180_000);
  afterAll(() => stack?.close());

  it("keeps running, and its sessions keep working on new connections", async () => {
    const { jar } = await signInBrowser(stack, "staff");
    expect(await username(stack, jar)).toEqual({ username: "staff" });
    const store = new URL(stack.gatewayStoreUrl ?? "").pathname.slice(1);
    const admin = await openPostgresDatabase(process.env.DATABASE_URL ?? "");
    try {
      const ended = await admin.query<{ ended: boolean }>(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1",
        [store],
      );
      expect(ended.length).toBeGreaterThan(0);
    } finally {
      await admin.close();
    }
    // At once, as a request does that arrives with a restart: a sign-in touches the store, maybe
    // on a connection whose end the gateway has not read yet (it answered 500 then, 1 run in 11).
    await signInBrowser(stack, "analyst");
    expect(stack.gateway.process.exitCode).toBeNull();
    expect(await username(stack, jar)).toEqual({ username: "staff" });
  });
});
