import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, openGatewayStore, type CookieJar, type GatewayStore } from "@alm/test-support";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../config.ts";
import { startGateway, type RunningGateway } from "../server.ts";
import { startFaultyUpstream, type FaultyUpstream } from "../testing/faulty-upstream.ts";
import {
  graphqlRequest,
  signInThroughGateway,
  startApiProcess,
  type RunningApiProcess,
} from "../testing/test-stack.ts";

// Long enough that the gateway's own work around the upstream call (session, rate count, the
// answer) fits in the slack on a machine whose cores are all busy: the bounds tell one deadline
// from two, not the gateway's speed. At 1.5 s the slack was 750 ms, which a loaded run can use up.
const DEADLINE_MS = 3000;
const BREAKER_FAILURES = 3;
// Longer than a loaded machine takes between the third failure and the next request: at 400 ms the
// breaker was half open again by then and let that request through to the hung api (CI).
const COOLDOWN_MS = 5000;
const CLIENTS = "{ clients { id } }";

type Answer = Awaited<ReturnType<typeof graphqlRequest>>["body"];
// The hub bridge reaches the hub through the same upstream: only the data calls count here.
const clientListCalls = (upstream: FaultyUpstream) => upstream.calls.filter((p) => p === "/core/clients");
const failureOf = (body: Answer) =>
  body.errors?.[0]?.extensions as { code?: string; reason?: string } | undefined;

describe("upstream calls: one deadline per request, retries, circuit breaker", () => {
  let api: RunningApiProcess;
  let upstream: FaultyUpstream;
  let gateway: RunningGateway;
  const dataDir = mkdtempSync(join(tmpdir(), "alm-gateway-"));
  let stack: { gatewayUrl: string };
  let staff: CookieJar;
  let store: GatewayStore | undefined;

  const timed = async (query: string, variables?: Record<string, unknown>) => {
    const started = performance.now();
    const { body } = await graphqlRequest(stack, query, { jar: staff, variables });
    return { body, ms: performance.now() - started };
  };

  beforeAll(async () => {
    const port = await freePort();
    const gatewayUrl = `http://localhost:${port}`;
    api = await startApiProcess(gatewayUrl);
    upstream = await startFaultyUpstream(api.url);
    store = await openGatewayStore(dataDir);
    // Sign-in talks to the identity provider directly; the data calls pass the faulty upstream.
    const config = loadGatewayConfig({
      GATEWAY_PORT: String(port),
      GATEWAY_PUBLIC_URL: gatewayUrl,
      CORE_API_URL: `${upstream.url}/core`,
      BASE_API_URL: `${upstream.url}/base`,
      OIDC_ISSUER: `${api.url}/oidc`,
      ...store.env,
      UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
      UPSTREAM_BREAKER_FAILURES: String(BREAKER_FAILURES),
      UPSTREAM_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
    });
    gateway = await startGateway(config);
    stack = { gatewayUrl };
    staff = (await signInThroughGateway(stack, "staff")).jar;
  }, 180_000);
  afterAll(async () => {
    // First the upstream: it ends what still hangs there (the hub bridge's negotiation, say).
    await upstream?.close();
    await gateway?.close();
    await api?.stop();
    await store?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(async () => {
    // Each test starts with the api answering and the breaker closed, its count reset by a success
    // (an open breaker answers for up to COOLDOWN_MS).
    await upstream.set({ kind: "forward" });
    await expect
      .poll(async () => (await timed(CLIENTS)).body.errors, { timeout: COOLDOWN_MS * 4, interval: 500 })
      .toBeUndefined();
  }, COOLDOWN_MS * 5);

  it("answers a hung api within one deadline, with a timeout, having called it once", async () => {
    await upstream.set({ kind: "hang" });
    upstream.calls.length = 0;
    const { body, ms } = await timed(CLIENTS);
    expect(failureOf(body)).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", reason: "UPSTREAM_TIMEOUT" });
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(ms).toBeLessThan(DEADLINE_MS * 1.5);
    expect(clientListCalls(upstream)).toHaveLength(1);
    await upstream.set({ kind: "forward" });
  });

  it("shares the deadline between the calls of one request", async () => {
    // Each call alone would fit in the deadline; one after another they do not.
    await upstream.set({ kind: "slow", ms: DEADLINE_MS * 0.6 });
    upstream.calls.length = 0;
    const { body, ms } = await timed("query($id: ID!) { client(id: $id) { acronym } }", { id: "1" });
    expect(failureOf(body)).toMatchObject({ code: "UPSTREAM_UNAVAILABLE", reason: "UPSTREAM_TIMEOUT" });
    expect(ms).toBeLessThan(DEADLINE_MS * 1.5);
    const dataCalls = upstream.calls.filter((p) => !p.startsWith("/core/notification"));
    expect(new Set(dataCalls).size).toBe(dataCalls.length);
    await upstream.set({ kind: "forward" });
  });

  it("tries a refused connection again within the deadline", async () => {
    await upstream.set({ kind: "refuse" });
    const answer = timed(CLIENTS);
    // The first attempt is refused; a later one finds the upstream back.
    await new Promise((r) => setTimeout(r, 200));
    await upstream.set({ kind: "forward" });
    const { body } = await answer;
    expect(body.errors).toBeUndefined();
    expect((body.data?.clients as unknown[]).length).toBeGreaterThan(0);
  });

  it("tries a read again whose connection the api closed as the call went out", async () => {
    upstream.calls.length = 0;
    // Only the list's call: the request also reads the viewer, whose calls may come first.
    await upstream.set({ kind: "reset", count: 1, path: "/core/clients" });
    const { body } = await timed(CLIENTS);
    expect(body.errors).toBeUndefined();
    expect((body.data?.clients as unknown[]).length).toBeGreaterThan(0);
    expect(clientListCalls(upstream)).toHaveLength(2);
  });

  it("answers at once while the breaker is open, and serves again once the api is back", async () => {
    await upstream.set({ kind: "hang" });
    upstream.calls.length = 0;
    const failures = await Promise.all(Array.from({ length: BREAKER_FAILURES }, () => timed(CLIENTS)));
    for (const { body } of failures) expect(failureOf(body)?.reason).toBe("UPSTREAM_TIMEOUT");
    expect(clientListCalls(upstream)).toHaveLength(BREAKER_FAILURES);

    const open = await timed(CLIENTS);
    expect(failureOf(open.body)).toMatchObject({
      code: "UPSTREAM_UNAVAILABLE",
      reason: "UPSTREAM_CIRCUIT_OPEN",
    });
    // It did not wait for the api: no call reached it, and the answer came before any deadline.
    expect(open.ms).toBeLessThan(DEADLINE_MS);
    expect(clientListCalls(upstream)).toHaveLength(BREAKER_FAILURES);

    await upstream.set({ kind: "forward" });
    await new Promise((r) => setTimeout(r, COOLDOWN_MS));
    const probe = await timed(CLIENTS);
    expect(probe.body.errors).toBeUndefined();
    const after = await timed(CLIENTS);
    expect(after.body.errors).toBeUndefined();
  });
});
