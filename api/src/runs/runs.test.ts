import ExcelJS from "exceljs";
import { RESULTS_VERSION } from "./compute-results.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationMessage } from "../notifications/notification-message.ts";
import { createHubNotifier } from "../notifications/hub-notifier.ts";
import {
  callApi,
  clientIds,
  failureOf,
  modelOf,
  sendJson,
  signInAll,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";
import { startRunWorker } from "./run-worker.ts";

interface DataSet {
  id: number;
  name: string;
  status: string | null;
  statusReason: string | null;
}

/** The required columns only: files made before the optional ones (caps, floor, age) still load. */
const HEADER =
  "key,description,balance,rate,termMonths,amortization,paymentMonths,repriceMonths,index,margin,cpr,decay,beta";

describe("data set runs", () => {
  let api: TestApi;
  let t: Awaited<ReturnType<typeof signInAll>>;
  let ids: Record<string, number>;
  const pushes: NotificationMessage[] = [];

  const dataSet = async (id: number) =>
    modelOf<DataSet[]>(await callApi(api, `/base/analysis/dataset/client/${ids.RFCU}`, t.staff)).find(
      (d) => d.id === id,
    ) as DataSet;
  const run = (id: number, token = t.staff) =>
    sendJson(api, "PUT", `/base/analysis/dataset/${id}/run`, token);
  const settled = async (id: number) => {
    await expect
      // A whole demo data set computes in seconds alone, in tens of them on a loaded machine.
      .poll(async () => (await dataSet(id)).status, { timeout: 60_000, interval: 100 })
      .not.toBe("Started");
    return dataSet(id);
  };
  const create = async (description: string, files: { name: string; content: string | Buffer }[]) => {
    const form = new FormData();
    form.set(
      "dataSetRequestBody",
      JSON.stringify({
        asOfDate: "2021-12-31",
        dataSetType: 99,
        description,
        resultSets: [
          { key: `${description}-1`, typ: "Shock" },
          { key: `${description}-2`, typ: "Ramp" },
        ],
      }),
    );
    for (const f of files) form.append("files", new Blob([f.content]), f.name);
    const res = await callApi(api, `/base/analysis/dataset/client/${ids.RFCU}`, t.staff, {
      method: "PUT",
      body: form,
    });
    expect(res.status).toBe(201);
    return modelOf<DataSet>(res);
  };
  const pushesFor = (dataSetId: number) =>
    pushes
      .filter(
        (m) =>
          m.payload.dataSetId === dataSetId && m.payload.action === "run" && !m.payload.reportDefinitionId,
      )
      .map((m) => m.status);

  beforeAll(async () => {
    api = await startTestApi();
    t = await signInAll(api);
    ids = await clientIds(api);
    api.hub.observe((push) => {
      if (push.target === "receiveInfo") pushes.push(push.arguments[0] as NotificationMessage);
    });
  });
  afterAll(() => api.close());

  it("runs a data set: Started then Completed through the hub, and its reports complete", async () => {
    const [draft] = await api.db.query<{ id: number; report_id: number }>(
      `select d.id, r.id as report_id from data_sets d join report_definitions r on r.base_data_set_id = d.id
       where d.client_id = $1 and d.status is null order by d.id limit 1`,
      [ids.RFCU],
    );
    const started = await run(draft?.id as number);
    expect(started.status).toBe(202);
    expect(modelOf<DataSet>(started).status).toBe("Started");
    const done = await settled(draft?.id as number);
    expect(done).toMatchObject({ status: "Completed", statusReason: null });
    await expect.poll(() => pushesFor(draft?.id as number)).toEqual(["Started", "Completed"]);
    // The report's push follows the data set's, a query or two later.
    await expect
      .poll(() =>
        pushes.filter((m) => m.payload.reportDefinitionId === draft?.report_id).map((m) => m.status),
      )
      .toContain("Completed");
    const [stored] = await api.db.query<{ n: number }>(
      "select count(*)::int as n from run_results where data_set_id = $1 and results_version = $2",
      [draft?.id, RESULTS_VERSION],
    );
    expect(stored?.n).toBeGreaterThan(0);
  }, 90_000);

  it("fails with a reason the user can act on", async () => {
    const empty = await create("No files", []);
    expect((await run(empty.id)).status).toBe(202);
    const failed = await settled(empty.id);
    expect(failed.status).toBe("Failed");
    expect(failed.statusReason).toMatch(/^No positions: .*Upload the manual upload template/);
    await expect.poll(() => pushesFor(empty.id)).toEqual(["Started", "Failed"]);
    const failedPush = pushes.find((m) => m.payload.dataSetId === empty.id && m.status === "Failed");
    expect(failedPush?.payload.message).toContain("No positions");

    const unknownKeys = await create("Unknown keys", [
      {
        name: "positions.csv",
        content: `${HEADER}\nMystery Account 99,Unknown,1000000,4.5,60,level,1,0,,,10,,\nNew Auto 60,Autos,2000000,3.9,60,level,1,0,,,18,,\n`,
      },
    ]);
    await run(unknownKeys.id);
    const rejected = await settled(unknownKeys.id);
    expect(rejected.status).toBe("Failed");
    expect(rejected.statusReason).toContain(
      "Positions for keys that are not in the chart of accounts 'Standard COA': 'Mystery Account 99'",
    );
    expect(rejected.statusReason).toContain("Add these leaves to the chart of accounts");

    // Stored before the upload check existed: the engine worker cannot read it.
    const unreadable = await create("Unreadable", []);
    await api.db.query(
      `insert into data_set_files (data_set_id, file_name, content_type, content, uploaded_by)
       values ($1, 'old-positions.csv', 'positions', $2, 'staff')`,
      [unreadable.id, Buffer.from(`${HEADER}\nNew Auto 60,Autos,lots,3.9,60,level,1,0,,,18,,\n`)],
    );
    await run(unreadable.id);
    const unread = await settled(unreadable.id);
    expect(unread.status).toBe("Failed");
    expect(unread.statusReason).toMatch(
      /^The file 'old-positions.csv' cannot be read \(row 2, column balance/,
    );
    expect(unread.statusReason).toContain("Upload a corrected file to the data set");
  });

  it("never runs one data set twice at once", async () => {
    const target = await create("Twice", [
      { name: "positions.csv", content: `${HEADER}\nNew Auto 60,Autos,2000000,3.9,60,level,1,0,,,18,,\n` },
    ]);
    // A run another api process holds (its lock is fresh): a second Run is refused.
    await api.db.query(
      `insert into run_jobs (data_set_id, status, requested_by, requested_by_uid, locked_by, locked_until, attempts)
       values ($1, 'running', 'analyst', 'analyst', 'elsewhere', now() + interval '10 minutes', 1)`,
      [target.id],
    );
    const refused = await run(target.id);
    expect(refused.status).toBe(409);
    expect(refused.body?.errorMessage).toBe(`The data set '${target.name}' is already running.`);
    expect(failureOf(refused).reason).toBe("DATA_SET_RUNNING");
    expect(JSON.stringify(refused.body)).toContain("Wait until it has completed or failed");
    await api.db.query("delete from run_jobs where data_set_id = $1", [target.id]);

    // Two Runs at the same moment: the second is refused, or queued after the first has finished;
    // either way the runs never overlap.
    const both = await Promise.all([run(target.id), run(target.id)]);
    expect(both.map((r) => r.status)).toContain(202);
    expect(both.every((r) => r.status === 202 || r.status === 409)).toBe(true);
    expect((await settled(target.id)).status).toBe("Completed");
    await expect
      .poll(
        async () =>
          (
            await api.db.query(
              "select 1 from run_jobs where data_set_id = $1 and status in ('queued', 'running')",
              [target.id],
            )
          ).length,
      )
      .toBe(0);
    const [jobs] = await api.db.query<{ n: number }>(
      "select count(*)::int as n from run_jobs where data_set_id = $1",
      [target.id],
    );
    expect(jobs?.n).toBe(both.filter((r) => r.status === 202).length);
    const [overlaps] = await api.db.query<{ n: number }>(
      `select count(*)::int as n from run_jobs a join run_jobs b on b.data_set_id = a.data_set_id and b.id > a.id
       where a.data_set_id = $1 and b.started_date < a.finished_date`,
      [target.id],
    );
    expect(overlaps?.n).toBe(0);
  });

  it("picks up a job left running by a crashed worker", async () => {
    const target = await create("Crashed", [
      { name: "positions.csv", content: `${HEADER}\nUsed Auto 72,Autos,3000000,4.9,72,level,1,0,,,20,,\n` },
    ]);
    await api.db.query("update data_sets set status = 'Started' where id = $1", [target.id]);
    await api.db.query(
      `insert into run_jobs (data_set_id, status, requested_by, requested_by_uid, locked_by, locked_until, attempts, started_date)
       values ($1, 'running', 'staff', 'staff', 'crashed-worker', now() - interval '1 minute', 1, now() - interval '5 minutes')`,
      [target.id],
    );
    const worker = startRunWorker({
      db: api.db,
      notifier: createHubNotifier(api.db, api.hub),
      services: api.services,
      pollMs: 50,
    });
    try {
      expect((await settled(target.id)).status).toBe("Completed");
    } finally {
      await worker.stop();
    }
    const [job] = await api.db.query<{ status: string; attempts: number; locked_by: string | null }>(
      "select status, attempts, locked_by from run_jobs where data_set_id = $1",
      [target.id],
    );
    expect(job).toMatchObject({ status: "completed", attempts: 2, locked_by: null });
  });

  it("keeps runs from client users, other clients and locked data sets", async () => {
    const [own] = await api.db.query<{ id: number }>(
      "select id from data_sets where client_id = $1 order by id limit 1",
      [ids.RFCU],
    );
    expect((await run(own?.id as number, t.client)).status).toBe(403);
    expect((await sendJson(api, "PUT", `/base/analysis/dataset/${own?.id}/run`, undefined)).status).toBe(401);
    expect((await run(999_999)).status).toBe(404);
    const locked = await run(own?.id as number);
    expect(locked.status).toBe(409);
    expect(JSON.stringify(locked.body)).toContain("Locked: used by the approved or published report");
    expect(failureOf(locked).reason).toBe("DATA_SET_LOCKED");
  });

  it("downloads the manual upload template and the H3 overrides sample as CSV and XLSX", async () => {
    const get = (path: string, token = t.staff) =>
      fetch(`${api.url}/base/analysis/dataset/${path}${path.includes("?") ? "&" : "?"}api-version=1.0`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const csv = await get("template?format=csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="manual-upload-template.csv"');
    const text = await csv.text();
    expect(text.split("\n")[0]).toBe(`${HEADER},periodicCap,lifetimeCap,lifetimeFloor,ageMonths`);
    expect(text).toContain("New Auto 60");

    const xlsx = await get("template?format=xlsx");
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    const bytes = Buffer.from(await xlsx.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe("key");
    // The workbook is a valid upload.
    await create("From template", [{ name: "template.xlsx", content: bytes }]);

    const overrides = await get("overrides-sample");
    expect(await overrides.text()).toMatch(
      /^group,cpr,decay,beta,spreadBp,refiSensitivity,seasoningMonths\n/,
    );
    const overridesXlsx = await get("overrides-sample?format=xlsx");
    expect(overridesXlsx.headers.get("content-disposition")).toContain("h3-overrides-sample.xlsx");

    expect((await get("template?format=pdf")).status).toBe(400);
    expect((await get("template", t.client)).status).toBe(403);
  });
});
