import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DETAIL_EXCEL_REPORT_IDS,
  findReport,
  reportPages,
  reportTables,
} from "./catalogue/report-catalogue.ts";
import type { ReportNode } from "./catalogue/report-types.ts";
import {
  callApi,
  failureOf,
  clientIds,
  modelOf,
  sendJson,
  signInAll,
  startTestApi,
  type TestApi,
  reportDefinitionIds,
} from "../testing/test-api.ts";
import type { ChartData, ReportModel, Row, TableData } from "./report-model.ts";

const rowsOf = (block: unknown) => (block as TableData).rows;
const walk = (rows: readonly Row[]): Row[] => rows.flatMap((r) => [r, ...walk(r.children ?? [])]);
const num = (v: unknown) => (typeof v === "number" ? v : 0);
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

describe("report data", () => {
  let api: TestApi;
  let t: Awaited<ReturnType<typeof signInAll>>;
  let ids: Record<string, number>;
  const defs: Record<string, number> = {};

  const pathOf = (page: ReportNode, defId: number, year = 1) =>
    `/base/analysis/reports/${page.id}/reportdefinition/${defId}${
      page.urlKey === "nii" ? `/year/${year}` : page.urlKey === "trend" ? "/trend" : ""
    }`;
  const read = async (reportId: number, defId: number, token = t.staff, year = 1, query = "") => {
    const res = await callApi(
      api,
      `${pathOf(findReport(reportId) as ReportNode, defId, year)}${query}`,
      token,
    );
    return { ...res, model: modelOf<ReportModel>(res) };
  };

  beforeAll(async () => {
    api = await startTestApi();
    t = await signInAll(api);
    ids = await clientIds(api);
    Object.assign(defs, await reportDefinitionIds(api));
  });
  afterAll(() => api.close());

  it("returns data for every block of every catalogue page, with the columns its dictionary lists", async () => {
    const tables = reportTables();
    const q4 = defs["RFCU:Q4 2021 ALM Report"] as number;
    const pages = reportPages().filter((p) => p.template.length > 0);
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const res = await callApi(api, pathOf(page, q4), t.staff);
      expect(res.status, `report ${page.id}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
      const model = modelOf<ReportModel>(res);
      expect(model).toMatchObject({
        reportId: page.id,
        title: page.description,
        asOfDate: "2021-12-31T00:00:00",
        compareAsOfDate: "2021-09-30T00:00:00",
      });
      expect(model.metadata).toHaveProperty("dataset1.title");
      for (const block of page.template) {
        const data = model.data[block.source];
        expect(data, `report ${page.id} source ${block.source}`).toBeDefined();
        if (block.type === "text") {
          expect(typeof data === "string" && data.length > 20, `report ${page.id} ${block.source}`).toBe(
            true,
          );
        } else if (block.type === "chart") {
          const chart = data as ChartData;
          expect(chart.series.length, `report ${page.id} ${block.source}`).toBeGreaterThan(0);
          for (const s of chart.series) expect(s.data).toHaveLength(chart.xAxis.categories.length);
          // A chart draws its groups by category: two alike would draw one bar over another.
          const categories = chart.xAxis.categories;
          expect(
            new Set(categories).size,
            `report ${page.id} ${block.source}: ${categories.join(", ")}`,
          ).toBe(categories.length);
        } else {
          const table = data as TableData;
          const dictionary = tables[block.dictionaryKey as string];
          expect(dictionary, `dictionary ${block.dictionaryKey}`).toBeDefined();
          const rows = walk(table.rows);
          expect(rows.length, `report ${page.id} rows`).toBeGreaterThan(0);
          for (const row of rows) {
            for (const column of dictionary?.columns ?? []) {
              expect(row, `report ${page.id} row ${row.description} column ${column.field}`).toHaveProperty([
                column.field,
              ]);
            }
          }
          if (!dictionary?.treeData) expect(table.rows.every((r) => !r.children?.length)).toBe(true);
        }
      }
    }
  }, 120_000);

  it("lists the scenario columns of the Executive Summary and Policy Measurements in one order", () => {
    const tables = reportTables();
    const scenarioFields = (report: number) => {
      const key = findReport(report)?.template.find((b) => b.type === "table")?.dictionaryKey as string;
      return (tables[key]?.columns ?? [])
        .map((c) => c.field)
        .filter((f) => ["declining", "base", "rising", "shock"].includes(f));
    };
    expect(scenarioFields(11)).toEqual(["declining", "base", "rising", "shock"]);
    expect(scenarioFields(28)).toEqual(scenarioFields(11));
  });

  it("lists the compliance matrix's limits by measure, from the largest fall of rates to the largest rise", async () => {
    const rows = rowsOf((await read(27, defs["RFCU:Q4 2021 ALM Report"] as number)).model.data.grid1);
    const measures = [...new Set(rows.map((r) => r.measure))];
    expect(measures).toEqual(["nevRatio", "nevChange", "niiChange", "netIncomeChange"]);
    const size = (id: string) => (id === "Base" ? 0 : Number(/[+-]?\d+$/.exec(id)?.[0]));
    for (const measure of measures) {
      const sizes = rows
        .filter((r) => r.measure === measure)
        .map((r) => size(String(r.id).split(":")[1] ?? ""));
      expect(sizes, String(measure)).toEqual([...sizes].sort((a, b) => a - b));
    }
    expect(rows.filter((r) => r.measure === "nevChange").map((r) => r.scenario)).toEqual([
      "-400 bp shock",
      "-300 bp shock",
      "-200 bp shock",
      "-100 bp shock",
      "+100 bp shock",
      "+200 bp shock",
      "+300 bp shock",
      "+400 bp shock",
    ]);
  });

  it("writes Projected NII Volatility's ramps on their axis as the shock axes write sizes", async () => {
    const page = await read(35, defs["RFCU:Q4 2021 ALM Report"] as number);
    const categories = (page.model.data.chart2 as ChartData).xAxis.categories;
    expect(categories).toContain("Base");
    for (const c of categories) expect(c).toMatch(/^(Base|[+-]\d+)$/);
  });

  it("names Earnings at Risk's rows by kind: Base, then each shock and ramp", async () => {
    const page = await read(38, defs["RFCU:Q4 2021 ALM Report"] as number, t.staff);
    expect(page.status).toBe(200);
    const rows = Object.values(page.model.data).flatMap((block) =>
      Array.isArray((block as TableData).rows) ? rowsOf(block) : [],
    );
    expect(rows.find((r) => r.id === "Base")?.kind).toBe("Base");
    const others = new Set(rows.filter((r) => r.id !== "Base").map((r) => r.kind));
    expect([...others].sort()).toEqual(["Ramp", "Shock"]);
  });

  it("reconciles: folders are the sum of their leaves, NEV is assets less liabilities", async () => {
    const [chart] = await api.db.query<{ id: number }>(
      "select id from charts_of_accounts where client_id = $1 and name like '%All Folders Visible'",
      [ids.RFCU],
    );
    const [q4] = await api.db.query<{ base: number; compare: number }>(
      "select base_data_set_id as base, compare_data_set_id as compare from report_definitions where id = $1",
      [defs["RFCU:Q4 2021 ALM Report"]],
    );
    const saved = await sendJson(api, "PUT", `/base/analysis/reportdefinitions/client/${ids.RFCU}`, t.staff, {
      name: "Q4 2021 every folder",
      baseDataSetId: q4?.base,
      compareDataSetId: q4?.compare,
      chartOfAccountsId: chart?.id,
    });
    expect(saved.status).toBe(201);
    const id = modelOf<{ id: number }>(saved).id;

    const value = await read(49, id);
    expect(value.status).toBe(200);
    const tree = rowsOf(value.model.data.tree);
    let checked = 0;
    for (const row of walk(tree)) {
      const children = (row.children ?? []).filter((c) => c.rollUp !== false);
      if (!children.length) continue;
      for (const field of ["bookValue", "dataset1_Base", "dataset1_300", "dataset1_-300"]) {
        const total = children.reduce((acc, c) => acc + num(c[field]), 0);
        expect(
          close(total, num(row[field])),
          `${row.description} ${field}: ${total} vs ${String(row[field])}`,
        ).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
    const section = (key: string) => tree.find((r) => r.key === key) as Row;
    const summary = rowsOf((await read(21, id)).model.data.grid1);
    for (const scenario of ["Base", "300", "-300"]) {
      const nev = num(summary.find((r) => r.id === scenario)?.dataset1_value);
      const assets = num(section("Assets")[`dataset1_${scenario}`]);
      const liabilities = num(section("Liabilities")[`dataset1_${scenario}`]);
      expect(close(nev, assets - liabilities), `NEV at ${scenario}`).toBe(true);
    }
    // The position tree's spec shape: single-entry maps per scenario.
    expect(section("Assets").Scenarios).toContainEqual({ Base: section("Assets").dataset1_Base });
    expect(value.model.data.tree).toMatchObject({ bookValue: section("Assets").bookValue });

    // NII: the net row is income less expense; the tree adds up.
    const nii = rowsOf((await read(55, id, t.staff, 2)).model.data.tree);
    const net = nii.find((r) => r.id === "netInterestIncome") as Row;
    const nsec = (key: string) => num(nii.find((r) => r.key === key)?.dataset1_base);
    expect(close(num(net.dataset1_base), nsec("Assets") - nsec("Liabilities") - nsec("Capital"))).toBe(true);
    const grid = rowsOf((await read(35, id, t.staff, 2)).model.data.grid1);
    expect(close(num(grid.find((r) => r.id === "nii")?.base), num(net.dataset1_base))).toBe(true);
    for (const row of walk(nii)) {
      const children = row.children ?? [];
      if (children.length) {
        const total = children.reduce((acc, c) => acc + num(c.dataset1_shock), 0);
        expect(close(total, num(row.dataset1_shock)), row.description).toBe(true);
      }
    }
    // The gap: periodic gap is assets less liabilities in every bucket.
    const gap = rowsOf((await read(10, id)).model.data.tree);
    const periodic = gap.find((r) => r.id === "periodicGap") as Row;
    const bucket = "bucket_0-3m";
    expect(
      close(
        num(periodic[bucket]),
        num(gap.find((r) => r.key === "Assets")?.[bucket]) -
          num(gap.find((r) => r.key === "Liabilities")?.[bucket]),
      ),
    ).toBe(true);
  }, 60_000);

  it("serves client users their client's published reports only", async () => {
    const published = await read(20, defs["RFCU:Q4 2021 ALM Report"] as number, t.client);
    expect(published.status).toBe(200);
    expect(published.model.data.grid1).toBeDefined();
    expect((await read(20, defs["RFCU:July 2022 ALM Report"] as number, t.client)).status).toBe(404);
    expect((await read(20, defs["SVCU:Q4 2021 ALM Report"] as number, t.client)).status).toBe(404);
    expect((await read(20, defs["SVCU:Q4 2021 ALM Report"] as number, t.client2)).status).toBe(200);
    expect(
      (await callApi(api, `/base/analysis/reports/20/reportdefinition/${defs["RFCU:Q4 2021 ALM Report"]}`))
        .status,
    ).toBe(401);
  });

  it("says when a data set has not completed, and refuses unknown reports and years", async () => {
    const failed = await read(21, defs["RFCU:July 2022 TYC"] as number);
    expect(failed.status).toBe(409);
    expect(failed.body?.errorMessage).toMatch(
      /^Error retrieving report data for NEV Summary \(ID 21\): the data set '.*' has not completed \(status: Failed\)/,
    );
    const pending = await read(21, defs["RFCU:July 2022 Board Draft"] as number);
    expect(pending.status).toBe(409);
    expect(JSON.stringify(pending.body)).toContain("Run the data set");
    const q4 = defs["RFCU:Q4 2021 ALM Report"] as number;
    expect((await callApi(api, `/base/analysis/reports/9999/reportdefinition/${q4}`, t.staff)).status).toBe(
      404,
    );
    expect((await callApi(api, `/base/analysis/reports/1/reportdefinition/${q4}`, t.staff)).status).toBe(404);
    expect((await read(55, q4, t.staff, 3)).status).toBe(400);
    // A page without NII years, asked for a year by the NII path: refused, not served as year 1.
    for (const page of [21, 26]) {
      const year2 = await callApi(
        api,
        `/base/analysis/reports/${page}/reportdefinition/${q4}/year/2`,
        t.client,
      );
      expect(year2.status, String(page)).toBe(400);
      expect(year2.body?.errorMessage).toMatch(/is not an NII page: it has no years, so year 2/);
      expect(failureOf(year2)).toEqual({ reason: "INVALID_PARAMETER", fields: ["year"] });
    }
    expect(
      (await callApi(api, `/base/analysis/reports/21/reportdefinition/${q4}/year/1`, t.client)).status,
    ).toBe(200);
  });

  it("caches report data and recomputes it on qrf=true", async () => {
    const q4 = defs["RFCU:Q4 2021 ALM Report"] as number;
    const url = (q = "") => `/base/analysis/reports/47/reportdefinition/${q4}${q}`;
    const get = (q = "") =>
      fetch(`${api.url}${url(q)}${q ? "&" : "?"}api-version=1.0`, {
        headers: { authorization: `Bearer ${t.staff}` },
      });
    await get();
    const cached = await get();
    expect(cached.headers.get("x-report-cache")).toBe("hit");
    const fresh = await get("?qrf=true");
    expect(fresh.headers.get("x-report-cache")).toBe("miss");
    expect(await fresh.json()).toEqual(await (await get()).json());
  });

  it("takes one caller's burst of uncached reads in turns with another institution's read", async () => {
    // The attack: many reports no cache holds at once (here recomputed on qrf=true; a client gets
    // the same with a trend page per scenario name). Another institution's read used to wait for
    // all of them; it now waits for the few being built when it came.
    const q4 = defs["RFCU:Q4 2021 ALM Report"] as number;
    const finished: string[] = [];
    const get = (name: string, path: string, token: string) =>
      fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } }).then(async (res) => {
        expect(res.status, name).toBe(200);
        await res.arrayBuffer();
        finished.push(name);
      });
    const burst = Array.from({ length: 24 }, (_, i) =>
      get(`burst ${i}`, `/base/analysis/reports/47/reportdefinition/${q4}?qrf=true&api-version=1.0`, t.staff),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const svcu = defs["SVCU:Q4 2021 ALM Report"] as number;
    await Promise.all([
      ...burst,
      get("other", `/base/analysis/reports/21/reportdefinition/${svcu}?api-version=1.0`, t.client2),
    ]);
    // Four reads load or build at once (services.ts), and the other caller has the next turn but
    // one: it ended 5th to 8th of 25 in runs here, and 16th to 24th with no turns.
    expect(finished.indexOf("other"), finished.join(", ")).toBeLessThan(12);
  }, 60_000);

  it("sends a strong ETag of the data version and answers 304 to a matching If-None-Match", async () => {
    const q4 = defs["RFCU:Q4 2021 ALM Report"] as number;
    const get = (reportId: number, token: string, headers: Record<string, string> = {}, query = "") =>
      fetch(`${api.url}/base/analysis/reports/${reportId}/reportdefinition/${q4}?api-version=1.0${query}`, {
        headers: { authorization: `Bearer ${token}`, ...headers },
      });
    const first = await get(27, t.staff);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(27, t.staff)).headers.get("etag")).toBe(etag);
    const notModified = await get(27, t.staff, { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect((await get(27, t.staff, { "if-none-match": '"other"' })).status).toBe(200);
    // A forced recompute always answers with the data.
    const forced = await get(27, t.staff, { "if-none-match": etag }, "&qrf=true");
    expect(forced.status).toBe(200);
    expect(forced.headers.get("etag")).toBe(etag);
    // Another page, another audience: other validators; the client's copy is not the staff's.
    expect((await get(21, t.staff)).headers.get("etag")).not.toBe(etag);
    const client = await get(27, t.client, { "if-none-match": etag });
    expect(client.status).toBe(200);
    expect(client.headers.get("etag")).not.toBe(etag);
    // Signed out or another client's user: refused, never 304.
    expect((await get(27, "", { "if-none-match": etag })).status).toBe(401);
    expect((await get(27, t.client2, { "if-none-match": etag })).status).toBe(404);

    // Each thing the answer depends on moves the validator on.
    const changes: (() => Promise<unknown>)[] = [
      () =>
        api.db.query(
          "update policy_limits set limit_value = limit_value + 0.01, updated_date = now() where client_id = $1 and measure = 'nevRatio' and scenario = 'Base'",
          [ids.RFCU],
        ),
      () => api.db.query("update report_definitions set updated_date = now() where id = $1", [q4]),
      () =>
        api.db.query(
          "update charts_of_accounts set updated_date = now() where id = (select chart_of_accounts_id from report_definitions where id = $1)",
          [q4],
        ),
      () =>
        api.db.query(
          "update run_results set computed_date = now() where data_set_id = (select base_data_set_id from report_definitions where id = $1)",
          [q4],
        ),
    ];
    let current = etag;
    for (const change of changes) {
      await change();
      const after = await get(27, t.staff, { "if-none-match": current });
      expect(after.status).toBe(200);
      const next = after.headers.get("etag");
      expect(next).not.toBe(current);
      current = next ?? "";
    }
    // A revalidation is answered from the inputs' fingerprint: a data set that stopped being
    // Completed is refused at once, never confirmed with the copy the caller holds.
    expect((await get(27, t.staff, { "if-none-match": current })).status).toBe(304);
    const base = "(select base_data_set_id from report_definitions where id = $1)";
    await api.db.query(`update data_sets set status = 'Started' where id = ${base}`, [q4]);
    expect((await get(27, t.staff, { "if-none-match": current })).status).toBe(409);
    // A full read is answered from the built copy only while the fingerprint stands, too.
    expect((await get(27, t.staff)).status).toBe(409);
    await api.db.query(`update data_sets set status = 'Completed' where id = ${base}`, [q4]);
    const again = await get(27, t.staff);
    expect([again.status, again.headers.get("x-report-cache"), again.headers.get("etag")]).toEqual([
      200,
      "hit",
      current,
    ]);
    expect((await get(27, t.staff, { "if-none-match": current })).status).toBe(304);
    // A change that leaves the data version as it was (a newer curve for a data set its published
    // report locks) reads the inputs again and still confirms the copy.
    await api.db.query(
      `insert into yield_curves (as_of_date, version, source, points, file_name, uploaded_by)
       select as_of_date, 99, source, points, file_name, 'test' from yield_curves limit 1`,
    );
    expect((await get(27, t.staff, { "if-none-match": current })).status).toBe(304);
    await api.db.query("delete from yield_curves where version = 99");
  });

  it("computes trends over additional report definitions and scenario choices", async () => {
    const q4 = defs["RFCU:Q4 2021 ALM Report"] as number;
    const q3 = defs["RFCU:Q3 2021 ALM Report"] as number;
    const july = defs["RFCU:July 2022 ALM Report"] as number;
    const res = await read(
      26,
      q4,
      t.staff,
      1,
      `?additionalReportDefIds=${july},${q3}&nevScenarios=Base,300,-300&niiScenarios=declining,shock`,
    );
    expect(res.status).toBe(200);
    const rows = rowsOf(res.model.data.grid1);
    expect(rows.map((r) => r.asOfDate)).toEqual([
      "2021-09-30T00:00:00",
      "2021-12-31T00:00:00",
      "2022-07-31T00:00:00",
    ]);
    expect((res.model.data.chart1 as ChartData).series).toHaveLength(3);
    expect((res.model.data.chart2 as ChartData).series).toHaveLength(2);
    const curves = await read(88, q4, t.staff, 1, `?additionalReportDefIds=${q3}`);
    expect((curves.model.data.chart1 as ChartData).series).toHaveLength(2);
    // A client user may not bring in an unpublished report.
    expect((await read(26, q4, t.client, 1, `?additionalReportDefIds=${july}`)).status).toBe(404);
    expect((await read(26, q4, t.staff, 1, "?nevScenarios=;drop")).status).toBe(400);
  });

  it("draws a trend over every earlier published as-of date and names the quarters without one", async () => {
    const q3 = defs["RFCU:Q3 2021 ALM Report"] as number;
    const q4 = defs["RFCU:Q4 2021 ALM Report"] as number;
    const july = defs["RFCU:July 2022 ALM Report"] as number;
    const dates = (res: Awaited<ReturnType<typeof read>>) =>
      rowsOf(res.model.data.grid1).map((r) => r.asOfDate);
    const definitionsOf = (res: Awaited<ReturnType<typeof read>>) =>
      rowsOf(res.model.data.grid1).map((r) => r.reportDefinitionId);

    // Nothing asked for: the client's earlier published report (Q3 2021), for a client user too.
    const q4Trend = await read(26, q4, t.client);
    expect(q4Trend.status).toBe(200);
    expect(dates(q4Trend)).toEqual(["2021-09-30T00:00:00", "2021-12-31T00:00:00"]);
    // Two quarters in a row: it said "every quarter in between has a published report" of none.
    expect(q4Trend.model.data.coverage).toBe(
      "2 as-of dates from 2021/09/30 to 2021/12/31 are shown. They fall in consecutive quarters.",
    );
    // Page 88 (yield curve trend) is not in the client's package: staff read it.
    expect((await read(88, q4, t.staff)).model.data.coverage).toBe(q4Trend.model.data.coverage);
    // The earliest published report has nothing before it.
    expect(dates(await read(26, q3, t.staff))).toEqual(["2021-09-30T00:00:00"]);
    expect((await read(26, q3, t.staff)).model.data.coverage).toMatch(
      /^Only this report's as-of date is shown/,
    );

    // July 2022 is not published: its draft trend shows the two published quarters before it and
    // names the two between them and July's that have none. July's month-end is named as a date:
    // "from Q3 2021 to Q3 2022" read it as a quarter (a CFO's review).
    const julyTrend = await read(26, july, t.staff);
    expect(dates(julyTrend)).toEqual(["2021-09-30T00:00:00", "2021-12-31T00:00:00", "2022-07-31T00:00:00"]);
    expect(julyTrend.model.data.coverage).toBe(
      "3 as-of dates from 2021/09/30 to 2022/07/31 are shown. No report was published for Q1 2022 and Q2 2022: the trend has no point there.",
    );

    // A corrected Q3 2021 package published later replaces the first one in the trend, and the
    // trend page's version (ETag) changes with it; unpublishing it brings the first one back.
    const copy = await sendJson(api, "POST", `/base/analysis/reportdefinitions/${q3}/clone`, t.staff);
    expect(copy.status).toBe(201);
    const corrected = modelOf<{ id: number }>(copy).id;
    const etagOf = async (defId: number) =>
      (
        await fetch(`${api.url}${pathOf(findReport(26) as ReportNode, defId)}?api-version=1.0`, {
          headers: { authorization: `Bearer ${t.client}` },
        })
      ).headers.get("etag");
    const before = await etagOf(q4);
    expect(before).toBeTruthy();
    try {
      await api.db.query(
        "update report_definitions set approved_by = 'staff', approved_by_date = now(), published_by = 'staff', published_by_date = now() + interval '1 second' where id = $1",
        [corrected],
      );
      const replaced = await read(26, q4, t.client);
      expect(definitionsOf(replaced)).toEqual([corrected, q4]);
      expect(await etagOf(q4)).not.toBe(before);
    } finally {
      await api.db.query(
        "update report_definitions set published_by = null, published_by_date = null where id = $1",
        [corrected],
      );
    }
    expect(definitionsOf(await read(26, q4, t.client))).toEqual([q3, q4]);

    // A package on a What If data set (a balance sheet the institution does not hold) is no
    // quarter of its trend: Q3 2021's data set made a What If one leaves Q4 2021 alone.
    const [{ base } = { base: 0 }] = await api.db.query<{ base: number }>(
      "select base_data_set_id as base from report_definitions where id = $1",
      [q3],
    );
    try {
      await api.db.query("update data_sets set data_set_type = 1 where id = $1", [base]);
      expect(definitionsOf(await read(26, q4, t.client))).toEqual([q4]);
      expect(definitionsOf(await read(26, q4, t.staff, 1, `?additionalReportDefIds=${q3}`))).toEqual([
        q3,
        q4,
      ]);
    } finally {
      await api.db.query("update data_sets set data_set_type = 0 where id = $1", [base]);
    }
  });

  it("has data for NII years 1 and 2 in every report of the detail Excel export", async () => {
    const july = defs["RFCU:July 2022 ALM Report"] as number;
    for (const id of DETAIL_EXCEL_REPORT_IDS) {
      const page = findReport(id) as ReportNode;
      const years = page.urlKey === "nii" ? [1, 2] : [1];
      const models: ReportModel[] = [];
      for (const year of years) {
        const res = await read(id, july, t.staff, year);
        expect(res.status, `report ${id} year ${year}`).toBe(200);
        expect(res.model.year).toBe(year);
        // Its first table (a tree, or a flat table such as Earnings at Risk's) has rows.
        const first = res.model.data.tree ?? res.model.data.grid1;
        expect(walk(rowsOf(first)).length, `report ${id}`).toBeGreaterThan(1);
        models.push(res.model);
      }
      if (years.length === 2) expect(models[0]?.data.tree).not.toEqual(models[1]?.data.tree);
    }
  });

  it("compares measures with the client's policy limits and flags breaches", async () => {
    const q4 = defs["RFCU:Q4 2021 ALM Report"] as number;
    const before = rowsOf((await read(27, q4)).model.data.grid1);
    expect(before.length).toBeGreaterThan(20);
    expect(before.every((r) => r.status === "Yes" || r.status === "No")).toBe(true);
    await api.db.query(
      "update policy_limits set limit_value = 0.5, updated_date = now() where client_id = $1 and measure = 'nevRatio' and scenario = 'Base'",
      [ids.RFCU],
    );
    const after = rowsOf((await read(27, q4)).model.data.grid1);
    expect(after.find((r) => r.id === "nevRatio:Base")).toMatchObject({
      limit: 0.5,
      status: "No",
      breach: true,
    });
    const measures = rowsOf((await read(28, q4)).model.data.grid1);
    expect(measures.find((r) => r.id === "nevRatio")).toMatchObject({
      breach_base: true,
      status: "Outside policy",
    });

    // A limit of a scenario the measures' columns do not show (the +400 bp shock) breached alone:
    // the row is outside policy and says where, as the matrix and the Executive Summary's text do
    // (it read "Within policy" under a sentence naming that breach).
    await api.db.query(
      `update policy_limits set limit_value = case scenario when '400' then -0.2 else -0.99 end, updated_date = now()
       where client_id = $1 and measure = 'nevChange'`,
      [ids.RFCU],
    );
    const matrix = rowsOf((await read(27, q4)).model.data.grid1).filter((r) =>
      String(r.id).startsWith("nevChange:"),
    );
    expect(matrix.filter((r) => r.breach === true).map((r) => r.id)).toEqual(["nevChange:400"]);
    for (const page of [11, 28]) {
      const nevChange = rowsOf((await read(page, q4)).model.data.grid1).find((r) => r.id === "nevChange");
      expect(nevChange, `page ${page}`).toMatchObject({
        status: "Outside policy (+400 bp shock)",
        breach: true,
      });
      // None of the figures it shows is beyond its limit.
      expect(
        Object.entries(nevChange ?? {}).filter(([k, v]) => k.startsWith("breach_") && v === true),
      ).toEqual([]);
    }
    expect(String((await read(28, q4)).model.data.summary)).toMatch(/^Outside policy: .*NEV % Change/);
  });

  it("computes a comparison report's two data sets side by side when neither has results", async () => {
    const q4 = defs["RFCU:Q4 2021 ALM Report"] as number;
    const [definition] = await api.db.query<{ base: number; compare: number | null }>(
      "select base_data_set_id as base, compare_data_set_id as compare from report_definitions where id = $1",
      [q4],
    );
    expect(definition?.compare).toEqual(expect.any(Number));
    await api.db.query("delete from run_results where data_set_id = any($1)", [
      [definition?.base, definition?.compare],
    ]);
    // Read one after the other, one computation was under way at a time; side by side, both are
    // (queued on the pool or computing) for as long as the first takes.
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, api.services.engine.inProgress())), 1);
    const res = await read(21, q4).finally(() => clearInterval(watch));
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(most).toBe(2);
    const stored = await api.db.query<{ n: number }>(
      "select count(*)::int as n from run_results where data_set_id = any($1)",
      [[definition?.base, definition?.compare]],
    );
    expect(stored[0]?.n).toBe(2);
  });
});
