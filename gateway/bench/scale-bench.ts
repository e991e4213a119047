/**
 * Scale-out benchmark (issue #16): 200 virtual users on the realistic mix (home lists, reports, a
 * detail workbook every few seconds) against one and against two gateway+api pairs on this
 * machine, each behind HAProxy on one PostgreSQL database: errors, p50/p99 and throughput of both,
 * and their ratio. Loopback only; every loop is bounded in count and time and ends by itself.
 * Needs DATABASE_URL (a PostgreSQL server the bench may create databases on) and haproxy.
 * BENCH_USERS (200), BENCH_SECONDS (30) and BENCH_THINK_MS (3000: a click every 3 s) change the load.
 * BENCH_SMOKE=1: 2 users for 1 s, a click every 200 ms, one workbook.
 */
import { haproxyInstalled, type CookieJar } from "@alm/test-support";
import { startScaleOutStack, type ScaleOutStack } from "../src/testing/scale-out-stack.ts";
import { signInThroughGateway } from "../src/testing/test-stack.ts";
import { graphqlOutcome, runLoad, type LoadFigures, type Outcome } from "../src/testing/virtual-users.ts";
import { reportQuery } from "./report-query.ts";
import { BENCH_LOG_LEVEL, benchReport, sized } from "../../scripts/bench-report.ts";

const USERS = sized(Number(process.env.BENCH_USERS ?? 200), 2);
const SECONDS = sized(Number(process.env.BENCH_SECONDS ?? 30), 1);
const THINK_MS = sized(Number(process.env.BENCH_THINK_MS ?? 3000), 200);
const WORKBOOK_EVERY_MS = 5_000;
const DEFINITION = "2"; // RFCU 'Q4 2021 ALM Report'
const CLIENT = "1";
const SIGNED_IN = ["staff", "analyst"];

/** What a person does on home and in reports, one step after another. */
const MIX: { query: string; variables: Record<string, unknown> }[] = [
  { query: "{ viewer { username tenant } clients { id name acronym } }", variables: {} },
  {
    query:
      "query($c: ID!) { client(id: $c) { id name settings { clientId niiYears } chartsOfAccounts { id name } } }",
    variables: { c: CLIENT },
  },
  {
    query: "query($c: ID!) { client(id: $c) { id dataSets { id name status asOfDate } } }",
    variables: { c: CLIENT },
  },
  {
    query: "query($c: ID!) { client(id: $c) { id reportDefinitions { id name status } } }",
    variables: { c: CLIENT },
  },
  { query: reportQuery, variables: { id: DEFINITION, reportId: 21 } },
  { query: reportQuery, variables: { id: DEFINITION, reportId: 22 } },
];

/** Queues a detail workbook, follows it to DONE (any instance may answer) and downloads it. */
async function workbook(url: string, jar: CookieJar): Promise<Outcome> {
  const started = performance.now();
  const fail = (failure: string): Outcome => ({ ok: false, ms: performance.now() - started, failure });
  type Job = { id: string; status: string; downloadUrl: string | null; error: string | null };
  const ask = async (query: string, variables: Record<string, unknown>): Promise<Job> => {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, cookie: jar.header(`${url}/graphql`) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, Job>; errors?: unknown[] };
    const job = Object.values(body.data ?? {})[0];
    if (!job) throw new Error(`HTTP ${res.status} ${JSON.stringify(body.errors)}`);
    return job;
  };
  try {
    let job = await ask(
      "mutation($c: ID!, $d: ID!) { requestDetailWorkbook(clientId: $c, reportDefinitionId: $d) { id status downloadUrl error } }",
      { c: CLIENT, d: DEFINITION },
    );
    for (let polls = 0; (job.status === "QUEUED" || job.status === "RUNNING") && polls < 240; polls++) {
      await new Promise((r) => setTimeout(r, 250));
      job = await ask("query($id: ID!) { documentJob(id: $id) { id status downloadUrl error } }", {
        id: job.id,
      });
    }
    if (job.status !== "DONE" || !job.downloadUrl) return fail(`workbook ${job.status}: ${job.error}`);
    const file = await fetch(`${url}${job.downloadUrl}`, {
      headers: { cookie: jar.header(`${url}${job.downloadUrl}`) },
    });
    const bytes = (await file.arrayBuffer()).byteLength;
    return file.ok && bytes > 0
      ? { ok: true, ms: performance.now() - started }
      : fail(`download HTTP ${file.status}`);
  } catch (error) {
    return fail(String(error));
  }
}

async function measure(pairs: number): Promise<{ users: LoadFigures; workbooks: LoadFigures }> {
  const stack: ScaleOutStack = await startScaleOutStack(process.env.DATABASE_URL ?? "", {
    pairs,
    // Hundreds of users read reports at once: the bench measures throughput, not the deadline.
    gatewayEnv: { UPSTREAM_TIMEOUT_MS: "60000", LOG_LEVEL: BENCH_LOG_LEVEL },
  });
  try {
    const jars: CookieJar[] = [];
    for (const user of SIGNED_IN)
      jars.push((await signInThroughGateway({ gatewayUrl: stack.url }, user)).jar);
    // Every instance computes and caches the two reports once before the clock starts.
    for (let i = 0; i < 2 * pairs; i++) {
      for (const step of MIX.slice(4))
        await graphqlOutcome(stack.url, jars[0] as CookieJar, step.query, step.variables);
    }
    let stopUsers!: () => void;
    const usersDone = new Promise<void>((resolve) => (stopUsers = resolve));
    const workbooks = runLoad(
      {
        users: 1,
        seconds: SECONDS,
        maxRequests: Math.ceil((SECONDS * 1000) / WORKBOOK_EVERY_MS),
        thinkMs: WORKBOOK_EVERY_MS,
        stop: usersDone,
      },
      () => workbook(stack.url, jars[1] as CookieJar),
    );
    const users = await runLoad(
      { users: USERS, seconds: SECONDS, maxRequests: USERS * SECONDS * 2, thinkMs: THINK_MS },
      (user, step) => {
        const { query, variables } = MIX[(user + step) % MIX.length] as (typeof MIX)[number];
        return graphqlOutcome(stack.url, jars[user % jars.length] as CookieJar, query, variables);
      },
    );
    stopUsers();
    return { users, workbooks: await workbooks };
  } finally {
    await stack.close();
  }
}

/** A shape's figures; against the one-pair shape's (the anchor) when given. */
function describe(label: string, shape: Awaited<ReturnType<typeof measure>>, anchor?: typeof shape) {
  const { users, workbooks } = shape;
  const against = (name: string, value?: number) =>
    anchor && value !== undefined ? { name, value } : undefined;
  report.figure({ name: `${label}, user requests`, value: users.requests, unit: "requests" });
  report.figure({
    name: `${label}, user request errors`,
    value: users.failures.length,
    unit: "errors",
    target: { atMost: 0 },
  });
  report.figure({
    name: `${label}, throughput`,
    value: users.rps,
    unit: "req/s",
    digits: 1,
    anchor: against("one pair", anchor?.users.rps),
  });
  report.figure({ name: `${label}, p50`, value: users.p50, unit: "ms", digits: 0 });
  report.figure({
    name: `${label}, p99`,
    value: users.p99,
    unit: "ms",
    digits: 0,
    anchor: against("one pair", anchor?.users.p99),
  });
  report.figure({
    name: `${label}, workbooks done`,
    value: workbooks.requests - workbooks.failures.length,
    unit: "workbooks",
  });
  report.figure({
    name: `${label}, workbooks failed`,
    value: workbooks.failures.length,
    unit: "workbooks",
    target: { atMost: 0 },
  });
  report.figure({ name: `${label}, workbook p50`, value: workbooks.p50, unit: "ms", digits: 0 });
  const reasons: Record<string, number> = {};
  for (const failure of [...users.failures, ...workbooks.failures])
    reasons[failure] = (reasons[failure] ?? 0) + 1;
  console.log(
    `${label}: served by ${JSON.stringify(users.servedBy)}` +
      (Object.keys(reasons).length ? `; errors: ${JSON.stringify(reasons)}` : ""),
  );
}

if (!process.env.DATABASE_URL || !haproxyInstalled()) {
  console.log(
    "scale-out bench skipped: it needs DATABASE_URL (a PostgreSQL server) and haproxy (apt-get install haproxy)",
  );
  process.exit(0);
}
const report = benchReport(import.meta.url);
console.log(
  `scale-out bench: ${USERS} users, ${SECONDS} s, a step every ${THINK_MS} ms each, a workbook every ${WORKBOOK_EVERY_MS / 1000} s ` +
    "(same 2 cores: a second pair adds no CPU)",
);
const one = await measure(1);
describe("one gateway+api pair", one);
const two = await measure(2);
describe("two gateway+api pairs", two, one);
report.save();
process.exit(0);
