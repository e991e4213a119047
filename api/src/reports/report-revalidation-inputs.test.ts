import { curveToCsv, treasuryCurve } from "@alm/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataSetForm } from "../testing/data-set-factory.ts";
import {
  callApi,
  clientIds,
  modelOf,
  reportDefinitionIds,
  sendJson,
  signInAll,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";
import type { ReportModel } from "./report-model.ts";

/**
 * A revalidation (If-None-Match) may be answered 304 from the inputs' fingerprint without loading
 * the report: each test reads a report, changes one of its inputs through the api as a user does,
 * and revalidates, which must answer the changed report, never confirm the copy the caller holds.
 */
describe("report revalidation after an input changes", () => {
  let api: TestApi;
  let t: Awaited<ReturnType<typeof signInAll>>;
  let ids: Record<string, number>;
  let whatIf: number;
  const page = 27;
  /** NII Base Comparison: a page of every NII projection year. */
  const NII_PAGE = 58;

  const read = async (defId: number, headers: Record<string, string> = {}) => {
    const url = new URL(`${api.url}/base/analysis/reports/${page}/reportdefinition/${defId}`);
    url.searchParams.set("api-version", "1.0");
    const res = await fetch(url, { headers: { authorization: `Bearer ${t.staff}`, ...headers } });
    const text = await res.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    return { status: res.status, etag: res.headers.get("etag") ?? "", model: modelOf<ReportModel>({ body }) };
  };
  /** A full read, then a revalidation that the fingerprint answers 304 while nothing has changed. */
  const readAndConfirm = async (defId: number) => {
    const first = await read(defId);
    expect(first.status).toBe(200);
    expect((await read(defId, { "if-none-match": first.etag })).status).toBe(304);
    return first;
  };
  /** Saves the what-if report's base data set as its edit form does, with the edit applied. */
  const editBaseDataSet = async (edit: {
    description?: string;
    files?: { name: string; content: Uint8Array<ArrayBuffer> }[];
  }) => {
    const { base_data_set_id: id } = await definition(whatIf);
    const [set] = await api.db.query<{ as_of: string; data_set_type: number; description: string }>(
      "select as_of_date::text as as_of, data_set_type, description from data_sets where id = $1",
      [id],
    );
    const body = {
      id,
      asOfDate: set?.as_of.slice(0, 10),
      dataSetType: set?.data_set_type,
      description: edit.description ?? set?.description,
      resultSets: [
        { key: "9001", typ: "Shock" },
        { key: "9002", typ: "Ramp" },
      ],
    };
    return callApi(api, `/base/analysis/dataset/client/${ids.RFCU}`, t.staff, {
      method: "PUT",
      body: dataSetForm(body, edit.files),
    });
  };
  /** A new version of the curve of `asOfDate`: the built-in one with every rate moved by `shift` percent. */
  const uploadCurve = (asOfDate: string, shift: number, source: string) => {
    const points = (treasuryCurve(asOfDate)?.points ?? []).map((p) => ({
      tenorMonths: p.tenorMonths,
      rate: Number((p.rate + shift).toFixed(2)),
    }));
    const form = new FormData();
    form.set("source", source);
    form.append("file", new Blob([curveToCsv(points)]), `curve-${asOfDate}.csv`);
    return callApi(api, `/base/analysis/yieldcurves/${asOfDate}`, t.staff, { method: "POST", body: form });
  };
  const definition = async (defId: number) => {
    const [row] = await api.db.query<{ base_data_set_id: number; chart_of_accounts_id: number }>(
      "select base_data_set_id, chart_of_accounts_id from report_definitions where id = $1",
      [defId],
    );
    return row as { base_data_set_id: number; chart_of_accounts_id: number };
  };

  beforeAll(async () => {
    api = await startTestApi();
    t = await signInAll(api);
    ids = await clientIds(api);
    whatIf = (await reportDefinitionIds(api))["RFCU:July 2022 Deposit Runoff What-If"] as number;
  });
  afterAll(() => api.close());

  it("answers a burst of revalidations, one stamp for many, and the change of a name made after it", async () => {
    const first = await readAndConfirm(whatIf);
    const burst = () =>
      Promise.all(Array.from({ length: 24 }, () => read(whatIf, { "if-none-match": first.etag })));
    const before = burst();
    const saved = await editBaseDataSet({ description: "Deposit runoff, burst" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await burst();
    // Sent before the change: either answer is right. Sent after it: never the copy held before.
    for (const r of await before) expect([200, 304]).toContain(r.status);
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
    expect(after[0]?.model.metadata).toMatchObject({
      dataset1: { title: expect.stringContaining("Deposit runoff, burst") as unknown },
    });
    const settled = after[0]?.etag ?? "";
    const confirmed = await Promise.all(
      Array.from({ length: 24 }, () => read(whatIf, { "if-none-match": settled })),
    );
    expect(confirmed.map((r) => r.status)).toEqual(confirmed.map(() => 304));
  });

  it("shows a data set's new name after its description is edited", async () => {
    const first = await readAndConfirm(whatIf);
    const saved = await editBaseDataSet({ description: "Deposit runoff revised" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = await read(whatIf, { "if-none-match": first.etag });
    expect(again.status).toBe(200);
    expect(again.model.metadata).toMatchObject({
      dataset1: { title: expect.stringContaining("Deposit runoff revised") as unknown },
    });
    expect(again.etag).not.toBe(first.etag);
  });

  it("shows a chart's new name after it is renamed", async () => {
    // The chart the published reports use keeps its name (CHART_OF_ACCOUNTS_LOCKED): the draft
    // what-if report is given a copy of its own, as staff would save one.
    const { chart_of_accounts_id: shared } = await definition(whatIf);
    const { coa } = modelOf<{ coa: unknown }>(
      await callApi(api, `/base/analysis/chartofaccounts/${shared}`, t.staff),
    );
    const copy = await sendJson(
      api,
      "PUT",
      `/base/analysis/chartofaccounts/client/${ids.RFCU}/new`,
      t.staff,
      {
        name: "Standard COA copy",
        coa,
      },
    );
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const chartId = modelOf<{ chartOfAccountsId: number }>(copy).chartOfAccountsId;
    await api.db.query(
      "update report_definitions set chart_of_accounts_id = $2, updated_date = now() where id = $1",
      [whatIf, chartId],
    );
    const first = await readAndConfirm(whatIf);
    const renamed = await sendJson(api, "PUT", `/base/analysis/chartofaccounts/${chartId}`, t.staff, {
      name: "Standard COA renamed",
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const again = await read(whatIf, { "if-none-match": first.etag });
    expect(again.status).toBe(200);
    expect(again.model.metadata.chartOfAccounts).toMatchObject({ id: chartId, name: "Standard COA renamed" });
  });

  it("shows the figures of a file added to the data set", async () => {
    const first = await readAndConfirm(whatIf);
    const { base_data_set_id: id } = await definition(whatIf);
    const [positions] = await api.db.query<{ file_name: string; content: Uint8Array }>(
      "select file_name, content from data_set_files where data_set_id = $1 and content_type = 'positions'",
      [id],
    );
    // The same positions uploaded a second time: every balance of the data set doubles.
    const copy = new Uint8Array(positions?.content ?? []);
    const saved = await editBaseDataSet({
      files: [{ name: `again-${positions?.file_name}`, content: copy }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = await read(whatIf, { "if-none-match": first.etag });
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.model.data)).not.toBe(JSON.stringify(first.model.data));
  });

  it("values the data set on a newer version of its yield curve", async () => {
    const first = await readAndConfirm(whatIf);
    const curve = first.model.metadata.curve as { asOfDate: string; version: number };
    const uploaded = await uploadCurve(curve.asOfDate, 0.5, "Corrected closing values");
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const again = await read(whatIf, { "if-none-match": first.etag });
    expect(again.status).toBe(200);
    expect(again.model.metadata.curve).toMatchObject({
      asOfDate: curve.asOfDate,
      version: curve.version + 1,
      source: "Corrected closing values",
    });
  });

  it("shows the report definition's new name after it is edited", async () => {
    const first = await readAndConfirm(whatIf);
    const [row] = await api.db.query<{ base: number; compare: number | null; chart: number }>(
      `select base_data_set_id as base, compare_data_set_id as compare, chart_of_accounts_id as chart
       from report_definitions where id = $1`,
      [whatIf],
    );
    // Only the name changes: the same data sets and chart as the form sends them back.
    const edited = await sendJson(
      api,
      "PUT",
      `/base/analysis/reportdefinitions/client/${ids.RFCU}`,
      t.staff,
      {
        id: whatIf,
        name: "Deposit runoff, board copy",
        baseDataSetId: row?.base,
        compareDataSetId: row?.compare,
        chartOfAccountsId: row?.chart,
      },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBeLessThan(300);
    const again = await read(whatIf, { "if-none-match": first.etag });
    expect(again.status).toBe(200);
    expect(again.model.metadata).toMatchObject({
      reportDefinition: { id: whatIf, name: "Deposit runoff, board copy" },
    });
  });

  it("shows the figures of a new run of the data set", async () => {
    const first = await readAndConfirm(whatIf);
    const { base_data_set_id: id } = await definition(whatIf);
    expect((await sendJson(api, "PUT", `/base/analysis/dataset/${id}/run`, t.staff)).status).toBe(202);
    const statusOf = async () =>
      modelOf<{ id: number; status: string | null }[]>(
        await callApi(api, `/base/analysis/dataset/client/${ids.RFCU}`, t.staff),
      ).find((d) => d.id === id)?.status;
    await expect.poll(statusOf, { timeout: 30_000, interval: 100 }).toBe("Completed");
    // The run stored its results again (the data set's row is as it was): a new computed date.
    const again = await read(whatIf, { "if-none-match": first.etag });
    expect(again.status).toBe(200);
    expect(again.model.metadata.computedDate).not.toBe(first.model.metadata.computedDate);
  });

  it("values the data set on the newest curve once another report on it is unapproved", async () => {
    const { base_data_set_id: base } = await definition(whatIf);
    // Another report on the same data set, approved: the data set is locked, its results keep their curve.
    const created = await sendJson(
      api,
      "PUT",
      `/base/analysis/reportdefinitions/client/${ids.RFCU}`,
      t.staff,
      {
        name: "Deposit runoff sign-off",
        baseDataSetId: base,
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const other = modelOf<{ id: number }>(created).id;
    const workflow = (action: string) =>
      sendJson(api, "PUT", `/base/analysis/reportdefinitions/${other}/${action}`, t.staff);
    expect((await workflow("approve")).status).toBe(200);
    const first = await readAndConfirm(whatIf);
    const curve = first.model.metadata.curve as { asOfDate: string; version: number };
    expect((await uploadCurve(curve.asOfDate, 0.75, "Second correction")).status).toBe(201);
    // Locked: the figures stay on the curve they were computed on.
    expect((await read(whatIf, { "if-none-match": first.etag })).status).toBe(304);
    expect((await workflow("unapprove")).status).toBe(200);
    const again = await read(whatIf, { "if-none-match": first.etag });
    expect(again.status).toBe(200);
    expect(again.model.metadata.curve).toMatchObject({
      version: curve.version + 1,
      source: "Second correction",
    });
  });

  it("gives a read of a definition with more NII years results of as many, never a computation of fewer under way", async () => {
    const { base_data_set_id: base, chart_of_accounts_id: chart } = await definition(whatIf);
    const [row] = await api.db.query<{ nii_years: number }>(
      "select nii_years from report_definitions where id = $1",
      [whatIf],
    );
    const years = row?.nii_years ?? 1;
    const created = await sendJson(
      api,
      "PUT",
      `/base/analysis/reportdefinitions/client/${ids.RFCU}`,
      t.staff,
      {
        name: "Deposit runoff, longer NII horizon",
        baseDataSetId: base,
        chartOfAccountsId: chart,
        niiYears: years + 3,
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const longer = modelOf<{ id: number }>(created).id;
    const niiRead = async (defId: number, year: number) => {
      const url = `${api.url}/base/analysis/reports/${NII_PAGE}/reportdefinition/${defId}/year/${year}?api-version=1.0`;
      const res = await fetch(url, { headers: { authorization: `Bearer ${t.staff}` } });
      return { status: res.status, text: await res.text() };
    };
    // Stale results (a newer curve): the shorter definition's read computes them on the spot, and
    // the longer one's read comes while that computation is under way.
    const { asOfDate } = (await read(whatIf)).model.metadata.curve as { asOfDate: string };
    expect((await uploadCurve(asOfDate, 0.5, "Seventh correction")).status).toBe(201);
    const shorter = niiRead(whatIf, years);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const longest = await niiRead(longer, years + 3);
    expect(longest.status, longest.text).toBe(200);
    expect((await shorter).status).toBe(200);
    // The same report read once nothing computes any more: the same figures.
    const settled = await niiRead(longer, years + 3);
    const figures = (text: string) => {
      const { metadata, ...rest } = modelOf<ReportModel>({
        body: JSON.parse(text) as Record<string, unknown>,
      });
      return { ...rest, metadata: { ...metadata, computedDate: undefined } };
    };
    expect(figures(longest.text)).toEqual(figures(settled.text));
  });

  /**
   * After a full read: a curve version `older` is uploaded and a revalidation begins, which takes
   * the fingerprint and then computes the results on it on the spot (most of a second); a newer
   * version is committed meanwhile. Answers the full read and that revalidation, still under way.
   */
  const newerCurveDuringRead = async (older: string, newer: string) => {
    const first = await readAndConfirm(whatIf);
    const { asOfDate } = first.model.metadata.curve as { asOfDate: string };
    expect((await uploadCurve(asOfDate, 1, older)).status).toBe(201);
    const during = read(whatIf, { "if-none-match": first.etag });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await uploadCurve(asOfDate, 1.25, newer)).status).toBe(201);
    return { first, during };
  };

  it("answers the newest curve when one is uploaded while a read computes on the older one", async () => {
    const { during } = await newerCurveDuringRead("Third correction", "Fourth correction");
    const racing = await during;
    expect(racing.status).toBe(200);
    // Its version was recorded with the fingerprint taken before it loaded, never after.
    const after = await read(whatIf, { "if-none-match": racing.etag });
    expect([200, 304]).toContain(after.status);
    const shown = after.status === 304 ? racing : after;
    expect(shown.model.metadata.curve).toMatchObject({ source: "Fourth correction" });
  });

  it("never answers a read begun after a curve upload with results computed on the older curve", async () => {
    const { first, during } = await newerCurveDuringRead("Fifth correction", "Sixth correction");
    const later = await read(whatIf, { "if-none-match": first.etag });
    await during;
    expect(later.status).toBe(200);
    expect(later.model.metadata.curve).toMatchObject({ source: "Sixth correction" });
  });
});
