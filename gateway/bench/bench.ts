/**
 * Gateway benchmark (ARCHITECTURE.md section 5, issue 5), ratios measured in the same run:
 * (a) the NEV summary report (21) and the largest detail report (49, NEV Detailed Value) through
 *     the gateway (GraphQL, Bearer token) versus the same data straight from the api's REST call,
 *     50 concurrent connections each, closed loop, load generated in a child process;
 * (b) 1,000 graphql-ws subscribers on one gateway: time from the REST call that changes a report
 *     definition's status (approve / unapprove) to each subscriber's receipt, p50 and p95, quiet and
 *     while the gateway serves the largest report to 50 connections (status-events.ts).
 * BENCH_SMOKE=1: the NEV summary only, 2 connections for 0.2 s, 5 subscribers, one counted event
 * per phase. BENCH_PART=subscribers: (b) alone (about a minute), for comparing runs close in time.
 */
import { execFile, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { fetchTokens, quantile } from "@alm/test-support";
import { BENCH_RATE_LIMITS, startTestStack } from "../src/testing/test-stack.ts";
import type { LoadResult, LoadSpec } from "../../scripts/bench-load.ts";
import { reportQuery } from "./report-query.ts";
import { causeRounds, phaseLatencies, type StatusEventRounds } from "./status-events.ts";
import { readOnWire } from "./wire.ts";
import { benchReport, SMOKE, sized, type Figure } from "../../scripts/bench-report.ts";

const report = benchReport(import.meta.url);
const CONNECTIONS = sized(50, 2);
const SECONDS = sized(Number(process.env.BENCH_SECONDS ?? 5), 0.2);
const SUBSCRIBERS = sized(Number(process.env.BENCH_SUBSCRIBERS ?? 1000), 5);
/**
 * Status events caused per phase (quiet, under request load); the first of each warms up and is not
 * counted. Even, so the definition ends as it began. BENCH_ROUNDS: more, for a steadier p95 on a
 * machine shared with other work (one stalled event is a fifth of 5).
 */
const ROUNDS = sized(2 * Math.ceil(Number(process.env.BENCH_ROUNDS ?? 6) / 2), 2);
/** Between events: every receipt of one arrives before the next is caused. */
const ROUND_PAUSE_MS = sized(1500, 300);
/** Part (b) alone: what a change to the status events' path is measured with, run after run. */
const SUBSCRIBERS_ONLY = process.env.BENCH_PART === "subscribers";
/** The request load runs this long before the first status event under it. */
const LOAD_RAMP_MS = sized(1000, 200);
const DEFINITION = 2; // RFCU 'Q4 2021 ALM Report': published, with a comparison data set
const WORKFLOW_DEFINITION = 4; // RFCU, Completed and not approved: approve / unapprove toggles it
const CLIENT = 1;
const loadScript = fileURLToPath(new URL("../../scripts/bench-load.ts", import.meta.url));
const subscribersScript = fileURLToPath(new URL("./subscribers.ts", import.meta.url));

const stack = await startTestStack({ UPSTREAM_TIMEOUT_MS: "60000", ...BENCH_RATE_LIMITS });
const { access_token: token } = await fetchTokens({
  issuer: stack.config.OIDC_ISSUER,
  clientId: stack.config.OIDC_CLIENT_ID,
  clientSecret: stack.config.OIDC_CLIENT_SECRET,
  redirectUri: `${stack.gatewayUrl}/auth/callback`,
  username: "staff",
  password: "staff",
});
const auth = { authorization: `Bearer ${token}` };

async function load(
  spec: Omit<LoadSpec, "connections" | "seconds">,
  connections = CONNECTIONS,
  seconds = SECONDS,
): Promise<LoadResult> {
  const full: LoadSpec = { ...spec, connections, seconds };
  const { stdout } = await promisify(execFile)(process.execPath, [loadScript, JSON.stringify(full)], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout) as LoadResult;
}

/** Every field of a report of the published definition, through the gateway. */
const graphqlRead = (reportId: number) => ({
  url: `${stack.gatewayUrl}/graphql`,
  method: "POST" as const,
  headers: { ...auth, "content-type": "application/json" },
  body: JSON.stringify({ query: reportQuery, variables: { id: String(DEFINITION), reportId } }),
});

async function compareReport(reportId: number, name: string) {
  const restUrl = `${stack.api.url}/base/analysis/reports/${reportId}/reportdefinition/${DEFINITION}?api-version=1.0`;
  const graphql = graphqlRead(reportId);
  const figure = (what: string, value: number, unit: string, rest: Partial<Figure> = {}) =>
    report.figure({ name: `${name}, ${what}`, value, unit, digits: 1, ...rest });
  // Warm both sides (the api's computed report, the gateway's built report and its ETag) and check the answer.
  const coldStart = performance.now();
  const check = (await (await fetch(graphql.url, { ...graphql })).json()) as { errors?: unknown[] };
  const cold = performance.now() - coldStart;
  if (check.errors) throw new Error(`report ${reportId}: ${JSON.stringify(check.errors)}`);
  await fetch(restUrl, { headers: auth });
  const warmStart = performance.now();
  await (await fetch(graphql.url, { ...graphql })).arrayBuffer();
  figure("first read (cold)", cold, "ms", { digits: 0 });
  figure("second read (warm: api 304)", performance.now() - warmStart, "ms");
  // The answer on the wire: uncompressed (the anchor), then as gzip and brotli clients receive it.
  const reads = [];
  for (const encoding of ["identity", "gzip", "br"])
    reads.push(await readOnWire(graphql.url, graphql.body, graphql.headers, encoding));
  const plain = { name: "uncompressed", value: (reads[0]?.bytes ?? NaN) / 1024 };
  for (const r of reads) {
    figure(`on the wire as ${r.encoding}`, r.bytes / 1024, "KB", {
      digits: 0,
      anchor: r === reads[0] ? undefined : plain,
    });
  }
  const api = await load({ url: restUrl, method: "GET", headers: auth });
  const gateway = await load(graphql);
  for (const r of [api, gateway]) if (r.failures) throw new Error(`${name}: ${r.failures} requests failed`);
  figure("gateway GraphQL throughput", gateway.rps, "req/s", {
    digits: 0,
    target: { atLeast: 0.8, ofRatio: true },
    anchor: { name: "api REST", value: api.rps },
  });
  figure("gateway GraphQL p99", gateway.p99, "ms", { anchor: { name: "api REST", value: api.p99 } });
  figure("added p50", gateway.p50 - api.p50, "ms", { digits: 2, target: { atMost: 2 } });
  // Under saturation p50 follows throughput (Little's law); one connection shows the latency the gateway adds.
  const apiOne = await load({ url: restUrl, method: "GET", headers: auth }, 1);
  const gatewayOne = await load(graphql, 1);
  figure("one connection, gateway p50", gatewayOne.p50, "ms", {
    digits: 2,
    anchor: { name: "api REST", value: apiOne.p50 },
  });
  figure("one connection, added p50", gatewayOne.p50 - apiOne.p50, "ms", { digits: 2 });
}

/** Status events caused through the api's REST call: approve, then unapprove, and so on. */
async function toggleStatus(round: number) {
  const action = round % 2 === 0 ? "approve" : "unapprove";
  const res = await fetch(
    `${stack.api.url}/base/analysis/reportdefinitions/${WORKFLOW_DEFINITION}/${action}?api-version=1.0`,
    { method: "PUT", headers: auth },
  );
  if (!res.ok) throw new Error(`${action}: ${res.status} ${await res.text()}`);
}

async function subscribers() {
  const child = spawn(
    process.execPath,
    [
      subscribersScript,
      `${stack.gatewayUrl.replace(/^http/, "ws")}/graphql`,
      token,
      String(SUBSCRIBERS),
      String(CLIENT),
      String(ROUNDS * 2),
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => lines.once("line", resolve));
  const started = performance.now();
  const listeners = () => stack.gateway.live.hub.events.listenerCount("message");
  const before = listeners();
  if ((await next()) !== "ready") throw new Error("subscribers did not start");
  // Subscribing reads the viewer and the client first: wait until every feed listens to the hub.
  while (listeners() < before + SUBSCRIBERS) await new Promise((r) => setTimeout(r, 100));
  report.figure({
    name: `${SUBSCRIBERS} subscribers connected`,
    value: (performance.now() - started) / 1000,
    unit: "s",
    digits: 1,
  });
  const result = next();
  const rounds = {
    rounds: ROUNDS,
    pauseMs: ROUND_PAUSE_MS,
    cause: toggleStatus,
    onHubMessage: (listener: () => void) => stack.gateway.live.hub.events.subscribe("message", listener),
  };
  const quiet = await causeRounds(rounds);
  // The same events while the gateway serves the largest report to 50 connections (closed loop).
  const loadSeconds = (LOAD_RAMP_MS + ROUNDS * ROUND_PAUSE_MS) / 1000 + 0.5;
  const requestWork = load(graphqlRead(SMOKE ? 21 : 49), CONNECTIONS, loadSeconds);
  await new Promise((r) => setTimeout(r, LOAD_RAMP_MS));
  const loaded = await causeRounds(rounds);
  const served = await requestWork;
  if (served.failures) throw new Error(`request load: ${served.failures} requests failed`);
  child.stdin.end(); // whatever has not arrived by now counts as lost
  const receipts = JSON.parse(await result) as number[][];
  statusEventFigures("quiet", receipts.slice(0, ROUNDS), quiet);
  statusEventFigures(`under request load (${CONNECTIONS} connections)`, receipts.slice(ROUNDS), loaded);
  report.figure({ name: "request load meanwhile, throughput", value: served.rps, unit: "req/s", digits: 0 });
}

function statusEventFigures(phase: string, receipts: number[][], rounds: StatusEventRounds) {
  const { events, latencies, fromGateway, atGateway, fanOutWall, fanOutCpu } = phaseLatencies(
    receipts,
    rounds,
  );
  const figure = (what: string, value: number, target?: number, unit = "ms") =>
    report.figure({
      name: `status events (${events}) ${phase}, ${what}`,
      value,
      unit,
      digits: 1,
      target: target === undefined ? undefined : { atMost: target },
    });
  report.figure({
    name: `status events (${events}) ${phase}, receipts`,
    value: latencies.length,
    unit: "receipts",
    target: { atLeast: SUBSCRIBERS * events },
  });
  figure("the hub's message at the gateway after the REST call, median", quantile(atGateway, 0.5));
  figure("the hub's message at the gateway after the REST call, max", quantile(atGateway, 1));
  figure("the gateway's fan-out (hub message to the last socket write), median", quantile(fanOutWall, 0.5));
  const perSocket = (quantile(fanOutCpu, 0.5) * 1000) / SUBSCRIBERS;
  figure("the gateway's CPU per socket of a fan-out, median", perSocket, undefined, "µs");
  figure("gateway event-loop delay, p99", rounds.loopDelay.p99);
  figure("gateway event-loop delay, max", rounds.loopDelay.max);
  figure("receipt after the REST call, p50", quantile(latencies, 0.5));
  figure("receipt after the REST call, p95", quantile(latencies, 0.95), 100);
  figure("receipt after the REST call, max", quantile(latencies, 1));
  figure("receipt after the hub's message reached the gateway (its share), p95", quantile(fromGateway, 0.95));
}

try {
  console.log(`gateway bench, ${CONNECTIONS} connections, ${SECONDS} s each`);
  if (SUBSCRIBERS_ONLY) {
    // The load's report, built and held on both sides, as part (a) leaves it.
    const warm = await fetch(graphqlRead(SMOKE ? 21 : 49).url, graphqlRead(SMOKE ? 21 : 49));
    if (!warm.ok) throw new Error(`report read: ${warm.status}`);
    await warm.arrayBuffer();
  } else {
    await compareReport(21, "NEV Summary (report 21)");
    if (!SMOKE) await compareReport(49, "NEV Detailed Value (report 49, the largest detail report)");
  }
  await subscribers();
} finally {
  await stack.close();
}
// A part alone is for comparing runs: docs/benchmarks.md keeps whole runs only.
if (!SUBSCRIBERS_ONLY) report.save();
process.exit(0);
