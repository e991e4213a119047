import { afterAll, beforeAll, expect, it } from "vitest";
import { demoDataSetToRun, enlargePositions, type DataSetToRun } from "../testing/large-positions.ts";
import { sendJson, signIn, startTestApi, type TestApi } from "../testing/test-api.ts";
import { MAX_ATTEMPTS } from "./run-jobs.ts";

let api: TestApi;
let dataSet: DataSetToRun;

beforeAll(async () => {
  // 32 MB loads the engine (it takes 16) and is far less than 100k positions need (30k need 96 MB):
  // the worker process runs out of heap in each attempt, as soon as it reads the file. V8 aborts
  // such a process (SIGTRAP/SIGABRT); in a worker thread the same abort took the api down. With
  // 30k positions each attempt valued for seconds first (5 core-seconds an attempt) before it ran out.
  api = await startTestApi(undefined, { ENGINE_WORKER_MEMORY_MB: "32" });
  dataSet = await demoDataSetToRun(api.db);
  await enlargePositions(api.db, dataSet.id, 100_000);
});
afterAll(() => api.close());

it("survives an engine worker that dies, tries the run again, then fails it with a reason", async () => {
  const { access_token } = await signIn(api, "staff");
  const started = await sendJson(api, "PUT", `/base/analysis/dataset/${dataSet.id}/run`, access_token);
  expect(started.status).toBe(202);
  await expect
    .poll(
      async () => {
        const [d] = await api.db.query<{ status: string }>("select status from data_sets where id = $1", [
          dataSet.id,
        ]);
        return d?.status;
      },
      { timeout: 110_000, interval: 100 },
    )
    .toBe("Failed");
  const [row] = await api.db.query<{ reason: string; attempts: number }>(
    `select d.status_reason as reason, j.attempts from data_sets d join run_jobs j on j.data_set_id = d.id
     where d.id = $1`,
    [dataSet.id],
  );
  expect(row?.reason).toMatch(
    new RegExp(`^The run was interrupted ${MAX_ATTEMPTS} times \\(the api or its engine worker stopped`),
  );
  expect(row?.attempts).toBe(MAX_ATTEMPTS + 1);
  expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
}, 120_000); // four attempts, each loading the engine in a new process
