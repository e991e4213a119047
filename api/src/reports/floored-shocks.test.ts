import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSignedInApi } from "../testing/signed-in-api.ts";
import { callApi, modelOf, reportDefinitionIds, type TestApi } from "../testing/test-api.ts";
import type { ReportModel, Row, TableData } from "./report-model.ts";

/**
 * On 2021-12-31 the Treasury curve peaked at 1.94 %, so the -200, -300 and -400 bp shocks all
 * floor every tenor at zero: one curve, hence one NEV and one NII in every report, and the
 * narratives say all three are the same. On 2022-07-29 the curve sits higher, the -200 bp shock
 * floors it only in part, and it stays apart.
 */
const DOWN = ["-400", "-300", "-200"];

describe("shocks the zero floor stops at the same curve", () => {
  let api: TestApi;
  let token: string;
  const defs: Record<string, number> = {};

  const page = async (id: number, definition: string) => {
    const defId = defs[definition] as number;
    const res = await callApi(api, `/base/analysis/reports/${id}/reportdefinition/${defId}`, token);
    expect(res.status, `page ${id}`).toBe(200);
    return modelOf<ReportModel>(res).data;
  };
  const rowsById = (data: ReportModel["data"]) =>
    new Map<string, Row>((data.grid1 as TableData).rows.map((r) => [String(r.id), r]));

  beforeAll(async () => {
    const started = await startSignedInApi();
    ({ api } = started);
    token = started.t.staff;
    Object.assign(defs, await reportDefinitionIds(api));
  });
  afterAll(() => api.close());

  it("give the same Earnings at Risk at 12 and 24 months, to the cent, and NII at risk reads that one figure", async () => {
    const data = await page(38, "RFCU:Q4 2021 ALM Report");
    const rows = rowsById(data);
    const minus200 = rows.get("-200");
    for (const id of DOWN) {
      for (const field of ["nii12", "change12", "percent12", "nii24", "change24", "percent24"]) {
        expect(rows.get(id)?.[field], `${id} ${field}`).toBe(minus200?.[field]);
      }
    }
    // -100 leaves the long end above zero: its NII is its own.
    expect(Math.round(Number(rows.get("-100")?.nii12) * 100)).not.toBe(
      Math.round(Number(minus200?.nii12) * 100),
    );
    const metadata = (data.grid1 as TableData).metadata ?? {};
    expect(metadata.niiAtRisk24).toBe(minus200?.percent24);
    // The three tie: named together, mildest first, never as the -400 bp shock alone.
    expect(metadata.niiAtRisk24Scenario).toBe("-200, -300 and -400 bp shocks");
  });

  it("say so in the Executive Summary and the NEV Summary, with NEV the same as well", async () => {
    const nev = rowsById(await page(21, "RFCU:Q4 2021 ALM Report"));
    for (const id of DOWN) expect(nev.get(id)?.dataset1_value).toBe(nev.get("-200")?.dataset1_value);
    for (const id of [11, 21]) {
      const summary = String((await page(id, "RFCU:Q4 2021 ALM Report")).summary);
      expect(summary, `page ${id}`).toContain(
        "Shocked rates stop at zero, so the -400 and -300 bp shocks give the same values as the -200 bp shock",
      );
    }
  });

  it("keep a shock whose curve the floor held only in part apart from the deeper ones", async () => {
    const rows = rowsById(await page(38, "RFCU:July 2022 ALM Report"));
    expect(Math.round(Number(rows.get("-200")?.nii12) * 100)).not.toBe(
      Math.round(Number(rows.get("-300")?.nii12) * 100),
    );
    const summary = String((await page(11, "RFCU:July 2022 ALM Report")).summary);
    expect(summary).not.toContain("the same values as the -200 bp shock");
  });
});
