import { afterAll, beforeAll, expect, it } from "vitest";
import { findReport } from "./catalogue/report-catalogue.ts";
import { listsReport } from "@alm/formats";
import type { ReportNode } from "./catalogue/report-types.ts";
import { callApi, reportDefinitionIds, signInAll, startTestApi, type TestApi } from "../testing/test-api.ts";

/** A client reads the pages staff published in a package and no other page of it; staff read any. */
let api: TestApi;
let t: Awaited<ReturnType<typeof signInAll>>;
let q4: number;
let svcuQ4: number;

const pathOf = (reportId: number, defId: number) => {
  const page = findReport(reportId) as ReportNode;
  const tail = page.urlKey === "nii" ? "/year/1" : page.urlKey === "trend" ? "/trend" : "";
  return `/base/analysis/reports/${reportId}/reportdefinition/${defId}${tail}`;
};

beforeAll(async () => {
  api = await startTestApi();
  t = await signInAll(api);
  const defs = await reportDefinitionIds(api);
  q4 = defs["RFCU:Q4 2021 ALM Report"] as number;
  svcuQ4 = defs["SVCU:Q4 2021 ALM Report"] as number;
});
afterAll(() => api.close());

/** The pages the seeded RFCU package leaves out, read from the package itself. */
async function leftOut(): Promise<number[]> {
  const [row] = await api.db.query<{ entries: (number | string)[] }>(
    "select selected_sub_report_definitions as entries from report_definitions where id = $1",
    [q4],
  );
  return [80, 81, 84, 85, 88, 89].filter((id) => !listsReport(row?.entries ?? [], id));
}

it("refuses a client's reader a page the published package leaves out, saying which and what to do", async () => {
  const outside = await leftOut();
  expect(outside).toEqual([80, 81, 84, 85, 88, 89]);
  for (const reportId of outside) {
    const res = await callApi(api, pathOf(reportId, q4), t.client);
    expect(res.status, `report ${reportId}`).toBe(404);
    expect(res.body).toMatchObject({
      didError: true,
      reason: "NOT_FOUND",
      errorMessage: `Report ${reportId} is not in the report definition 'Q4 2021 ALM Report'.`,
      additionalInformation: {
        messages: [
          {
            field: "reportId",
            resolution: expect.stringMatching(/^Open one of the reports listed for this report definition/),
          },
        ],
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/"model":\{"reportId"/);
  }
});

it("serves the package's own pages to its client, and any page to staff", async () => {
  expect((await callApi(api, pathOf(20, q4), t.client)).status).toBe(200);
  expect((await callApi(api, pathOf(84, q4), t.staff)).status).toBe(200);
  expect((await callApi(api, pathOf(84, q4), t.analyst)).status).toBe(200);
});

it("says nothing of a page to another tenant's reader or to no one signed in", async () => {
  const other = await callApi(api, pathOf(84, svcuQ4), t.client);
  expect(other.status).toBe(404);
  expect(other.body?.errorMessage).toBe(`No report definition with id '${svcuQ4}' that you may see.`);
  expect((await callApi(api, pathOf(84, q4))).status).toBe(401);
});

it("refuses a client's reader a projection year the package leaves out, and serves the years it lists", async () => {
  const [row] = await api.db.query<{ entries: (number | string)[] }>(
    "select selected_sub_report_definitions as entries from report_definitions where id = $1",
    [q4],
  );
  const entries = row?.entries ?? [];
  expect(entries).toContain("35-1");
  const yearOneOnly = entries.filter((e) => !/^35-(?!1$)/.test(String(e)));
  await api.db.query("update report_definitions set selected_sub_report_definitions = $2 where id = $1", [
    q4,
    JSON.stringify(yearOneOnly),
  ]);
  try {
    const year = (y: number) => `/base/analysis/reports/35/reportdefinition/${q4}/year/${y}`;
    const second = await callApi(api, year(2), t.client);
    expect(second.status).toBe(404);
    expect(second.body).toMatchObject({
      reason: "NOT_FOUND",
      errorMessage: "Report 35, year 2, is not in the report definition 'Q4 2021 ALM Report'.",
      additionalInformation: { messages: [{ field: "year" }] },
    });
    expect((await callApi(api, year(1), t.client)).status).toBe(200);
    expect((await callApi(api, year(2), t.staff)).status).toBe(200);
  } finally {
    await api.db.query("update report_definitions set selected_sub_report_definitions = $2 where id = $1", [
      q4,
      JSON.stringify(entries),
    ]);
  }
});
