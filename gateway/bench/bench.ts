/**
 * Gateway benchmark (ARCHITECTURE.md section 5, issue 5), ratios measured in the same run:
 * (a) the NEV summary report (21) and the largest detail report (49, NEV Detailed Value) through
 *     the gateway (GraphQL, Bearer token) versus the same data straight from the api's REST call,
 *     50 concurrent connections each, closed loop, load generated in a child process;
 * (b) 1,000 graphql-ws subscribers on one gateway: time from the REST call that changes a report
 *     definition's status (approve / unapprove) to each subscriber's receipt, p50 and p95.
 */
import { execFile, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { fetchTokens } from "@alm/test-support";
import { BENCH_RATE_LIMITS, startTestStack } from "../src/testing/test-stack.ts";
import type { LoadResult, LoadSpec } from "./load.ts";
import { reportQuery } from "./report-query.ts";
import { readOnWire } from "./wire.ts";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
/** Status events caused; the first warms up and is not counted. Even, so the definition ends as it began. */
const ROUNDS = 6;
const DEFINITION = 2; // RFCU 'Q4 2021 ALM Report': published, with a comparison data set
const WORKFLOW_DEFINITION = 4; // RFCU, Completed and not approved: approve / unapprove toggles it
const CLIENT = 1;
const loadScript = fileURLToPath(new URL("./load.ts", import.meta.url));
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
): Promise<LoadResult> {
  const full: LoadSpec = { ...spec, connections, seconds: SECONDS };
  const { stdout } = await promisify(execFile)(process.execPath, [loadScript, JSON.stringify(full)], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout) as LoadResult;
}

const f = (n: number, d = 1) => n.toFixed(d);

async function compareReport(reportId: number, name: string) {
  const restUrl = `${stack.api.url}/base/analysis/reports/${reportId}/reportdefinition/${DEFINITION}?api-version=1.0`;
  const graphql = {
    url: `${stack.gatewayUrl}/graphql`,
    method: "POST" as const,
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ query: reportQuery, variables: { id: String(DEFINITION), reportId } }),
  };
  console.log(`${name} (report ${reportId}):`);
  // Warm both sides (the api's computed report, the gateway's built report and its ETag) and check the answer.
  const coldStart = performance.now();
  const check = (await (await fetch(graphql.url, { ...graphql })).json()) as { errors?: unknown[] };
  const cold = performance.now() - coldStart;
  if (check.errors) throw new Error(`report ${reportId}: ${JSON.stringify(check.errors)}`);
  await fetch(restUrl, { headers: auth });
  const warmStart = performance.now();
  await (await fetch(graphql.url, { ...graphql })).arrayBuffer();
  console.log(
    `  first read ${f(cold, 0)} ms (cold), second ${f(performance.now() - warmStart, 1)} ms (warm: api 304)`,
  );
  // The answer on the wire: uncompressed (the anchor), then as gzip and brotli clients receive it.
  const reads = [];
  for (const encoding of ["identity", "gzip", "br"])
    reads.push(await readOnWire(graphql.url, graphql.body, graphql.headers, encoding));
  const plain = reads[0]?.bytes ?? NaN;
  console.log(
    `  on the wire: ${reads.map((r) => `${r.encoding} ${f(r.bytes / 1024, 0)} KB in ${f(r.ms, 0)} ms (${f(r.bytes / plain, 3)})`).join(", ")}`,
  );
  const api = await load({ url: restUrl, method: "GET", headers: auth });
  const gateway = await load(graphql);
  for (const [label, r] of [
    ["  api REST     ", api],
    ["  gateway GQL  ", gateway],
  ] as const) {
    console.log(
      `${label}${f(r.rps, 0)} req/s, p50 ${f(r.p50)} ms, p99 ${f(r.p99)} ms, ${r.requests} ok, ${r.failures} failed, ${f(r.bytes / 1024, 0)} KB`,
    );
  }
  console.log(
    `  throughput ratio gateway/api ${f(gateway.rps / api.rps, 3)} (target >= 0.8), added p50 ${f(gateway.p50 - api.p50, 2)} ms (target <= 2)`,
  );
  // Under saturation p50 follows throughput (Little's law); one connection shows the latency the gateway adds.
  const apiOne = await load({ url: restUrl, method: "GET", headers: auth }, 1);
  const gatewayOne = await load(graphql, 1);
  console.log(
    `  one connection: api p50 ${f(apiOne.p50, 2)} ms, gateway p50 ${f(gatewayOne.p50, 2)} ms, added p50 ${f(gatewayOne.p50 - apiOne.p50, 2)} ms`,
  );
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
      String(ROUNDS),
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
  console.log(`${SUBSCRIBERS} subscribers connected in ${f((performance.now() - started) / 1000, 1)} s`);
  const sent: number[] = [];
  // When the api's hub message reaches the gateway: the api's share of the latency.
  const arrived: number[] = [];
  const unlisten = stack.gateway.live.hub.events.subscribe("message", () => {
    if (arrived.length < sent.length) arrived.push(performance.timeOrigin + performance.now());
  });
  const result = next();
  for (let round = 0; round < ROUNDS; round++) {
    const action = round % 2 === 0 ? "approve" : "unapprove";
    sent.push(performance.timeOrigin + performance.now());
    const res = await fetch(
      `${stack.api.url}/base/analysis/reportdefinitions/${WORKFLOW_DEFINITION}/${action}?api-version=1.0`,
      { method: "PUT", headers: auth },
    );
    if (!res.ok) throw new Error(`${action}: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 1500));
  }
  child.stdin.end(); // whatever has not arrived by now counts as lost
  unlisten();
  const receipts = JSON.parse(await result) as number[][];
  const quantile = (values: number[], q: number) =>
    values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
  const perRound = receipts.map((times, round) =>
    times.map((t) => t - (sent[round] ?? 0)).sort((a, b) => a - b),
  );
  perRound.forEach((l, round) =>
    console.log(
      `  round ${round}${round === 0 ? " (warm-up)" : ""}: hub message at the gateway after ` +
        `${f((arrived[round] ?? NaN) - (sent[round] ?? 0))} ms; ${l.length} receipts, ` +
        `p50 ${f(quantile(l, 0.5))} ms, p95 ${f(quantile(l, 0.95))} ms`,
    ),
  );
  const latencies = perRound
    .slice(1)
    .flat()
    .sort((a, b) => a - b);
  console.log(
    `status events: ${latencies.length} receipts of ${SUBSCRIBERS * (ROUNDS - 1)}, from the REST call: p50 ${f(quantile(latencies, 0.5))} ms, p95 ${f(quantile(latencies, 0.95))} ms (target <= 100), max ${f(quantile(latencies, 1))} ms`,
  );
}

try {
  console.log(`gateway bench, ${CONNECTIONS} connections, ${SECONDS} s each`);
  await compareReport(21, "NEV Summary");
  await compareReport(49, "NEV Detailed Value (largest detail report)");
  await subscribers();
} finally {
  await stack.close();
}
process.exit(0);
