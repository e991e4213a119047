import { prometheusSample } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  clientIds,
  modelOf,
  sendJson,
  signInAll,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";

const METRICS_TOKEN = "scraper-token-of-this-test-0123456789";

describe("the api's metrics, health and readiness", () => {
  let api: TestApi;
  let t: Awaited<ReturnType<typeof signInAll>>;
  let ids: Record<string, number>;
  const scrape = async () => {
    const res = await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    return res.text();
  };

  beforeAll(async () => {
    // A stopping api stays up, not ready, this long before it stops accepting.
    api = await startTestApi(undefined, { METRICS_TOKEN, SHUTDOWN_UNREADY_MS: "2000" });
    t = await signInAll(api);
    ids = await clientIds(api);
  });
  // The last test closes the api itself (its stop is what it checks).
  let closing: Promise<void> | undefined;
  afterAll(() => closing ?? api.close());

  it("refuses a reader without the scraper's token", async () => {
    expect((await fetch(`${api.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${api.url}/metrics`, {
      headers: { authorization: "Bearer guessed-token-0000" },
    });
    expect(wrong.status).toBe(401);
    // A user's token is no scraper's either.
    expect(
      (await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${t.staff}` } })).status,
    ).toBe(401);
  });

  it("times requests by route pattern and status, never by their ids", async () => {
    const clientId = ids.RFCU as number;
    expect((await callApi(api, `/base/analysis/dataset/client/${clientId}`, t.staff)).status).toBe(200);
    expect((await callApi(api, `/base/analysis/dataset/client/${clientId}`, t.client2)).status).toBe(403);
    expect((await callApi(api, "/base/no/such/call", t.staff)).status).toBe(404);
    const text = await scrape();
    const series = (status: number) =>
      `http_request_duration_seconds_count{method="GET",route="/base/analysis/dataset/client/:clientId",status="${status}"}`;
    expect(prometheusSample(text, series(200))).toBeGreaterThanOrEqual(1);
    expect(prometheusSample(text, series(403))).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/dataset/client/${clientId}"`);
    expect(text).not.toContain("/no/such/call");
    expect(
      prometheusSample(
        text,
        'http_request_duration_seconds_count{method="GET",route="(no route)",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    // The process's memory, from prom-client's default metrics.
    expect(prometheusSample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(prometheusSample(text, 'nodejs_heap_space_size_used_bytes{space="old"}')).toBeGreaterThan(0);
  });

  it("counts a run, the run queue and the engine pool", async () => {
    const [draft] = await api.db.query<{ id: number }>(
      "select id from data_sets where client_id = $1 and status is null order by id limit 1",
      [ids.RFCU],
    );
    const dataSetId = draft?.id as number;
    // The registry is the process's: other files' apis in this test worker count runs too.
    const RUNS = 'api_run_duration_seconds_count{kind="run",outcome="Completed"}';
    const PUTS =
      'http_request_duration_seconds_count{method="PUT",route="/base/analysis/dataset/:id/run",status="202"}';
    const earlier = await scrape();
    const grown = (text: string, series: string) =>
      (prometheusSample(text, series) ?? 0) - (prometheusSample(earlier, series) ?? 0);
    const started = await sendJson(api, "PUT", `/base/analysis/dataset/${dataSetId}/run`, t.staff);
    expect(started.status).toBe(202);
    await expect
      .poll(
        async () =>
          modelOf<{ id: number; status: string }[]>(
            await callApi(api, `/base/analysis/dataset/client/${ids.RFCU}`, t.staff),
          ).find((d) => d.id === dataSetId)?.status,
        { timeout: 60_000, interval: 200 },
      )
      .toBe("Completed");
    const text = await scrape();
    expect(grown(text, RUNS)).toBe(1);
    expect(prometheusSample(text, 'api_run_queue_jobs{status="queued"}')).toBe(0);
    expect(prometheusSample(text, 'api_run_queue_jobs{status="running"}')).toBe(0);
    expect(prometheusSample(text, "api_run_queue_oldest_age_seconds")).toBe(0);
    expect(prometheusSample(text, "api_engine_pool_workers")).toBe(api.config.ENGINE_WORKERS);
    expect(prometheusSample(text, "api_engine_pool_busy")).toBe(0);
    expect(prometheusSample(text, 'api_what_if_computations{state="running"}')).toBe(0);
    expect(prometheusSample(text, 'api_what_if_computations{state="waiting"}')).toBe(0);
    expect(prometheusSample(text, 'api_report_reads{state="running"}')).toBe(0);
    expect(prometheusSample(text, 'api_report_reads{state="waiting"}')).toBe(0);
    expect(prometheusSample(text, "api_hub_connections")).toBeGreaterThanOrEqual(0);
    expect(grown(text, PUTS)).toBe(1);
  }, 90_000);

  it("stays alive but not ready while it stops", async () => {
    const ready = await fetch(`${api.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    closing = api.close();
    const draining = await fetch(`${api.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: "not ready", problems: ["draining"] });
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    await closing;
  }, 30_000);
});
