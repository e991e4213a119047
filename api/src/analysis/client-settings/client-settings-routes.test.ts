import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, failureOf, modelOf, sendJson, type TestApi } from "../../testing/test-api.ts";
import { startSignedInApi, type Tokens } from "../../testing/signed-in-api.ts";

describe("client settings", () => {
  let api: TestApi;
  let t: Tokens;
  let ids: Record<string, number>;
  beforeAll(async () => ({ api, t, ids } = await startSignedInApi()));
  afterAll(() => api.close());

  it("answers 204 when a client has none, and creates the defaults on first save", async () => {
    await api.db.query("delete from client_settings where client_id = $1", [ids.LCCU]);
    const none = await callApi(api, `/base/analysis/clientsettings/${ids.LCCU}`, t.staff);
    expect(none.status).toBe(204);
    const saved = modelOf<{ niiYears: number; reports: unknown[] }>(
      await sendJson(api, "PUT", `/base/analysis/clientsettings/${ids.LCCU}`, t.staff, {}),
    );
    expect(saved.niiYears).toBe(2);
    expect(saved.reports.length).toBeGreaterThan(0);
    const three = modelOf<{ niiYears: number }>(
      await sendJson(api, "PUT", `/base/analysis/clientsettings/${ids.LCCU}`, t.staff, { niiYears: 3 }),
    );
    expect(three.niiYears).toBe(3);
  });

  it("refuses a report list of no catalogue pages, or of years past niiYears, and keeps the one stored", async () => {
    const path = `/base/analysis/clientsettings/${ids.LCCU}`;
    const before = modelOf<{ niiYears: number; reports: unknown[] }>(await callApi(api, path, t.staff));
    const unread = await sendJson(api, "PUT", path, t.staff, { reports: [21, "zz"] });
    expect(unread.status).toBe(400);
    expect(failureOf(unread).fields).toEqual(["reports[1]"]);
    const junk = await sendJson(api, "PUT", path, t.staff, { reports: [-1, 999] });
    expect(junk.status).toBe(400);
    expect(failureOf(junk).fields).toEqual(["reports[0]", "reports[1]"]);
    expect(junk.body?.errorMessage).toContain("reports[0]: -1 is not a report of the catalogue");
    const past = await sendJson(api, "PUT", path, t.staff, { niiYears: 1, reports: [21, "36-1", "36-2"] });
    expect(past.status).toBe(400);
    expect(failureOf(past).fields).toEqual(["reports[2]"]);
    expect(past.body?.errorMessage).toContain("reports[2]: '36-2' is year 2, past the 1 NII year asked for");
    expect(modelOf(await callApi(api, path, t.staff))).toEqual(before);
    const fine = await sendJson(api, "PUT", path, t.staff, { reports: [21, "36-1", "36-2"] });
    expect(modelOf<{ reports: unknown[] }>(fine).reports).toEqual([21, "36-1", "36-2"]);
  });

  it("keeps the modeling database name", async () => {
    const put = await sendJson(api, "PUT", `/base/analysis/clientsettings/${ids.RFCU}/zmdatabase`, t.staff, {
      zmDatabaseName: "ZM_RIVERBEND_2022",
    });
    expect(modelOf(put)).toEqual({ zmDatabaseName: "ZM_RIVERBEND_2022" });
    const get = await callApi(api, `/base/analysis/clientsettings/${ids.RFCU}/zmdatabase`, t.staff);
    expect(modelOf(get)).toEqual({ zmDatabaseName: "ZM_RIVERBEND_2022" });
    const blank = await sendJson(
      api,
      "PUT",
      `/base/analysis/clientsettings/${ids.RFCU}/zmdatabase`,
      t.staff,
      {},
    );
    expect(blank.status).toBe(400);
  });

  it("shows the modeling database name to staff only", async () => {
    const own = `/base/analysis/clientsettings/${ids.RFCU}`;
    const zm = (res: Awaited<ReturnType<typeof callApi>>) =>
      modelOf<{ zmDatabaseName: string | null }>(res).zmDatabaseName;
    expect(zm(await callApi(api, own, t.staff))).toMatch(/^ZM_/);
    const byClient = await callApi(api, own, t.client);
    expect(byClient.status).toBe(200);
    expect(zm(byClient)).toBeNull();
    expect(JSON.stringify(byClient.body)).not.toContain("ZM_");
  });

  it("refuses a client user without View their own client's settings", async () => {
    const res = await callApi(api, `/base/analysis/clientsettings/${ids.LCCU}`, t.prospect);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain("ZM_");
  });

  it("lets a client user read their own settings and change nothing", async () => {
    expect((await callApi(api, `/base/analysis/clientsettings/${ids.RFCU}`, t.client)).status).toBe(200);
    expect((await callApi(api, `/base/analysis/clientsettings/${ids.SVCU}`, t.client)).status).toBe(404);
    expect(
      (await sendJson(api, "PUT", `/base/analysis/clientsettings/${ids.RFCU}`, t.client, { niiYears: 5 }))
        .status,
    ).toBe(403);
    expect(
      (await sendJson(api, "PUT", `/base/analysis/clientsettings/${ids.RFCU}`, t.staff, { niiYears: 50 }))
        .status,
    ).toBe(400);
    expect((await callApi(api, `/base/analysis/clientsettings/${ids.RFCU}`)).status).toBe(401);
  });
});
