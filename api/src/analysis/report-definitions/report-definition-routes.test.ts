import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, failureOf, modelOf, sendJson, type TestApi } from "../../testing/test-api.ts";
import { startSignedInApi, type Tokens } from "../../testing/signed-in-api.ts";

interface Report {
  id: number;
  name: string;
  status: string;
  isApproved: boolean;
  isPublished: boolean;
  approvedBy: string | null;
  publishedBy: string | null;
  niiYears: number;
  chartOfAccountsId: number;
  decliningScenario: number;
  risingScenario: number;
  shockScenario: number;
  selectedSubReportDefinitions: unknown[];
  baseDataSetId: number;
  clientId: number;
  viewerCan: Record<Action, boolean>;
  viewerCannotBecause: Record<Action, string | null>;
}

const ACTIONS = ["approve", "unapprove", "publish", "unpublish", "edit", "delete", "clone"] as const;
type Action = (typeof ACTIONS)[number];
type State = "failed draft" | "completed draft" | "approved" | "published";

describe("report definitions", () => {
  let api: TestApi;
  let t: Tokens;
  let ids: Record<string, number>;
  const reports = async (clientId: number, token = t.staff) =>
    modelOf<Report[]>(await callApi(api, `/base/analysis/reportdefinitions/client/${clientId}`, token));
  const act = (id: number, action: string, token = t.staff) =>
    sendJson(api, "PUT", `/base/analysis/reportdefinitions/${id}/${action}`, token);
  const completedDataSet = async (clientId: number) => {
    const [row] = await api.db.query<{ id: number }>(
      "select id from data_sets where client_id = $1 and status = 'Completed' order by id limit 1",
      [clientId],
    );
    return row?.id as number;
  };

  beforeAll(async () => ({ api, t, ids } = await startSignedInApi()));
  afterAll(() => api.close());

  it("creates a report with the client's defaults and the fixed scenarios", async () => {
    const base = await completedDataSet(ids.SVCU as number);
    const res = await sendJson(api, "PUT", `/base/analysis/reportdefinitions/client/${ids.SVCU}`, t.staff, {
      name: "Test package",
      baseDataSetId: base,
    });
    expect(res.status).toBe(201);
    const created = modelOf<Report>(res);
    expect(created).toMatchObject({
      status: "Completed",
      niiYears: 2,
      decliningScenario: -300,
      risingScenario: 300,
      shockScenario: 300,
    });
    expect(created.chartOfAccountsId).toBeGreaterThan(0);
    expect(created.selectedSubReportDefinitions.length).toBeGreaterThan(0);
  });

  it("refuses a duplicate name and foreign or missing data sets", async () => {
    const base = await completedDataSet(ids.SVCU as number);
    const dup = await sendJson(api, "PUT", `/base/analysis/reportdefinitions/client/${ids.SVCU}`, t.staff, {
      name: "test PACKAGE",
      baseDataSetId: base,
    });
    expect(dup.status).toBe(409);
    expect(dup.body?.errorMessage).toBe("Duplicate Report Def Name");
    expect(failureOf(dup)).toEqual({ reason: "DUPLICATE_NAME", fields: ["name"] });
    expect(JSON.stringify(dup.body)).toContain("Please change the name to a unique value.");
    const foreign = await sendJson(
      api,
      "PUT",
      `/base/analysis/reportdefinitions/client/${ids.SVCU}`,
      t.staff,
      {
        name: "Foreign",
        baseDataSetId: await completedDataSet(ids.RFCU as number),
      },
    );
    expect(foreign.status).toBe(422);
    expect(failureOf(foreign)).toEqual({ reason: "UNKNOWN_REFERENCE", fields: ["baseDataSetId"] });
    const noName = await sendJson(
      api,
      "PUT",
      `/base/analysis/reportdefinitions/client/${ids.SVCU}`,
      t.staff,
      { baseDataSetId: base },
    );
    expect(noName.status).toBe(400);
    expect(noName.body?.errorMessage).toContain("name");
    expect(failureOf(noName)).toEqual({ reason: "INVALID_BODY", fields: ["name"] });
  });

  it("refuses a report list naming no page of the catalogue, and years past its NII years; stores nothing", async () => {
    const base = await completedDataSet(ids.SVCU as number);
    const path = `/base/analysis/reportdefinitions/client/${ids.SVCU}`;
    const before = await reports(ids.SVCU as number);
    const save = (selectedSubReportDefinitions: unknown[], niiYears?: number) =>
      sendJson(api, "PUT", path, t.staff, {
        name: "Odd list",
        baseDataSetId: base,
        niiYears,
        selectedSubReportDefinitions,
      });
    // Its form first: an entry neither an id nor 'id-year'.
    const unread = await save([21, "zz"]);
    expect(unread.status).toBe(400);
    expect(failureOf(unread)).toEqual({
      reason: "INVALID_BODY",
      fields: ["selectedSubReportDefinitions[1]"],
    });
    expect(String(unread.body?.errorMessage)).toContain(
      "selectedSubReportDefinitions[1]: must be a report id or 'id-year'",
    );
    // Then what it names: each entry of no page, or of a year the page does not have, is told.
    const junk = await save([-1, 999, "21-2", "36-11", 21, "36-2"]);
    expect(junk.status).toBe(400);
    expect(failureOf(junk)).toEqual({
      reason: "INVALID_BODY",
      fields: [0, 1, 2, 3].map((i) => `selectedSubReportDefinitions[${i}]`),
    });
    const text = String(junk.body?.errorMessage);
    expect(text).toContain("selectedSubReportDefinitions[0]: -1 is not a report of the catalogue");
    expect(text).toContain("selectedSubReportDefinitions[1]: 999 is not a report of the catalogue");
    expect(text).toContain(
      "selectedSubReportDefinitions[2]: report 21 (NEV Summary) has no NII years: list it as 21",
    );
    expect(text).toContain("selectedSubReportDefinitions[3]: year 11 of report 36: a year is from 1 to 10");
    const pastYears = await save([21, "36-1", "36-3"], 2);
    expect(pastYears.status).toBe(400);
    expect(failureOf(pastYears)).toEqual({
      reason: "INVALID_BODY",
      fields: ["selectedSubReportDefinitions[2]"],
    });
    expect(JSON.stringify(pastYears.body)).toContain(
      "selectedSubReportDefinitions[2]: '36-3' is year 3, past the 2 NII years asked for",
    );
    expect(JSON.stringify(pastYears.body)).toContain("Leave the entry out, or set niiYears to 3 or more.");
    expect(await reports(ids.SVCU as number)).toEqual(before);
    const fine = await save([21, "36-1", "36-3", 36], 3);
    expect(fine.status).toBe(201);
    expect(modelOf<Report>(fine).selectedSubReportDefinitions).toEqual([21, "36-1", "36-3", 36]);
    const deleted = await sendJson(
      api,
      "DELETE",
      `/base/analysis/reportdefinitions/${modelOf<Report>(fine).id}`,
      t.staff,
    );
    expect(deleted.status).toBeLessThan(300);
  });

  it("says when the client has no chart of accounts", async () => {
    await api.db.query("update report_definitions set chart_of_accounts_id = chart_of_accounts_id");
    const [client] = await api.db.query<{ id: number }>(
      "insert into clients (name, acronym) values ('New CU', 'NCU') returning id",
    );
    const [ds] = await api.db.query<{ id: number }>(
      `insert into data_sets (client_id, name, data_set_type, as_of_date, run_results, created_by, updated_by, status)
       values ($1, 'x', 0, '2022-01-31', '[]', 'staff', 'staff', 'Completed') returning id`,
      [client?.id],
    );
    const res = await sendJson(api, "PUT", `/base/analysis/reportdefinitions/client/${client?.id}`, t.staff, {
      name: "First",
      baseDataSetId: ds?.id,
    });
    expect(res.status).toBe(422);
    expect(res.body?.errorMessage).toBe("No Charts of Accounts are available.");
    expect(failureOf(res).reason).toBe("NO_CHART_OF_ACCOUNTS");
  });

  it("runs the approval workflow with its rules and permissions", async () => {
    const target = (await reports(ids.SVCU as number)).find((r) => r.name === "Test package") as Report;
    expect((await act(target.id, "publish")).status).toBe(409);
    expect((await act(target.id, "approve", t.analyst)).status).toBe(403);
    const approved = modelOf<Report>(await act(target.id, "approve"));
    expect(approved).toMatchObject({ isApproved: true, approvedBy: "staff" });
    expect((await act(target.id, "publish", t.analyst)).status).toBe(403);
    const published = modelOf<Report>(await act(target.id, "publish"));
    expect(published).toMatchObject({ isPublished: true, publishedBy: "staff" });
    const refused = await act(target.id, "unapprove");
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("Unpublish it first");
    expect(failureOf(refused).reason).toBe("WORKFLOW_REFUSED");
    const undeletable = await sendJson(
      api,
      "DELETE",
      `/base/analysis/reportdefinitions/${target.id}`,
      t.staff,
    );
    expect(undeletable.status).toBe(409);
    expect(failureOf(undeletable).reason).toBe("REPORT_DEFINITION_LOCKED");
    const unpublished = modelOf<Report>(await act(target.id, "unpublish"));
    expect(unpublished).toMatchObject({ isPublished: false, isApproved: false, approvedBy: null });
  });

  it("refuses to approve a report whose data sets have not completed", async () => {
    const failed = (await reports(ids.RFCU as number)).find((r) => r.status === "Failed") as Report;
    const res = await act(failed.id, "approve");
    expect(res.status).toBe(409);
    expect(res.body?.errorMessage).toContain("not Completed");
    expect(failureOf(res).reason).toBe("WORKFLOW_REFUSED");
  });

  it("shows a client user only their published reports, and nothing of another client", async () => {
    const mine = await reports(ids.RFCU as number, t.client);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.isPublished)).toBe(true);
    const all = await reports(ids.RFCU as number);
    const unpublished = all.find((r) => !r.isPublished) as Report;
    expect(
      (await callApi(api, `/base/analysis/reportdefinitions/${unpublished.id}/pdf`, t.client)).status,
    ).toBe(404);
    expect((await callApi(api, `/base/analysis/reportdefinitions/client/${ids.SVCU}`, t.client)).status).toBe(
      404,
    );
    expect((await act(mine[0]?.id as number, "unpublish", t.client)).status).toBe(403);
  });

  it("clones without approval and deletes what is not approved", async () => {
    const published = (await reports(ids.RFCU as number)).find((r) => r.isPublished) as Report;
    const copy = modelOf<Report>(
      await sendJson(api, "POST", `/base/analysis/reportdefinitions/${published.id}/clone`, t.staff),
    );
    expect(copy.name).toBe(`${published.name} (Copy)`);
    expect(copy).toMatchObject({ isApproved: false, isPublished: false });
    expect(
      (await sendJson(api, "DELETE", `/base/analysis/reportdefinitions/${copy.id}`, t.staff)).status,
    ).toBe(200);
  });

  it("tells each caller what they may do, and accepts exactly that (field and rules agree)", async () => {
    const failed = (await reports(ids.RFCU as number)).find((r) => r.status === "Failed") as Report;
    const base = await completedDataSet(ids.SVCU as number);
    let made = 0;
    const definitionIn = async (state: State): Promise<Report> => {
      if (state === "failed draft")
        return modelOf<Report>(
          await sendJson(api, "POST", `/base/analysis/reportdefinitions/${failed.id}/clone`, t.staff),
        );
      const created = modelOf<Report>(
        await sendJson(api, "PUT", `/base/analysis/reportdefinitions/client/${ids.SVCU}`, t.staff, {
          name: `Agreement ${++made}`,
          baseDataSetId: base,
        }),
      );
      if (state === "completed draft") return created;
      const approved = modelOf<Report>(await act(created.id, "approve"));
      return state === "approved" ? approved : modelOf<Report>(await act(created.id, "publish"));
    };
    const perform = (action: Action, r: Report, token: string) => {
      if (action === "edit")
        return sendJson(api, "PUT", `/base/analysis/reportdefinitions/client/${r.clientId}`, token, {
          id: r.id,
          name: r.name,
          baseDataSetId: r.baseDataSetId,
        });
      if (action === "delete")
        return sendJson(api, "DELETE", `/base/analysis/reportdefinitions/${r.id}`, token);
      if (action === "clone")
        return sendJson(api, "POST", `/base/analysis/reportdefinitions/${r.id}/clone`, token);
      return act(r.id, action, token);
    };
    const seen: Record<string, string> = {};
    for (const caller of ["staff", "analyst"] as const) {
      for (const state of ["failed draft", "completed draft", "approved", "published"] as const) {
        const shown = await definitionIn(state);
        const listed = (await reports(shown.clientId, t[caller])).find((r) => r.id === shown.id) as Report;
        // Writes answer with the same field for the caller who wrote (staff made these).
        if (caller === "staff") expect(shown.viewerCan).toEqual(listed.viewerCan);
        for (const action of ACTIONS) {
          // A fresh definition per action: each may change its state.
          const target = await definitionIn(state);
          const res = await perform(action, target, t[caller]);
          const accepted = res.status >= 200 && res.status < 300;
          expect(accepted, `${caller} ${action} on a ${state}: ${res.status}`).toBe(listed.viewerCan[action]);
          if (!accepted) expect(failureOf(res).reason).toBe(listed.viewerCannotBecause[action]);
          seen[`${caller} ${state} ${action}`] = accepted
            ? "yes"
            : (listed.viewerCannotBecause[action] ?? "");
        }
      }
    }
    // The rules of spec section 4, spelled out for two callers and four states.
    expect(seen).toMatchObject({
      "staff failed draft approve": "WORKFLOW_REFUSED",
      "staff completed draft approve": "yes",
      "staff completed draft publish": "WORKFLOW_REFUSED",
      "staff approved publish": "yes",
      "staff approved unapprove": "yes",
      "staff approved edit": "REPORT_DEFINITION_LOCKED",
      "staff published unpublish": "yes",
      "staff published unapprove": "WORKFLOW_REFUSED",
      "staff published delete": "REPORT_DEFINITION_LOCKED",
      "staff published clone": "yes",
      "analyst completed draft approve": "FORBIDDEN",
      "analyst approved publish": "FORBIDDEN",
      "analyst completed draft edit": "yes",
      "analyst published clone": "yes",
    });
    const forClient = (await reports(ids.RFCU as number, t.client))[0] as Report;
    expect(Object.values(forClient.viewerCan).every((may) => !may)).toBe(true);
    expect(new Set(Object.values(forClient.viewerCannotBecause))).toEqual(new Set(["FORBIDDEN"]));
  }, 120_000);

  it("lists completed reports up to an as-of date for trends, and the PDF packages", async () => {
    const trend = modelOf<{ asOfDate: string }[]>(
      await callApi(
        api,
        `/base/analysis/reportdefinitions/clientid/${ids.RFCU}/asofdate/2021-12-31/trendlist`,
        t.client,
      ),
    );
    expect(trend.length).toBeGreaterThan(0);
    expect(trend.every((r) => r.asOfDate <= "2021-12-31T00:00:00")).toBe(true);
    expect(
      (
        await callApi(
          api,
          `/base/analysis/reportdefinitions/clientid/${ids.RFCU}/asofdate/soon/trendlist`,
          t.staff,
        )
      ).status,
    ).toBe(400);
    const published = (await reports(ids.RFCU as number, t.client))[0] as Report;
    const pdfs = modelOf<{ name: string; status: string }[]>(
      await callApi(api, `/base/analysis/reportdefinitions/${published.id}/pdf`, t.client),
    );
    expect(pdfs.map((p) => p.name)).toEqual(["All Reports", "Summary Reports"]);
  });
});
