import { once } from "node:events";
import {
  childProcessesOf,
  fetchTokens,
  type RunningApiProcess,
  skipsWithoutPostgres,
  startApiProcess,
} from "@alm/test-support";
import { logLinesOf } from "@alm/logging";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiConfig } from "./config.ts";
import { ENGINE_INTERRUPTED_TEXT } from "./runs/engine-pool.ts";

const GATEWAY = "http://localhost:4999";
const WORKER_METRICS_TOKEN = "worker-metrics-token";

const modelOf = async <T>(answer: Promise<Response>) =>
  ((await (await answer).json()) as { data: { model: T } }).data.model;

describe("API_ROLE", () => {
  it("serve and worker need PostgreSQL, which their run queue is shared through", () => {
    expect(() => loadApiConfig({ API_ROLE: "worker" })).toThrow(
      /API_ROLE: worker processes share the run queue with the others through PostgreSQL: set DATABASE_URL/,
    );
    expect(() => loadApiConfig({ API_ROLE: "serve" })).toThrow(/API_ROLE: serve processes/);
    expect(() => loadApiConfig({ API_ROLE: "compute" })).toThrow(/API_ROLE/);
    expect(loadApiConfig({}).API_ROLE).toBe("all");
  });
});

// A deployment's shape: apis that serve and engine workers that compute, on one PostgreSQL database.
describe.skipIf(skipsWithoutPostgres())("an engine worker process beside a serving api", () => {
  let serving: RunningApiProcess;
  let worker: RunningApiProcess;
  let token: string;

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${serving.url}${path}${path.includes("?") ? "&" : "?"}api-version=1.0`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });

  beforeAll(async () => {
    serving = await startApiProcess(GATEWAY, {
      // Its stop lasts half a second (readyz unready first): long enough to log what it saw stop.
      env: { API_ROLE: "serve", LOG_LEVEL: "info", SHUTDOWN_UNREADY_MS: "500" },
    });
    worker = await startApiProcess(GATEWAY, {
      env: {
        API_ROLE: "worker",
        DATABASE_URL: serving.databaseUrl,
        LOG_LEVEL: "info",
        METRICS_TOKEN: WORKER_METRICS_TOKEN,
      },
    });
    token = (
      await fetchTokens({
        issuer: `${serving.url}/oidc`,
        clientId: "alm-gateway",
        clientSecret: "alm-gateway-local-secret",
        redirectUri: `${GATEWAY}/auth/callback`,
        username: "staff",
        password: "staff",
      })
    ).access_token;
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await serving?.stop();
  });

  it("answers health checks and nothing else over HTTP, and logs what else reached it", async () => {
    expect(await (await fetch(`${worker.url}/healthz`)).json()).toEqual({ status: "ok", role: "worker" });
    const misrouted = await fetch(`${worker.url}/base/analysis/dataset/client/1?api-version=1.0`);
    expect(misrouted.status).toBe(404);
    expect((await fetch(`${worker.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    // One line per request with its id, as the serving api writes them (once the worker's output
    // reaches the test: a line is written after its answer); the health check none.
    const id = misrouted.headers.get("x-request-id");
    expect(id).toBeTruthy();
    const lines = () => logLinesOf(worker.output());
    await expect
      .poll(() =>
        lines()
          .filter((l) => l.reqId === id)
          .map((l) => (l.res as { statusCode?: number } | undefined)?.statusCode),
      )
      .toEqual([404]);
    expect(lines().some((l) => l.req?.url?.startsWith("/healthz"))).toBe(false);
  });

  it("shows in its metrics what it has (the run queue, the engine pool), not a hub or request queues it lacks", async () => {
    const res = await fetch(`${worker.url}/metrics`, {
      headers: { authorization: `Bearer ${WORKER_METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const names = new Set([...(await res.text()).matchAll(/^([a-z_]+)[{ ]/gm)].map((m) => m[1]));
    expect(names).toContain("api_run_queue_jobs");
    expect(names).toContain("api_engine_pool_workers");
    // They read 0, as if the worker had a hub nobody joined and queues nobody used.
    for (const absent of ["api_hub_connections", "api_what_if_computations", "api_report_reads"])
      expect(names, absent).not.toContain(absent);
  });

  it("computes a run the serving api queues, which the serving api never computes", async () => {
    const clients = await modelOf<{ id: number; acronym: string }[]>(call("/core/clients"));
    const rfcu = clients.find((c) => c.acronym === "RFCU");
    const dataSets = () =>
      modelOf<{ id: number; status: string }[]>(call(`/base/analysis/dataset/client/${rfcu?.id}`));
    const dataSet = (await dataSets()).find((d) => d.status === "Completed");
    expect(dataSet).toBeDefined();
    const queued = await call(`/base/analysis/dataset/${dataSet?.id}/run`, { method: "PUT" });
    expect(queued.status).toBe(202);
    await expect
      .poll(async () => (await dataSets()).find((d) => d.id === dataSet?.id)?.status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe("Completed");
    const claimed = (output: string) =>
      output
        .split("\n")
        .filter((l) => l.includes('"run job claimed"') && l.includes(`"dataSet":${dataSet?.id}`));
    expect(claimed(worker.output())).toHaveLength(1);
    expect(claimed(serving.output())).toHaveLength(0);
  }, 90_000);

  it("on Ctrl+C during a what-if, answers it 503 to send again and logs no error for its ended engine", async () => {
    const clients = await modelOf<{ id: number; acronym: string }[]>(call("/core/clients"));
    const rfcu = clients.find((c) => c.acronym === "RFCU");
    const sets = await modelOf<{ id: number; status: string }[]>(
      call(`/base/analysis/dataset/client/${rfcu?.id}`),
    );
    const dataSet = sets.find((d) => d.status === "Completed");
    const whatIf = call(`/core/datasets/${dataSet?.id}/whatif`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ changes: [] }),
    });
    // The serving api starts its engine process for this what-if, its first computation.
    const pid = serving.process.pid as number;
    let engines = childProcessesOf(pid);
    while (!engines.length) {
      await new Promise((r) => setTimeout(r, 5));
      engines = childProcessesOf(pid);
    }
    const exited = once(serving.process, "exit") as Promise<[number | null]>;
    // A terminal's Ctrl+C signals the whole process group at once: the api and its children.
    for (const each of [pid, ...engines]) process.kill(each, "SIGINT");
    const answer = await whatIf;
    const body = (await answer.json()) as {
      reason: string;
      errorMessage: string;
      additionalInformation: { messages: { resolution: string }[] };
    };
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("1");
    expect(body.reason).toBe("SERVICE_UNAVAILABLE");
    expect(body.errorMessage).toBe(ENGINE_INTERRUPTED_TEXT);
    expect(body.additionalInformation.messages[0]?.resolution).toBe("Send the request again in a moment.");
    const [code] = await exited;
    expect(code).toBe(0);
    // Before, three: the engine "failed", the what-if "failed" with its stack, and a 500.
    const lines = serving.output().split("\n");
    expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
    expect(lines.filter((line) => line.includes("engine worker ended with the api's SIGINT"))).not.toEqual(
      [],
    );
  }, 60_000);
});
