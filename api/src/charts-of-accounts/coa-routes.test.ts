import { POSITION_TEMPLATE_HEADER } from "@alm/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, defaultTestDatabase, modelOf, sendJson, type TestApi } from "../testing/test-api.ts";
import { startSignedInApi, type Tokens } from "../testing/signed-in-api.ts";
import type { CoaNode } from "../chart-tree/coa-node.ts";
import { walkCoa } from "../chart-tree/coa-node.ts";
import type { ChartListEntry, ChartModel } from "./coa-store.ts";
import { dataSetRequest, saveDataSet } from "../testing/data-set-factory.ts";

const BASE = "/base/analysis/chartofaccounts";

describe(`charts of accounts calls on ${defaultTestDatabase()}`, () => {
  let api: TestApi;
  let t: Tokens;
  let ids: Record<string, number>;

  const list = async (clientId: number, token = t.staff) =>
    modelOf<ChartListEntry[]>(await callApi(api, `${BASE}/client/${clientId}`, token));
  const chartId = async (acronym: string, name = "Standard COA") =>
    (await list(ids[acronym] as number)).find((c) => c.name === name)?.chartOfAccountsId as number;
  const chart = async (id: number) => modelOf<ChartModel>(await callApi(api, `${BASE}/${id}`, t.staff));
  const errorsOf = (res: { body: Record<string, unknown> | null }) =>
    [res.body?.errorMessage, ...((res.body?.errorMessages as string[] | undefined) ?? [])].join("\n");

  beforeAll(async () => ({ api, t, ids } = await startSignedInApi()));
  afterAll(() => api.close());

  it("refuses every call to a signed-out caller", async () => {
    const id = await chartId("RFCU");
    const calls: [string, string][] = [
      ["GET", `${BASE}/client/${ids.RFCU}`],
      ["PUT", `${BASE}/client/${ids.RFCU}`],
      ["PUT", `${BASE}/client/${ids.RFCU}/new`],
      ["GET", `${BASE}/${id}`],
      ["PUT", `${BASE}/${id}`],
      ["DELETE", `${BASE}/${id}`],
    ];
    for (const [method, path] of calls) {
      const body = method === "GET" ? undefined : {};
      expect((await sendJson(api, method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("lists a client's charts to staff and to the client's own user, with ISO dates", async () => {
    const staffView = await list(ids.RFCU as number);
    expect(staffView.map((c) => c.name)).toEqual(["Standard COA", "Standard COA - All Folders Visible"]);
    expect(staffView[0]).toMatchObject({ clientId: ids.RFCU, reportName: "Standard COA" });
    expect(staffView[0]?.updatedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(staffView[0]?.lastUpdated).toBe(staffView[0]?.updatedDate);
    expect(await list(ids.RFCU as number, t.client)).toEqual(staffView);
    const own = await callApi(api, `${BASE}/${staffView[0]?.chartOfAccountsId}`, t.client);
    expect(own.status).toBe(200);
  });

  it("keeps a client user out of another client's charts", async () => {
    const foreign = await chartId("SVCU");
    for (const path of [`${BASE}/client/${ids.SVCU}`, `${BASE}/${foreign}`]) {
      const res = await callApi(api, path, t.client);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Standard COA");
    }
  });

  it("refuses every write to a client user, even on their own client", async () => {
    const own = await chartId("RFCU");
    const body = { name: "Mine", sourceRunResultId: "7001", coa: (await chart(own)).coa };
    const writes: [string, string][] = [
      ["PUT", `${BASE}/client/${ids.RFCU}`],
      ["PUT", `${BASE}/client/${ids.RFCU}/new`],
      ["PUT", `${BASE}/${own}`],
      ["DELETE", `${BASE}/${own}`],
    ];
    for (const [method, path] of writes) {
      expect((await sendJson(api, method, path, t.client, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await list(ids.RFCU as number)).length).toBe(2);
  });

  it("returns the folder tree with the root's visibility and the spec's node fields", async () => {
    const model = await chart(await chartId("RFCU"));
    expect(model.coa).toMatchObject({ id: 0, parentId: null, nevVisible: true, niiVisible: true });
    const nodes = walkCoa(model.coa);
    expect(nodes.length).toBeGreaterThan(500);
    const overnight = nodes.find((n) => n.id === "1113");
    expect(overnight).toMatchObject({ key: "Overnight Investment", rollUp: false, folderType: 7 });
    expect(Object.keys(nodes[5] as CoaNode).sort()).toEqual(
      ["id", "parentId", "hLevel", "order", "children", "tags", "rollUp", "description", "key"]
        .concat(["folderType", "nevVisible", "niiVisible", "depth"])
        .sort(),
    );
  });

  /** The run result keys of a client's data sets of one status (null: pending). */
  const runResultOf = async (acronym: string, status: string | null) => {
    const [row] = await api.db.query<{ key: string }>(
      `select run_results->0->>'key' as key from data_sets
       where client_id = $1 and status is not distinct from $2 order by id limit 1`,
      [ids[acronym], status],
    );
    return row?.key as string;
  };

  it("imports a chart from a run result and validates the import", async () => {
    const path = `${BASE}/client/${ids.LCCU}`;
    const runResult = await runResultOf("LCCU", "Completed");
    const created = await sendJson(api, "PUT", path, t.staff, {
      name: "  Imported 2022 ",
      sourceRunResultId: Number(runResult),
    });
    expect(created.status).toBe(201);
    const model = modelOf<ChartModel>(created);
    expect(model).toMatchObject({
      name: "Imported 2022",
      sourceRunResultId: runResult,
      clientId: ids.LCCU,
      createdBy: "staff",
    });
    expect(model.coa.description).toBe("Imported 2022");
    expect(model.coa.children.map((n) => n.description)).toEqual(
      (await chart(await chartId("LCCU"))).coa.children.map((n) => n.description),
    );
    expect((await list(ids.LCCU as number)).map((c) => c.name)).toContain("Imported 2022");

    const noName = await sendJson(api, "PUT", path, t.staff, { sourceRunResultId: runResult });
    expect(noName.status).toBe(400);
    expect(errorsOf(noName)).toContain("name: is required");
    const noRun = await sendJson(api, "PUT", path, t.staff, { name: "Other" });
    expect(noRun.status).toBe(400);
    expect(errorsOf(noRun)).toContain("sourceRunResultId: is required");
    // Neither of the union's kinds: said of its type, not said to be missing.
    const notAnId = await sendJson(api, "PUT", path, t.staff, { name: "Other", sourceRunResultId: {} });
    expect(notAnId.status).toBe(400);
    expect(errorsOf(notAnId)).toContain("sourceRunResultId: must be a number or text");
    const notJson = await callApi(api, path, t.staff, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    const twice = await sendJson(api, "PUT", path, t.staff, {
      name: "imported 2022",
      sourceRunResultId: runResult,
    });
    expect(twice.status).toBe(409);
    expect(twice.body?.errorMessage).toBe("A chart of accounts with this name already exists.");
  });

  it("refuses run results of another client and of data sets without results", async () => {
    const path = `${BASE}/client/${ids.LCCU}`;
    const foreign = await sendJson(api, "PUT", path, t.staff, {
      name: "Foreign",
      sourceRunResultId: await runResultOf("SVCU", "Completed"),
    });
    expect(foreign.status).toBe(404);
    expect(errorsOf(foreign)).toContain("No data set of this client has the run result");
    const pending = await sendJson(api, "PUT", path, t.staff, {
      name: "Pending",
      sourceRunResultId: await runResultOf("LCCU", null),
    });
    expect(pending.status).toBe(409);
    expect(errorsOf(pending)).toContain("has no results yet");
    expect((await list(ids.LCCU as number)).map((c) => c.name)).not.toContain("Pending");
  });

  it("builds the chart from the client's own run result, not from the demo chart", async () => {
    const positions = `${POSITION_TEMPLATE_HEADER}\nNew Auto 60,Autos,2000000,3.9,60,level,1,0,,,18,,\n`;
    const body = dataSetRequest({
      asOfDate: "2021-12-31",
      dataSetType: 99,
      description: "Autos only",
      resultSets: [
        { key: "autos-1", typ: "Shock" },
        { key: "autos-2", typ: "Ramp" },
      ],
    });
    const created = await saveDataSet(api, t.staff, ids.SVCU as number, body, [
      { name: "positions.csv", content: positions },
    ]);
    expect(created.status).toBe(201);
    const dataSetId = modelOf<{ id: number }>(created).id;
    expect((await sendJson(api, "PUT", `/base/analysis/dataset/${dataSetId}/run`, t.staff)).status).toBe(202);
    await expect
      .poll(
        async () =>
          (
            await api.db.query<{ status: string }>("select status from data_sets where id = $1", [dataSetId])
          )[0]?.status,
        { timeout: 20_000, interval: 100 },
      )
      .toBe("Completed");

    const imported = await sendJson(api, "PUT", `${BASE}/client/${ids.SVCU}`, t.staff, {
      name: "Autos Only",
      sourceRunResultId: "autos-1",
    });
    expect(imported.status).toBe(201);
    const nodes = walkCoa(modelOf<ChartModel>(imported).coa);
    const leaves = nodes.filter((n) => n.children.length === 0 && n.depth > 1);
    expect(leaves.map((n) => n.key)).toEqual(["New Auto 60"]);
    // The sections stay; below them only the path down to the one leaf holding positions.
    const path = nodes.filter((n) => n.depth > 1).map((n) => n.depth);
    expect(path).toEqual(path.map((_, i) => i + 2));
    expect(nodes.length).toBeLessThan(walkCoa((await chart(await chartId("SVCU"))).coa).length / 10);
  });

  it("updates visibility toggles and the name, and validates the update", async () => {
    const id = await chartId("RFCU", "Standard COA - All Folders Visible");
    const { coa } = await chart(id);
    const newAuto = walkCoa(coa).find((n) => n.key === "New Auto_H3") as CoaNode;
    newAuto.nevVisible = false;
    const saved = await sendJson(api, "PUT", `${BASE}/${id}`, t.analyst, {
      coa,
      name: "All Visible but New Auto",
    });
    expect(saved.status).toBe(200);
    const after = await chart(id);
    expect(after).toMatchObject({ name: "All Visible but New Auto", updatedBy: "analyst" });
    expect(walkCoa(after.coa).find((n) => n.key === "New Auto_H3")).toMatchObject({
      nevVisible: false,
      tags: ["NII"],
    });

    const nothing = await sendJson(api, "PUT", `${BASE}/${id}`, t.staff, {});
    expect(nothing.status).toBe(400);
    expect(errorsOf(nothing)).toContain("send name, coa or both");
    const taken = await sendJson(api, "PUT", `${BASE}/${id}`, t.staff, { name: "STANDARD COA" });
    expect(taken.status).toBe(409);
    newAuto.folderType = 9 as CoaNode["folderType"];
    const broken = await sendJson(api, "PUT", `${BASE}/${id}`, t.staff, { coa });
    expect(broken.status).toBe(422);
    expect(errorsOf(broken)).toContain("('New Auto_H3').folderType 9 is not a folder type");
    expect((await chart(id)).name).toBe("All Visible but New Auto");
  });

  it("keeps the tree and name of a chart an approved or published report uses, saying which", async () => {
    const id = await chartId("RFCU");
    const before = await chart(id);
    expect(before).toMatchObject({
      isLocked: true,
      lockedReason:
        "Locked: used by the approved or published report 'July 2022 ALM Report', 'Q3 2021 ALM Report', 'Q4 2021 ALM Report'.",
    });
    const node = walkCoa(before.coa).find((n) => n.key === "New Auto_H3") as CoaNode;
    node.nevVisible = !node.nevVisible;
    for (const change of [{ coa: before.coa }, { name: "Renamed Standard COA" }]) {
      const refused = await sendJson(api, "PUT", `${BASE}/${id}`, t.staff, change);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        reason: "CHART_OF_ACCOUNTS_LOCKED",
        errorMessage: `The chart of accounts 'Standard COA' cannot change: ${before.lockedReason}`,
      });
      expect(JSON.stringify(refused.body)).toContain("Save the changed tree as a new chart of accounts");
    }
    const after = await chart(id);
    expect(after.updatedDate).toBe(before.updatedDate);
    expect(walkCoa(after.coa).find((n) => n.key === "New Auto_H3")?.nevVisible).toBe(!node.nevVisible);
    expect((await chart(await chartId("RFCU", "All Visible but New Auto"))).isLocked).toBe(false);
  });

  it("saves a tree as a new chart and validates it", async () => {
    const { coa } = await chart(await chartId("SVCU"));
    const path = `${BASE}/client/${ids.SVCU}/new`;
    const created = await sendJson(api, "PUT", path, t.staff, { coa, name: "Board Copy" });
    expect(created.status).toBe(201);
    const copy = modelOf<ChartModel>(created);
    expect(walkCoa(copy.coa).length).toBe(walkCoa(coa).length);
    expect(copy.sourceRunResultId).toBeNull();

    const noTree = await sendJson(api, "PUT", path, t.staff, { name: "No Tree" });
    expect(noTree.status).toBe(400);
    expect(errorsOf(noTree)).toContain("coa: is required");
    const bodyless = await sendJson(api, "PUT", path, t.staff, [1, 2]);
    expect(bodyless.status).toBe(400);
    const duplicate = await sendJson(api, "PUT", path, t.staff, { coa, name: "Board Copy" });
    expect(duplicate.status).toBe(409);
    const first = coa.children[0] as CoaNode;
    (first.children[0] as CoaNode).parentId = 424242;
    const badParent = await sendJson(api, "PUT", path, t.staff, { coa, name: "Bad Parent" });
    expect(badParent.status).toBe(422);
    expect(errorsOf(badParent)).toContain("parentId is 424242");
  });

  // Issue #44: bad input of any size gets a 4xx with a clear message and nothing stored. A chart
  // of 100 bad leaves gets its 422; 10×, 100× and 1,000× that too, or 413 past the 1 MB body,
  // and a tree nested 100,000 deep likewise.
  it.each([100, 1_000, 10_000, 100_000])(
    "refuses a chart of %i bad leaves with a 4xx, storing nothing",
    async (leaves) => {
      const charts = async () =>
        (await api.db.query<{ n: number }>("select count(*)::int as n from charts_of_accounts"))[0]?.n;
      const before = await charts();
      const leaf = (i: number) => ({
        id: i + 1,
        parentId: 0,
        key: `L${i}`,
        description: "x",
        folderType: 9,
        children: [],
      });
      const coa = {
        id: 0,
        parentId: null,
        key: "COA",
        description: "COA",
        folderType: 2,
        children: Array.from({ length: leaves }, (_, i) => leaf(i)),
      };
      const res = await sendJson(api, "PUT", `${BASE}/client/${ids.SVCU}/new`, t.staff, {
        coa,
        name: `Bad ${leaves}`,
      });
      expect([400, 413, 422]).toContain(res.status);
      expect(String(res.body?.errorMessage)).not.toBe("");
      expect(await charts()).toBe(before);
    },
  );

  it.each([1_000, 10_000, 100_000])("refuses a tree nested %i deep with a 4xx", async (depth) => {
    // Written as text: JSON.stringify itself overflows the stack on such a tree.
    const open = Array.from(
      { length: depth },
      (_, i) => `{"id":${i + 1},"key":"L${i}","folderType":2,"children":[`,
    );
    const body = `{"name":"Deep ${depth}","coa":{"id":0,"parentId":null,"key":"COA","folderType":2,"children":[${open.join("")}${"]}".repeat(depth)}]}}`;
    const res = await callApi(api, `${BASE}/client/${ids.SVCU}/new`, t.staff, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body,
    });
    expect([400, 413, 422]).toContain(res.status);
    expect(String(res.body?.errorMessage)).not.toBe("");
  });

  it("deletes an unused chart and refuses to delete one a report definition uses", async () => {
    const created = modelOf<ChartModel>(
      await sendJson(api, "PUT", `${BASE}/client/${ids.SVCU}`, t.staff, {
        name: "Scratch",
        sourceRunResultId: await runResultOf("SVCU", "Completed"),
      }),
    );
    const inUse = modelOf<ChartModel>(
      await sendJson(api, "PUT", `${BASE}/client/${ids.SVCU}`, t.staff, {
        name: "In Use",
        sourceRunResultId: await runResultOf("SVCU", "Completed"),
      }),
    );
    await api.db.query(
      `insert into report_definitions (client_id, name, chart_of_accounts_id, nii_years, created_by, updated_by)
       values ($1, 'Uses In Use', $2, 2, 'staff', 'staff')`,
      [ids.SVCU, inUse.chartOfAccountsId],
    );
    const refused = await sendJson(api, "DELETE", `${BASE}/${inUse.chartOfAccountsId}`, t.staff);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused)).toContain("'Uses In Use'");

    const deleted = await sendJson(api, "DELETE", `${BASE}/${created.chartOfAccountsId}`, t.staff);
    expect(deleted.status).toBe(200);
    expect(modelOf(deleted)).toEqual({ chartOfAccountsId: created.chartOfAccountsId });
    expect((await callApi(api, `${BASE}/${created.chartOfAccountsId}`, t.staff)).status).toBe(404);
  });

  it("answers 404 for charts that do not exist", async () => {
    const res = await callApi(api, `${BASE}/999999`, t.staff);
    expect(res.status).toBe(404);
    expect(res.body?.errorMessage).toContain("'999999'");
    // Not an id at all is bad input, refused before any lookup.
    expect((await callApi(api, `${BASE}/abc`, t.staff)).status).toBe(400);
    expect((await callApi(api, `${BASE}/client/999999`, t.staff)).status).toBe(404);
  });
});
