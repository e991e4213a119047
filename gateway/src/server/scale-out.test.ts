import { type CookieJar, haproxyInstalled, postgresMissing, skipsWithout } from "@alm/test-support";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inRotation,
  startScaleOutStack,
  type Instance,
  type ScaleOutStack,
} from "../testing/scale-out-stack.ts";
import { signInThroughGateway } from "../testing/test-stack.ts";
import { graphqlOutcome, runLoad } from "../testing/virtual-users.ts";
import { wsClient } from "../testing/ws-client.ts";

const VIEWER = "{ viewer { username tenant } }";
const HOME = "query($c: ID!) { viewer { username } client(id: $c) { id dataSets { id status } } }";

const CLIENT = "1";
const DEFINITION = "2"; // RFCU 'Q4 2021 ALM Report'
const SUBSCRIPTION = "subscription($c: ID!) { dataSetStatusChanged(clientId: $c) { dataSetId status } }";
const IGNORED = { next: () => {}, error: () => {}, complete: () => {} };
const USERS = ["staff", "analyst"];

/** Why the whole describe is skipped, or undefined when it runs. */
const missing =
  postgresMissing() ?? (haproxyInstalled() ? undefined : "needs Debian's haproxy (apt-get install haproxy)");

describe.skipIf(skipsWithout(missing))("two apis and two gateways behind a round-robin proxy", () => {
  let stack: ScaleOutStack;
  const jars: CookieJar[] = [];

  beforeAll(async () => {
    const started = performance.now();
    // What a user waits for an answer is not this test's question (the deadline has its own tests):
    // on a busy two-core machine a call behind a restart may take longer than the 10 s default.
    stack = await startScaleOutStack(process.env.DATABASE_URL ?? "", {
      gatewayEnv: { UPSTREAM_TIMEOUT_MS: "60000" },
    });
    for (const user of USERS) jars.push((await signInThroughGateway({ gatewayUrl: stack.url }, user)).jar);
    console.log(
      `scale-out stack up and ${USERS.length} users signed in after ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  }, 60_000);

  it("keeps a signed-in user working while requests alternate between the instances", async () => {
    const jar = jars[0] as CookieJar;
    const outcomes = [];
    for (let i = 0; i < 8; i++) outcomes.push(await graphqlOutcome(stack.url, jar, VIEWER));
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(new Set(outcomes.map((o) => o.servedBy))).toEqual(new Set(["gateway1", "gateway2"]));
  });

  it("delivers a run made through one gateway to a subscriber of the other", async () => {
    const jar = jars[0] as CookieJar;
    const [first, second] = stack.gateways as [Instance, Instance];
    // Straight to each gateway, as the page that opened the socket reached it through the proxy.
    const subscriber = wsClient(second.url, {
      origin: stack.url,
      cookie: jar.header(`${stack.url}/graphql`),
    });
    const statuses: string[] = [];
    const ready = new Promise<void>((resolve) => subscriber.on("connected", () => resolve()));
    const dataSets = await fetch(`${first.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: jar.header(`${stack.url}/graphql`) },
      body: JSON.stringify({ query: HOME, variables: { c: CLIENT } }),
    }).then((r) => r.json() as Promise<{ data: { client: { dataSets: { id: string; status: string }[] } } }>);
    const dataSet = dataSets.data.client.dataSets.find((d) => d.status === "COMPLETED");
    expect(dataSet).toBeDefined();
    subscriber.subscribe(
      {
        query: SUBSCRIPTION,
        variables: { c: CLIENT },
      },
      {
        next: ({ data }) => {
          const event = (data as { dataSetStatusChanged: { dataSetId: string; status: string } })
            .dataSetStatusChanged;
          if (event.dataSetId === dataSet?.id) statuses.push(event.status);
        },
        error: () => {},
        complete: () => {},
      },
    );
    await ready;
    const run = await fetch(`${first.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: stack.url,
        cookie: jar.header(`${stack.url}/graphql`),
      },
      body: JSON.stringify({
        query: "mutation($id: ID!) { runDataSet(id: $id) { __typename } }",
        variables: { id: dataSet?.id },
      }),
    }).then((r) => r.json());
    expect(run).toMatchObject({ data: { runDataSet: { __typename: "DataSetRunStarted" } } });
    await expect.poll(() => statuses.at(-1), { timeout: 60_000, interval: 100 }).toBe("COMPLETED");
    await subscriber.dispose();
  }, 90_000);

  /** A GraphQL call straight to one gateway, as the proxy would pass it on. */
  const on = async <T>(
    gateway: Instance,
    jar: CookieJar,
    query: string,
    variables: Record<string, unknown>,
  ) => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: stack.url,
        cookie: jar.header(`${stack.url}/graphql`),
      },
      body: JSON.stringify({ query, variables }),
    });
    return ((await res.json()) as { data: Record<string, T> }).data;
  };
  type Job = { id: string; status: string; downloadUrl: string | null; error: string | null };
  const JOB = "id status downloadUrl error";
  const requestPdf = (gateway: Instance, jar: CookieJar, entries: string[]) =>
    on<Job>(
      gateway,
      jar,
      `mutation($c: ID!, $d: ID!, $e: [String!]!) { requestPdfSelection(clientId: $c, reportDefinitionId: $d, entries: $e) { ${JOB} } }`,
      { c: CLIENT, d: DEFINITION, e: entries },
    ).then((data) => data.requestPdfSelection as Job);
  const finished = async (gateway: Instance, jar: CookieJar, id: string) => {
    let job: Job | undefined;
    await expect
      .poll(
        async () =>
          (job = (await on<Job>(gateway, jar, `query($id: ID!) { documentJob(id: $id) { ${JOB} } }`, { id }))
            .documentJob)?.status,
        { timeout: 150_000, interval: 250 },
      )
      .toMatch(/DONE|FAILED/);
    return job as Job;
  };
  const download = async (gateway: Instance, jar: CookieJar, path: string) => {
    const res = await fetch(`${gateway.url}${path}`, {
      headers: { cookie: jar.header(`${stack.url}${path}`) },
    });
    return { type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  // A job whose gateway is killed with kill -9 is finished by the other: the queue is the same for
  // every kind of document, and documents/jobs/durable-document-jobs.test.ts proves it (with the
  // runner's heartbeat, SIGTERM's hand-over and the takeover's delay) without a proxy or Chromium.
  it("downloads through one gateway a PDF requested through the other", async () => {
    const jar = jars[0] as CookieJar;
    const [first, second] = stack.gateways as [Instance, Instance];
    const queued = await requestPdf(first, jar, ["21"]);
    const job = await finished(second, jar, queued.id);
    expect(job, JSON.stringify(job)).toMatchObject({ status: "DONE" });
    const file = await download(second, jar, job.downloadUrl ?? "");
    expect(file.type).toBe("application/pdf");
    expect(file.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  }, 180_000);

  it("restarts every instance, one at a time, under 50 users with no failed request and nobody signed out", async () => {
    let restarted!: () => void;
    const done = new Promise<void>((resolve) => (restarted = resolve));
    // 50 people clicking every second or so: home's lists, then who they are.
    const load = runLoad(
      { users: 50, seconds: 240, maxRequests: 20_000, thinkMs: 1000, stop: done },
      (user, step) =>
        step % 2
          ? graphqlOutcome(stack.url, jars[user % jars.length] as CookieJar, VIEWER)
          : graphqlOutcome(stack.url, jars[user % jars.length] as CookieJar, HOME, { c: CLIENT }),
    );
    const exitCodes: Record<string, number | null> = {};
    /** Per instance: seconds to stop (drain), then to start and be back in the proxy's rotation. */
    const steps: string[] = [];
    try {
      for (const instance of [...stack.apis, ...stack.gateways]) {
        const t = performance.now();
        exitCodes[instance.name] = await instance.terminate();
        const t1 = performance.now();
        if (exitCodes[instance.name] !== 0) console.log(`${instance.name}:`, instance.output().slice(-2000));
        await instance.start();
        await inRotation(stack.proxy, instance);
        steps.push(
          `${instance.name} ${((t1 - t) / 1000).toFixed(1)} + ${((performance.now() - t1) / 1000).toFixed(1)} s`,
        );
      }
      // The last one back serves a few clicks of every user too. Without it, the requests counted
      // below were as many as the restarts took seconds: 199 on a quick machine, under its floor.
      await new Promise((resolve) => setTimeout(resolve, 3000));
    } finally {
      restarted();
    }
    const figures = await load;
    console.log(
      `rolling restart: ${figures.requests} requests in ${figures.seconds.toFixed(1)} s by 50 users, ` +
        `${figures.failures.length} failed, p50 ${figures.p50.toFixed(0)} ms, p99 ${figures.p99.toFixed(0)} ms, ` +
        `served by ${JSON.stringify(figures.servedBy)}; stop + start: ${steps.join(", ")}`,
    );
    const reasons: Record<string, number> = {};
    for (const failure of figures.failures) reasons[failure] = (reasons[failure] ?? 0) + 1;
    expect(reasons).toEqual({});
    expect(exitCodes).toEqual({ api1: 0, api2: 0, gateway1: 0, gateway2: 0 });
    expect(figures.requests).toBeGreaterThan(200);
    for (const jar of jars) expect((await graphqlOutcome(stack.url, jar, VIEWER)).ok).toBe(true);
  }, 300_000);

  it("serves the users of a gateway killed with kill -9 again, and measures how soon", async () => {
    const jar = jars[1] as CookieJar;
    const victim = stack.gateways[0] as Instance;
    // A page's socket, through the proxy, on the gateway about to die (round robin: a few tries).
    let socket: Client | undefined;
    let landedOn: string | undefined;
    for (let tries = 0; tries < 6 && landedOn !== victim.name; tries++) {
      await socket?.dispose();
      landedOn = undefined;
      socket = wsClient(stack.url, { cookie: jar.header(`${stack.url}/graphql`) }, undefined, {
        retryAttempts: 20,
        onUpgrade: (servedBy) => (landedOn = servedBy),
      });
      const connected = new Promise<void>((resolve) => socket?.on("connected", () => resolve()));
      socket.subscribe({ query: SUBSCRIPTION, variables: { c: CLIENT } }, IGNORED);
      await connected;
    }
    expect(landedOn).toBe(victim.name);
    const killedAt = performance.now();
    await victim.kill();
    // HTTP: the first request after the kill that is answered.
    const http = await graphqlOutcome(stack.url, jar, VIEWER);
    const httpMs = performance.now() - killedAt;
    // WebSocket: the page's client reconnects (through the proxy, to the other gateway), is
    // acknowledged (its session checked) and subscribes again.
    await new Promise<void>((resolve) => socket?.on("connected", () => resolve()));
    const socketMs = performance.now() - killedAt;
    console.log(
      `kill -9 of ${victim.name}: HTTP users served again after ${httpMs.toFixed(0)} ms ` +
        `(served by ${http.servedBy}); its sockets' users after ${socketMs.toFixed(0)} ms (reconnected to ${landedOn})`,
    );
    expect(http.ok).toBe(true);
    expect(landedOn).toBe("gateway2");
    await socket?.dispose();
    // The killed gateway stays down: the stack's close ends what still runs.
  }, 60_000);
});
