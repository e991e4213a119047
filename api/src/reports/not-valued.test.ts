import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSignedInApi } from "../testing/signed-in-api.ts";
import { callApi, modelOf, reportDefinitionIds, type TestApi } from "../testing/test-api.ts";
import { findReport } from "./catalogue/report-catalogue.ts";
import { NOT_VALUED_FOOTER } from "./measures.ts";
import type { ReportModel, Row, TableData } from "./report-model.ts";

const walk = (rows: readonly Row[]): Row[] => rows.flatMap((r) => [r, ...walk(r.children ?? [])]);
const SCENARIOS = ["-400", "-300", "-200", "-100", "Base", "100", "200", "300", "400", "500"];

/**
 * The unrealized gain or loss on AFS securities is a book adjustment (amortization "adjustment"):
 * the securities' fair values already hold it, so it has no market value of its own. Its rows read
 * N/A (null), not a market value of 0 and a price and duration of 0.00, and NEV is unchanged.
 */
describe("a book adjustment is not valued", () => {
  let api: TestApi;
  let token: string;
  let defId: number;

  const page = async (id: number) => {
    const res = await callApi(api, `/base/analysis/reports/${id}/reportdefinition/${defId}`, token);
    expect(res.status, `page ${id}`).toBe(200);
    return modelOf<ReportModel>(res).data;
  };
  const treeOf = async (id: number) => walk((((await page(id)).tree as TableData) ?? { rows: [] }).rows);
  const adjustment = (rows: Row[]) => rows.find((r) => /^Unrealized G\/L on AFS/.test(String(r.description)));

  beforeAll(async () => {
    const started = await startSignedInApi();
    ({ api } = started);
    token = started.t.staff;
    defId = (await reportDefinitionIds(api))["RFCU:Q4 2021 ALM Report"] as number;
  });
  afterAll(() => api.close());

  it("shows its book value and N/A for market value, price, gain and duration in every scenario", async () => {
    for (const id of [47, 49, 51, 53]) {
      const row = adjustment(await treeOf(id));
      expect(row?.bookValue, `page ${id}`).toBe(336_176);
      for (const s of SCENARIOS) expect(row?.[`dataset1_${s}`], `page ${id} ${s}`).toBeNull();
    }
    const compared = adjustment(await treeOf(41));
    expect(compared?.dataset1_market).toBeNull();
    expect(compared?.dataset1_price).toBeNull();
    const keyRates = adjustment(await treeOf(34));
    for (const field of ["effDuration", "effConvexity", "krd_3", "krd_360", "krdTotal"])
      expect(keyRates?.[field], field).toBeNull();
  });

  it("keeps NEV: the assets' market value is their valued lines', the adjustment counted at 0", async () => {
    const rows = await treeOf(49);
    const assets = rows.find((r) => r.hLevel === 0 && /^Asset/.test(String(r.description)));
    const lines = (assets?.children ?? []).map((r) => r.dataset1_Base);
    expect(lines).toContain(null);
    const valued = lines.reduce<number>((s, v) => s + (typeof v === "number" ? v : 0), 0);
    expect(Math.abs(valued - Number(assets?.dataset1_Base))).toBeLessThan(0.01);
    const summary = ((await page(21)).grid1 as TableData).rows.find((r) => r.id === "Base");
    const liabilities = rows.find((r) => r.hLevel === 0 && /^Liabilit/.test(String(r.description)));
    const nev = Number(assets?.dataset1_Base) - Number(liabilities?.dataset1_Base);
    expect(Math.abs(nev - Number(summary?.dataset1_value))).toBeLessThan(0.01);
  });

  it("says why under every table that shows folders' values", () => {
    for (const id of [34, 41, 42, 43, 44, 45, 46, 47, 49, 51, 53]) {
      const footers = (findReport(id)?.template ?? []).map((b) => b.footer);
      // A table of changes adds the rounding note after it (pages/rounding-note.ts).
      expect(
        footers.some((f) => f?.startsWith(NOT_VALUED_FOOTER)),
        `page ${id}`,
      ).toBe(true);
    }
  });
});
