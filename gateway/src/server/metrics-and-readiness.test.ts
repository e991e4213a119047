import { prometheusSample, skipsWithoutPostgres } from "@alm/test-support";
import { readFileSync } from "node:fs";
import { openPostgresDatabase } from "@alm/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureGatewayLog } from "../testing/captured-log.ts";
import { graphqlRequest, providerTokens, startWorkerStack, type TestStack } from "../testing/test-stack.ts";
import { wsClient } from "../testing/ws-client.ts";

const METRICS_TOKEN = "scraper-token-of-this-test-0123456789";

const WORKBOOK = `mutation Workbook($c: ID!, $d: ID!) {
  requestDetailWorkbook(clientId: $c, reportDefinitionId: $d) { id } }`;
const JOB = `query Job($id: ID!) { documentJob(id: $id) { status } }`;
const REPORT = `query Report($id: ID!, $reportId: Int!) {
  report(reportDefinitionId: $id, reportId: $reportId) { id title } }`;
const DEFINITIONS = `query Definitions($id: ID!) { client(id: $id) { reportDefinitions { id name } } }`;

describe("the gateway's metrics, health and readiness", () => {
  let stack: TestStack;
  let auth: Record<string, string>;
  const scrape = async () => {
    const res = await fetch(`${stack.gatewayUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    return res.text();
  };
  const gql = (query: string, variables?: Record<string, unknown>) =>
    graphqlRequest(stack, query, { headers: auth, variables });

  /** RFCU and its published 'Q4 2021 ALM Report'. */
  const rfcuDefinition = async () => {
    const clients = (await gql("query Clients { clients { id acronym } }")).body.data?.clients as {
      id: string;
      acronym: string;
    }[];
    const client = clients.find((c) => c.acronym === "RFCU")?.id as string;
    const definitions = (await gql(DEFINITIONS, { id: client })).body.data?.client as {
      reportDefinitions: { id: string; name: string }[];
    };
    return {
      client,
      definition: definitions.reportDefinitions.find((d) => d.name === "Q4 2021 ALM Report")?.id,
    };
  };

  // Before the gateway starts: its request logger keeps the logger it started with.
  const gatewayLog = captureGatewayLog();
  beforeAll(async () => {
    // A stopping gateway stays up, not ready, this long before it stops accepting.
    stack = await startWorkerStack({ METRICS_TOKEN, SHUTDOWN_UNREADY_MS: "2000" });
    auth = { authorization: `Bearer ${(await providerTokens(stack, "staff")).access_token}` };
  }, 60_000);
  // The last test closes the gateway itself (its stop is what it checks).
  let closing: Promise<void> | undefined;
  afterAll(async () => {
    await (closing ?? stack?.close());
    gatewayLog.restore();
  });

  it("refuses a reader without the scraper's token", async () => {
    expect((await fetch(`${stack.gatewayUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${stack.gatewayUrl}/metrics`, { headers: auth })).status).toBe(401);
  });

  it("counts operations by name and outcome, and the upstream calls they made", async () => {
    // The registry is the process's: other files' gateways in this test worker count too, so the
    // test reads how much each series grew.
    const CLIENTS = 'gateway_graphql_operations_total{operation="Clients",type="query",outcome="ok"}';
    const BROKEN =
      'gateway_graphql_operations_total{operation="(anonymous)",type="unknown",outcome="GRAPHQL_VALIDATION_FAILED"}';
    const TIMED = 'gateway_graphql_operation_duration_seconds_count{operation="Clients",type="query"}';
    const earlier = await scrape();
    const grown = (text: string, series: string) =>
      (prometheusSample(text, series) ?? 0) - (prometheusSample(earlier, series) ?? 0);
    // Refused before its operation was resolved, sent without an operationName: anonymous.
    const clients = await gql("query Clients { clients { id acronym } }");
    expect(clients.body.errors).toBeUndefined();
    expect((await gql("query Broken { noSuchField }")).body.errors?.[0]?.extensions?.code).toBe(
      "GRAPHQL_VALIDATION_FAILED",
    );
    const text = await scrape();
    expect(grown(text, CLIENTS)).toBe(1);
    expect(grown(text, BROKEN)).toBe(1);
    expect(grown(text, TIMED)).toBe(1);
    expect(
      prometheusSample(
        text,
        'http_request_duration_seconds_count{method="POST",route="/graphql",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      prometheusSample(
        text,
        'gateway_upstream_request_duration_seconds_count{upstream="core API",method="GET",outcome="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    const origin = new URL(stack.config.CORE_API_URL).origin;
    expect(prometheusSample(text, `gateway_upstream_breaker_state{origin="${origin}"}`)).toBe(0);
    expect(prometheusSample(text, 'gateway_report_cache{what="reports"}')).toBeGreaterThanOrEqual(0);
    expect(prometheusSample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("names operations of signed-in callers and of the web app, but not names strangers invent", async () => {
    const series = (operation: string) =>
      `gateway_graphql_operations_total{operation="${operation}",type="query",outcome="ok"}`;
    const invented = Array.from({ length: 3 }, (_, i) => `Junk${Date.now()}x${i}`);
    // Not signed in: each invented name took one of the places left, and once they were gone
    // every real operation counted as (other) until a restart.
    for (const name of invented) {
      const res = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `query ${name} { __typename }` }),
      });
      expect(res.status).toBe(200);
    }
    const mine = `MyScript${Date.now()}`;
    expect((await gql(`query ${mine} { __typename }`)).body.errors).toBeUndefined();
    // One of the web app's own documents, asked before sign-in, keeps its name.
    const shipped = Object.values(
      JSON.parse(readFileSync(stack.config.PERSISTED_DOCUMENTS, "utf8")) as Record<string, string>,
    ).find((text) => /^query AuditActions\b/.test(text.trim()));
    expect(shipped).toBeDefined();
    await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: shipped }),
    });
    // The same document under a name it does not have takes no place: the name is not its own.
    const borrowed = `Borrowed${Date.now()}`;
    await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: shipped, operationName: borrowed }),
    });
    const text = await scrape();
    for (const name of [...invented, borrowed]) expect(text, name).not.toContain(`operation="${name}"`);
    expect(prometheusSample(text, series(mine))).toBe(1);
    expect(text).toMatch(/gateway_graphql_operations_total\{operation="AuditActions",/);
  });

  it("counts report answers served from their bytes as operations too", async () => {
    const rfcu = await rfcuDefinition();
    const READS = 'gateway_graphql_operations_total{operation="Report",type="query",outcome="ok"}';
    const EXECUTED = 'gateway_graphql_operation_duration_seconds_count{operation="Report",type="query"}';
    const earlier = await scrape();
    const grown = (text: string, series: string) =>
      (prometheusSample(text, series) ?? 0) - (prometheusSample(earlier, series) ?? 0);
    const read = () => gql(REPORT, { id: rfcu.definition, reportId: 21 });
    expect((await read()).body.errors).toBeUndefined();
    // The second read is answered from the first one's bytes, before Apollo.
    expect((await read()).body.errors).toBeUndefined();
    const text = await scrape();
    expect(grown(text, READS)).toBe(2);
    expect(grown(text, EXECUTED)).toBe(1);
    expect(prometheusSample(text, 'gateway_report_cache{what="reports"}')).toBeGreaterThanOrEqual(1);
    expect(prometheusSample(text, 'gateway_report_cache{what="bytes"}')).toBeGreaterThan(0);
  }, 60_000);

  it("counts a document job, the document queue and the PDF pages", async () => {
    const rfcu = await rfcuDefinition();
    // The registry is the process's: other files' gateways in this test worker may have counted jobs.
    const DONE = 'gateway_document_job_duration_seconds_count{kind="DETAIL_WORKBOOK",outcome="DONE"}';
    const before = prometheusSample(await scrape(), DONE) || 0;
    const requested = await gql(WORKBOOK, { c: rfcu.client, d: rfcu.definition });
    expect(requested.body.errors).toBeUndefined();
    const { id } = requested.body.data?.requestDetailWorkbook as { id: string };
    await expect
      .poll(async () => ((await gql(JOB, { id })).body.data?.documentJob as { status: string }).status, {
        timeout: 90_000,
        interval: 200,
      })
      .toBe("DONE");
    const text = await scrape();
    expect(prometheusSample(text, DONE)).toBe(before + 1);
    expect(prometheusSample(text, 'gateway_document_queue_jobs{status="QUEUED"}')).toBe(0);
    expect(prometheusSample(text, "gateway_document_queue_oldest_age_seconds")).toBe(0);
    expect(prometheusSample(text, 'gateway_pdf_pages{state="size"}')).toBeGreaterThanOrEqual(1);
    expect(prometheusSample(text, 'gateway_pdf_pages{state="leased"}')).toBe(0);
  }, 120_000);

  it("counts graphql-ws sockets and their subscriptions", async () => {
    const client = wsClient(stack.gatewayUrl, { ...auth, origin: "" });
    const events = client.iterate({ query: "subscription { notificationReceived { id } }" });
    void events.next(); // what starts the subscription; no event need come
    await expect
      .poll(async () => prometheusSample(await scrape(), 'gateway_graphql_ws{what="subscriptions"}'))
      .toBe(1);
    expect(prometheusSample(await scrape(), 'gateway_graphql_ws{what="sockets"}')).toBe(1);
    // The bridge that brings the api's status events to them.
    await expect.poll(async () => prometheusSample(await scrape(), "gateway_hub_bridge_connected")).toBe(1);
    await client.dispose();
    await expect
      .poll(async () => prometheusSample(await scrape(), 'gateway_graphql_ws{what="sockets"}'))
      .toBe(0);
  });

  // Its database is cut as an outage would: it refuses new connections and ends the open ones.
  it.skipIf(skipsWithoutPostgres())(
    "answers 503 with a typed error while its database cannot be reached, and serves again once it can",
    async () => {
      const store = new URL(stack.config.GATEWAY_DATABASE_URL ?? "").pathname.slice(1);
      expect(store, "the gateway's store on PostgreSQL").not.toBe("");
      const admin = await openPostgresDatabase(process.env.DATABASE_URL ?? "");
      try {
        await admin.query(`alter database "${store}" with allow_connections false`);
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [store],
        );
        const res = await fetch(`${stack.gatewayUrl}/graphql`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ query: "query Me { viewer { username } }" }),
        });
        // It was a 500, "An internal error occurred. Please contact support."
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        const body = (await res.json()) as {
          errors: { message: string; extensions: Record<string, unknown> }[];
        };
        expect(body.errors[0]?.extensions).toMatchObject({
          code: "UPSTREAM_UNAVAILABLE",
          reason: "GATEWAY_STORE_UNAVAILABLE",
        });
        expect(body.errors[0]?.message).toMatch(/^The service cannot reach its database at the moment\./);
        expect((await fetch(`${stack.gatewayUrl}/readyz`)).status).toBe(503);
        // A sign-in needs the database too: a 500, whose log line says what failed (its line
        // said "request errored" alone), while the browser is told nothing of it.
        const login = await fetch(`${stack.gatewayUrl}/auth/login`, { redirect: "manual" });
        expect(login.status).toBe(500);
        expect(await login.text()).not.toContain(store);
        const lineOf = (res: Response) => () =>
          gatewayLog.lines().find((l) => l.reqId === res.headers.get("x-request-id") && l.res !== undefined);
        // PostgreSQL's own words, as the outage cut the connections or refused a new one.
        const notAccepting = expect.stringMatching(
          /not currently accepting connections|terminating connection/,
        );
        await expect.poll(lineOf(login)).toMatchObject({
          level: 50,
          msg: "request errored",
          err: { message: notAccepting, stack: expect.any(String) },
        });
        await expect.poll(lineOf(res)).toMatchObject({ level: 40, err: { message: notAccepting } });
      } finally {
        await admin.query(`alter database "${store}" with allow_connections true`);
        await admin.close();
      }
      await expect
        .poll(async () => (await gql("query Me { viewer { username } }")).status, { timeout: 15_000 })
        .toBe(200);
    },
    60_000,
  );

  it("stays alive but not ready while it stops", async () => {
    const ready = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    closing = stack.close();
    const draining = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "not ready", problems: ["draining"] });
    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
    await closing;
  }, 60_000);
});
