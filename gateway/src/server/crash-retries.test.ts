import { randomUUID } from "node:crypto";
import { openPostgresDatabase } from "@alm/database";
import { type CookieJar, nginxInstalled, postgresMissing, skipsWithout } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startScaleOutStack, type Instance, type ScaleOutStack } from "../testing/scale-out-stack.ts";
import { signInThroughGateway } from "../testing/test-stack.ts";
import { graphqlOutcome, retriedGraphqlOutcome, runLoad } from "../testing/virtual-users.ts";

const VIEWER = "{ viewer { username tenant } }";
/** A write that adds a row per call: the rows count the writes. */
const CREATE_TOKEN = `mutation($input: PersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) {
  __typename ... on PersonalAccessTokenSecret { token { id name } } } }`;
const tokenInput = (name: string) => ({ input: { name, permissions: ["VIEW"], lifetime: "DAYS_7" } });
// Four sessions: nginx keeps each session on one gateway (by its cookie), so both get some.
const USERS = ["staff", "analyst", "client", "client2"];
/** The api lets a person have 50 tokens that work; the load makes fewer per person. */
const TOKENS_PER_PERSON = 40;

const missing =
  postgresMissing() ?? (nginxInstalled() ? undefined : "needs Debian's nginx (apt-get install nginx)");

describe.skipIf(skipsWithout(missing))("two gateways behind the shipped nginx configuration", () => {
  let stack: ScaleOutStack;
  const jars: CookieJar[] = [];

  beforeAll(async () => {
    stack = await startScaleOutStack(process.env.DATABASE_URL ?? "", {
      proxy: "shipped-nginx",
      // How long a user waits is not this test's question; on a busy two-core machine a call
      // may take longer than the 10 s default.
      gatewayEnv: { UPSTREAM_TIMEOUT_MS: "60000" },
    });
    for (const user of USERS) jars.push((await signInThroughGateway({ gatewayUrl: stack.url }, user)).jar);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  }, 60_000);

  /** Rows the api wrote per token name, for names starting with `prefix`. */
  const tokenRows = async (prefix: string) => {
    const db = await openPostgresDatabase(stack.databaseUrl);
    try {
      return await db.query<{ name: string; n: number }>(
        "select name, count(*)::int as n from personal_access_tokens where name like $1 group by name",
        [`${prefix}%`],
      );
    } finally {
      await db.close();
    }
  };

  it("answers a repeated Idempotency-Key with the first answer and refuses it with another body", async () => {
    const jar = jars[0] as CookieJar;
    const key = randomUUID();
    const send = (name: string) =>
      fetch(`${stack.url}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: jar.header(`${stack.url}/graphql`),
          "idempotency-key": key,
        },
        body: JSON.stringify({ query: CREATE_TOKEN, variables: tokenInput(name) }),
      });
    const first = await send("repeat-once");
    const firstText = await first.text();
    const again = await send("repeat-once");
    expect(await again.text()).toBe(firstText);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const other = await send("repeat-other");
    expect(other.status).toBe(422);
    // The api's reason for the same refusal (a code review: the gateway said BAD_USER_INPUT alone).
    const [refusal] = ((await other.json()) as { errors: { extensions: Record<string, unknown> }[] }).errors;
    expect(refusal?.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "IDEMPOTENCY_KEY_REUSED" });
    expect(await tokenRows("repeat-")).toEqual([{ name: "repeat-once", n: 1 }]);
  });

  it("keeps every user action working, and writes each once, when a gateway is killed with kill -9 under load", async () => {
    // nginx keeps a session on one gateway: the victim is the one that serves more of them.
    const homes = await Promise.all(jars.map((jar) => graphqlOutcome(stack.url, jar, VIEWER)));
    const sessionsOn = (g: Instance) => homes.filter((h) => h.servedBy === g.name).length;
    const victim = [...stack.gateways].sort((a, b) => sessionsOn(b) - sessionsOn(a))[0] as Instance;
    const victimsPeople = new Set(homes.flatMap((h, i) => (h.servedBy === victim.name ? [i] : [])));
    const marker = `crash-${randomUUID().slice(0, 8)}`;
    const made = USERS.map(() => 0);
    const written: string[] = [];
    /** Actions of the victim's sessions under way right now: what a crash cuts off. */
    const underWay = { reads: 0, writes: 0 };
    let retried = 0;
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const tracked = async <T>(person: number, kind: "reads" | "writes", action: Promise<T>) => {
      const mine = victimsPeople.has(person);
      if (mine) underWay[kind]++;
      try {
        return await action;
      } finally {
        if (mine) underWay[kind]--;
      }
    };
    // 8 people clicking every 200 ms or so: every fourth action makes a token, the others read.
    // What the kill cuts off is the write and other action waited for below, not a count: clicks
    // every 100 ms only added actions (up to 465 in these 9 s), each paid for in CPU.
    const load = runLoad(
      { users: 8, seconds: 60, maxRequests: 5000, thinkMs: 200, stop: stopped },
      async (user, step) => {
        const person = user % USERS.length;
        const jar = jars[person] as CookieJar;
        if (step % 4 !== 1 || (made[person] ?? 0) >= TOKENS_PER_PERSON) {
          const outcome = await tracked(person, "reads", retriedGraphqlOutcome(stack.url, jar, VIEWER));
          if (outcome.attempts > 1) retried++;
          return outcome;
        }
        made[person] = (made[person] ?? 0) + 1;
        const name = `${marker} ${user}.${step}`;
        // One key per action, the same on each of its attempts.
        const outcome = await tracked(
          person,
          "writes",
          retriedGraphqlOutcome(stack.url, jar, CREATE_TOKEN, tokenInput(name), randomUUID()),
        );
        if (outcome.attempts > 1) retried++;
        if (outcome.ok) written.push(name);
        return outcome;
      },
    );
    // The load settles, then the victim dies while it has a write and another action in hand.
    await new Promise((r) => setTimeout(r, 2000));
    const waitUntil = Date.now() + 20_000;
    // Looked at every millisecond, not spun on with setImmediate: a spin burnt a whole core, which
    // the gateways under load need, and an action is under way for tens of milliseconds.
    while (!(underWay.writes >= 1 && underWay.reads + underWay.writes >= 2) && Date.now() < waitUntil) {
      await new Promise((r) => setTimeout(r, 1));
    }
    const cutOff = { ...underWay };
    const killedAt = performance.now();
    await victim.kill();
    // Long enough for a claim the victim held to lapse (5 s) and be taken over.
    await new Promise((r) => setTimeout(r, 6000));
    stop();
    const figures = await load;
    const rows = await tokenRows(marker);
    const duplicates = rows.filter((r) => r.n > 1);
    console.log(
      `kill -9 of ${victim.name} behind the shipped nginx with ${cutOff.writes} writes and ${cutOff.reads} reads under way, ` +
        `${((performance.now() - killedAt) / 1000).toFixed(1)} s ago: ` +
        `${figures.requests} user actions (${written.length} writes), ${figures.failures.length} failed, ` +
        `${retried} needed more than one attempt, ${duplicates.length} written twice; ` +
        `p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, served by ${JSON.stringify(figures.servedBy)}`,
    );
    expect(figures.failures).toEqual([]);
    expect(duplicates).toEqual([]);
    expect(rows.map((r) => r.name).sort()).toEqual([...written].sort());
    expect(cutOff.writes).toBeGreaterThanOrEqual(1);
    expect(figures.servedBy[victim.name]).toBeGreaterThan(0);
    expect(written.length).toBeGreaterThan(5);
  }, 120_000);
});
