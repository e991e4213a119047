import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportModel, TableData } from "../reports/report-model.ts";
import {
  callApi,
  modelOf,
  reportDefinitionIds,
  signInAll,
  startTestApi,
  type TestApi,
} from "../testing/test-api.ts";
import { DEMO_PROFILES } from "./demo-positions.ts";

/**
 * The demo clients' NCUA supervisory ratings differ because their balance sheets do: the same
 * thresholds for all, a long fixed-rate mortgage book (RFCU), a balanced one (SVCU) and a short
 * consumer-loan book (LCCU). July 2022, after rates rose, spans the three ratings.
 */
describe("demo institutions under NCUA's supervisory test", () => {
  let api: TestApi;
  let token: string;
  let defs: Record<string, number>;

  beforeAll(async () => {
    api = await startTestApi();
    token = (await signInAll(api)).staff;
    defs = await reportDefinitionIds(api);
  });
  afterAll(() => api.close());

  const read = async (definition: string, reportId: number) => {
    const res = await callApi(
      api,
      `/base/analysis/reports/${reportId}/reportdefinition/${defs[definition]}`,
      token,
    );
    expect(res.status, definition).toBe(200);
    return modelOf<ReportModel>(res).data;
  };

  it("rate Low, Moderate and High in July 2022, each explained by its book", async () => {
    const ratings: Record<string, string> = {};
    const fixedMortgages: Record<string, number> = {};
    for (const acronym of ["RFCU", "SVCU", "LCCU"]) {
      const definition = `${acronym}:July 2022 ALM Report`;
      const grid = (await read(definition, 27)).grid2 as TableData;
      ratings[acronym] = String(grid.metadata?.rating);
      // Fixed-rate mortgage loans as a share of assets, from the balance sheet composition page.
      const tree = (await read(definition, 49)).tree as TableData;
      const rows = flat(tree.rows);
      const assets = Number(rows.find((r) => r.key === "Assets")?.bookValue);
      const fixed = rows
        .filter((r) => /^Fixed \d/.test(String(r.key)) && (r.children?.length ?? 0) === 0)
        .reduce((s, r) => s + Number(r.bookValue), 0);
      fixedMortgages[acronym] = fixed / assets;
    }
    expect(ratings).toEqual({ RFCU: "High", SVCU: "Moderate", LCCU: "Low" });
    expect(fixedMortgages.RFCU).toBeGreaterThan(fixedMortgages.SVCU ?? 1);
    expect(fixedMortgages.SVCU).toBeGreaterThan(fixedMortgages.LCCU ?? 1);
    expect(DEMO_PROFILES.RFCU?.strategy).toMatch(/long fixed-rate mortgage/);
    expect(DEMO_PROFILES.LCCU?.strategy).toMatch(/short consumer-loan/);
  }, 120_000);
});

type TreeRow = TableData["rows"][number];
const flat = (rows: readonly TreeRow[]): TreeRow[] => rows.flatMap((r) => [r, ...flat(r.children ?? [])]);
