import ExcelJS from "exceljs";
import { curveToCsv, treasuryCurve, type CurvePoint } from "@alm/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  defaultTestDatabase,
  failureOf,
  modelOf,
  reportDefinitionIds,
  sendJson,
  type TestApi,
} from "../testing/test-api.ts";
import { startSignedInApi, type Tokens } from "../testing/signed-in-api.ts";
import type { CurveDetail, CurveSummary, CurveVersion } from "./curve-model.ts";

const BASE = "/base/analysis/yieldcurves";
const H15 = "US Treasury daily par yield curve (CMT, H.15), closing values";

/** A curve on the built-in tenors with every rate moved by `shift` percent. */
const shifted = (shift: number): CurvePoint[] =>
  (treasuryCurve("2021-12-31")?.points ?? []).map((p) => ({
    tenorMonths: p.tenorMonths,
    rate: Number((p.rate + shift).toFixed(2)),
  }));

/** A workbook as a user types a curve: rates as percent cells (3.74 %). */
async function curveWorkbook(points: readonly CurvePoint[]): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Curve");
  sheet.addRow(["tenorMonths", "rate"]);
  for (const p of points) {
    const row = sheet.addRow([p.tenorMonths, p.rate / 100]);
    row.getCell(2).numFmt = "0.00%";
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

function curveForm(files: { name: string; content: string | Uint8Array<ArrayBuffer> }[], source?: string) {
  const form = new FormData();
  if (source !== undefined) form.set("source", source);
  for (const f of files) form.append("file", new Blob([f.content]), f.name);
  return form;
}

describe(`yield curve calls on ${defaultTestDatabase()}`, () => {
  let api: TestApi;
  let t: Tokens;
  let ids: Record<string, number>;

  const upload = (asOfDate: string, form: FormData, token = t.staff) =>
    callApi(api, `${BASE}/${asOfDate}`, token, { method: "POST", body: form });
  const csvUpload = (asOfDate: string, points: CurvePoint[], source?: string) =>
    upload(asOfDate, curveForm([{ name: `curve-${asOfDate}.csv`, content: curveToCsv(points) }], source));
  const list = async (token = t.staff) => modelOf<CurveSummary[]>(await callApi(api, BASE, token));
  const detail = async (asOfDate: string) =>
    modelOf<CurveDetail>(await callApi(api, `${BASE}/${asOfDate}`, t.staff));
  const storedRows = async () =>
    (await api.db.query<{ n: number }>("select count(*)::int as n from yield_curves"))[0]?.n;
  const errorsOf = (res: { body: Record<string, unknown> | null }) =>
    ((res.body?.additionalInformation as { messages: { error: string }[] }).messages ?? []).map(
      (m) => m.error,
    );

  beforeAll(async () => ({ api, t, ids } = await startSignedInApi()));
  afterAll(() => api.close());

  it("refuses every call to a signed-out caller", async () => {
    expect((await callApi(api, BASE)).status).toBe(401);
    expect((await callApi(api, `${BASE}/2021-12-31`)).status).toBe(401);
    const form = curveForm([{ name: "c.csv", content: curveToCsv(shifted(2)) }]);
    expect((await callApi(api, `${BASE}/2023-12-29`, undefined, { method: "POST", body: form })).status).toBe(
      401,
    );
  });

  it("serves the built-in H.15 curves as version 1 of their dates, each with its source", async () => {
    const curves = await list();
    expect(curves.map((c) => c.asOfDate)).toEqual(["2022-07-29", "2021-12-31", "2021-09-30"]);
    expect(curves[1]).toEqual({
      asOfDate: "2021-12-31",
      version: 1,
      source: H15,
      builtIn: true,
      fileName: null,
      uploadedBy: null,
      uploadedDate: null,
      versionCount: 1,
    });
    // Only curves transcribed from their publication ship, each naming it.
    expect(curves.map((c) => c.source)).toEqual([H15, H15, H15]);
    const one = await detail("2021-12-31");
    expect(one.points).toEqual(treasuryCurve("2021-12-31")?.points);
    expect(one.versions.map((v) => v.version)).toEqual([1]);
  });

  it("lets client users read curves (market data, stated on their reports) but never upload", async () => {
    expect((await list(t.client)).length).toBeGreaterThanOrEqual(3);
    expect((await callApi(api, `${BASE}/2022-07-29`, t.client)).status).toBe(200);
    const before = await storedRows();
    const refused = await upload(
      "2023-12-29",
      curveForm([{ name: "c.csv", content: curveToCsv(shifted(2)) }]),
      t.client,
    );
    expect(refused.status).toBe(403);
    expect(failureOf(refused).reason).toBe("FORBIDDEN");
    expect(await storedRows()).toBe(before);
  });

  it("refuses curves to a user without the View permission", async () => {
    for (const path of [BASE, `${BASE}/2021-12-31`]) {
      const res = await callApi(api, path, t.prospect);
      expect(res.status, path).toBe(403);
      expect(res.body?.errorMessage).toBe("You need the 'View' permission to do this.");
    }
  });

  it("answers a date without a curve 404, and a date that is no date 400 naming it", async () => {
    const none = await callApi(api, `${BASE}/2023-12-29`, t.staff);
    expect(none.status).toBe(404);
    expect(none.body?.errorMessage).toBe("No yield curve is stored for 2023-12-29.");
    for (const date of ["2023-02-30", "2023-12", "29-12-2023"]) {
      const bad = await csvUpload(date, shifted(2));
      expect(bad.status, date).toBe(400);
      expect(failureOf(bad), date).toEqual({ reason: "INVALID_PARAMETER", fields: ["asOfDate"] });
      expect(bad.body?.errorMessage).toContain("asOfDate must be a calendar date written yyyy-mm-dd");
    }
  });

  it("refuses a bad upload with what to fix, by field, and stores nothing", async () => {
    const before = await storedRows();
    const future = await csvUpload("2999-12-31", shifted(2));
    expect(future.status).toBe(422);
    expect(failureOf(future)).toEqual({ reason: "VALIDATION_FAILED", fields: ["asOfDate"] });
    expect(future.body?.errorMessage).toBe(
      "The as-of date 2999-12-31 is in the future: a curve holds rates observed on its date.",
    );

    const none = await upload("2023-12-29", curveForm([]));
    expect(none.status).toBe(422);
    expect(failureOf(none)).toEqual({ reason: "UPLOAD_INVALID", fields: ["file"] });
    expect(none.body?.errorMessage).toBe("No file was sent; nothing was saved.");

    const pdf = await upload("2023-12-29", curveForm([{ name: "curve.pdf", content: "%PDF" }]));
    expect(errorsOf(pdf)).toEqual(["curve.pdf: only .csv and .xlsx files can be uploaded"]);

    const broken = await upload("2023-12-29", curveForm([{ name: "curve.xlsx", content: "not a workbook" }]));
    expect(errorsOf(broken)).toEqual(["curve.xlsx: the file is not a readable .xlsx workbook"]);

    const rows = [
      "tenorMonths,rate",
      "3,5.1",
      "5,5.0",
      "6,high",
      "12,26",
      "24,4.1",
      "24,4.2",
      "36,4.0",
      "60,4.0",
      "84,4.1",
      "120,4.2",
      "360,4.5",
      "240,4.4",
    ].join("\n");
    const bad = await upload("2023-12-29", curveForm([{ name: "bad.csv", content: rows }]));
    expect(bad.status).toBe(422);
    expect(failureOf(bad).reason).toBe("UPLOAD_INVALID");
    expect(new Set(failureOf(bad).fields)).toEqual(new Set(["file"]));
    expect(bad.body?.errorMessage).toBe("The curve file has 4 problems; nothing was saved.");
    expect(errorsOf(bad)).toEqual([
      "bad.csv, row 3, column tenorMonths: tenor 5 months is not a Treasury (CMT) tenor; use one of 1, 2, 3, 4, 6, 12, 24, 36, 60, 84, 120, 240, 360.",
      'bad.csv, rows 4–5, column rate: rate must be an annual percent from -5 to 25; got "high" and "26".',
      "bad.csv, row 7, column tenorMonths: tenor 24 months appears twice (also on row 6); keep one.",
      "bad.csv, row 13, column tenorMonths: tenors must increase down the file: 240 months comes after 360 months (row 12).",
    ]);
    const short = await upload(
      "2023-12-29",
      curveForm([{ name: "short.csv", content: "tenorMonths,rate\n3,5\n" }]),
    );
    expect(errorsOf(short)).toEqual([
      "short.csv, row 1, column tenorMonths: the curve lacks the tenors 6, 12, 24, 36, 60, 84, 120, 240, 360 months; the engine needs 3, 6, 12, 24, 36, 60, 84, 120, 240, 360.",
    ]);

    const long = await csvUpload("2023-12-29", shifted(2), "x".repeat(301));
    expect(failureOf(long)).toEqual({ reason: "INVALID_BODY", fields: ["source"] });
    expect(await storedRows()).toBe(before);
    expect((await callApi(api, `${BASE}/2023-12-29`, t.staff)).status).toBe(404);
  });

  it("says a problem on 12 rows once: its rows, its column, the rule and the fix", async () => {
    // A decimal comma on every row but the first (4,10 read as 410): 12 rows break one rule.
    const tenors = [2, 3, 4, 6, 12, 24, 36, 60, 84, 120, 240, 360];
    const file = ["tenorMonths,rate", "1,4.1", ...tenors.map((t, i) => `${t},"4,${10 + i}"`)].join("\n");
    const refused = await upload("2023-12-29", curveForm([{ name: "commas.csv", content: file }]));
    expect(refused.status).toBe(422);
    expect(refused.body?.errorMessage).toBe("The curve file has 1 problem; nothing was saved.");
    expect(refused.body?.additionalInformation).toEqual({
      messages: [
        {
          error:
            'commas.csv, rows 3–14, column rate: rate must be an annual percent from -5 to 25; got "4,10", "4,11", "4,12" and 9 more.',
          resolution:
            "Correct the file (columns tenorMonths and rate, one row per Treasury tenor, rates in percent) and upload it again.",
          field: "file",
        },
      ],
    });
  });

  it("refuses a curve typed in decimals, saying so, as CSV or as a workbook's plain numbers", async () => {
    const before = await storedRows();
    const decimals = shifted(0).map((p) => ({ ...p, rate: Number((p.rate / 100).toFixed(6)) }));
    const message =
      "every rate is below 0.25: rates look like decimals (0.0152) rather than percent (1.52); enter rates in percent (multiply these by 100) and upload the curve again";
    const csv = await csvUpload("2023-12-29", decimals);
    expect(csv.status).toBe(422);
    expect(failureOf(csv)).toEqual({ reason: "UPLOAD_INVALID", fields: ["file"] });
    expect(csv.body?.errorMessage).toBe("The curve file has 1 problem; nothing was saved.");
    expect(errorsOf(csv)).toEqual([`curve-2023-12-29.csv, row 1, column rate: ${message}.`]);
    // A workbook whose cells hold 0.0152 unformatted (not 1.52 %) is the same mistake.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Curve");
    sheet.addRow(["tenorMonths", "rate"]);
    for (const p of decimals) sheet.addRow([p.tenorMonths, p.rate]);
    const xlsx = await upload(
      "2023-12-29",
      curveForm([{ name: "decimals.xlsx", content: new Uint8Array(await book.xlsx.writeBuffer()) }]),
    );
    expect(xlsx.status).toBe(422);
    expect(errorsOf(xlsx)).toEqual([`decimals.xlsx, row 1, column rate: ${message}.`]);
    expect(await storedRows()).toBe(before);
  });

  it("stores an upload as a new version of its date; a workbook's percent cells read as shown", async () => {
    const first = await csvUpload("2023-12-29", shifted(2), "H.15 release of 2024-01-02");
    expect(first.status).toBe(201);
    const added = modelOf<CurveVersion>(first);
    expect(added).toMatchObject({
      asOfDate: "2023-12-29",
      version: 1,
      source: "H.15 release of 2024-01-02",
      builtIn: false,
      fileName: "curve-2023-12-29.csv",
      uploadedBy: "staff",
      points: shifted(2),
    });
    expect(Date.parse(added.uploadedDate as string)).toBeGreaterThan(Date.now() - 60_000);

    const second = await upload(
      "2023-12-29",
      curveForm([{ name: "corrected.xlsx", content: await curveWorkbook(shifted(2.5)) }]),
    );
    expect(second.status).toBe(201);
    expect(modelOf<CurveVersion>(second)).toMatchObject({
      version: 2,
      source: "File corrected.xlsx (source not stated)",
      points: shifted(2.5),
    });
    const read = await detail("2023-12-29");
    expect(read).toMatchObject({ version: 2, points: shifted(2.5) });
    expect(read.versions.map((v) => [v.version, v.fileName])).toEqual([
      [2, "corrected.xlsx"],
      [1, "curve-2023-12-29.csv"],
    ]);
    expect((await list()).find((c) => c.asOfDate === "2023-12-29")).toMatchObject({
      version: 2,
      versionCount: 2,
    });

    // A built-in curve is version 1 of its date: an upload for that date is version 2.
    const overBuiltIn = await csvUpload("2021-09-30", shifted(0.01));
    expect(modelOf<CurveVersion>(overBuiltIn).version).toBe(2);
    expect((await detail("2021-09-30")).versions.map((v) => [v.version, v.builtIn])).toEqual([
      [2, false],
      [1, true],
    ]);

    // Two uploads for one date at once both get a version of their own.
    const both = await Promise.all([
      csvUpload("2023-06-30", shifted(1)),
      csvUpload("2023-06-30", shifted(1.1)),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both.map((r) => modelOf<CurveVersion>(r).version).sort()).toEqual([1, 2]);
  });

  describe("runs", () => {
    interface DataSet {
      id: number;
      status: string | null;
      statusReason: string | null;
    }
    const HEADER =
      "key,description,balance,rate,termMonths,amortization,paymentMonths,repriceMonths,index,margin,cpr,decay,beta";
    const dataSetOf = async (id: number) =>
      modelOf<DataSet[]>(await callApi(api, `/base/analysis/dataset/client/${ids.RFCU}`, t.staff)).find(
        (d) => d.id === id,
      ) as DataSet;
    const runToEnd = async (id: number) => {
      expect((await sendJson(api, "PUT", `/base/analysis/dataset/${id}/run`, t.staff)).status).toBe(202);
      await expect
        .poll(async () => (await dataSetOf(id)).status, { timeout: 30_000, interval: 100 })
        .not.toBe("Started");
      return dataSetOf(id);
    };
    const create = async (
      asOfDate: string,
      description: string,
      positions = "New Auto 60,Autos,2000000,3.9,60,level,1,0,,,18,,",
    ) => {
      const form = new FormData();
      form.set(
        "dataSetRequestBody",
        JSON.stringify({
          asOfDate,
          dataSetType: 99,
          description,
          resultSets: [
            { key: `${description}-1`, typ: "Shock" },
            { key: `${description}-2`, typ: "Ramp" },
          ],
        }),
      );
      form.append("files", new Blob([`${HEADER}\n${positions}\n`]), "positions.csv");
      const res = await callApi(api, `/base/analysis/dataset/client/${ids.RFCU}`, t.staff, {
        method: "PUT",
        body: form,
      });
      expect(res.status).toBe(201);
      return modelOf<DataSet>(res).id;
    };

    it("refuses a run with no curve within 7 days, naming the curve to add; runs once it is added", async () => {
      const id = await create("2024-03-31", "Curve check");
      const refused = await runToEnd(id);
      expect(refused.status).toBe("Failed");
      expect(refused.statusReason).toBe(
        "No yield curve within 7 days of 2024-03-31: the nearest is 2023-12-29. Add a curve for 2024-03-31 under Yield Curves, then run again.",
      );
      // Eight days away is still too far; a curve from the last business day before the month end is near enough.
      expect((await csvUpload("2024-03-23", shifted(2))).status).toBe(201);
      expect((await runToEnd(id)).statusReason).toContain("the nearest is 2024-03-23");
      expect((await csvUpload("2024-03-28", shifted(2))).status).toBe(201);
      expect(await runToEnd(id)).toMatchObject({ status: "Completed", statusReason: null });
      const [stored] = await api.db.query<{
        inputs_key: string;
        curve: { asOfDate: string; version: number };
      }>("select inputs_key, result->'curve' as curve from run_results where data_set_id = $1", [id]);
      expect(stored?.inputs_key).toMatch(/\|curve:2024-03-28v1$/);
      expect(stored?.curve).toMatchObject({ asOfDate: "2024-03-28", version: 1, distanceDays: 3 });
    });

    it("values a curve quoted below zero as quoted at Base, and names the shocks the floor held", async () => {
      // A flat -0.5 % par curve, and a 5-year zero-coupon note on it.
      const negative = shifted(0).map((p) => ({ ...p, rate: -0.5 }));
      expect((await csvUpload("2024-06-28", negative, "Negative-yield test curve")).status).toBe(201);
      const id = await create(
        "2024-06-30",
        "Negative curve",
        "Treasury Note 60,Zero-coupon note,1000000,0,60,bullet,12,0,,,,,",
      );
      expect(await runToEnd(id)).toMatchObject({ status: "Completed", statusReason: null });
      const [stored] = await api.db.query<{
        ids: string[];
        nev: number[][];
        floor: { atZero: boolean; floored: { scenario: string; sameAs: string | null }[] };
      }>(
        `select result->'packing'->'nev' as ids, result->'engine'->'totals'->'asset'->'nev' as nev,
                result->'engine'->'rateFloor' as floor
         from run_results where data_set_id = $1`,
        [id],
      );
      const price = (scenario: string) => stored?.nev[stored.ids.indexOf(scenario)]?.[1];
      // The README's discounting: the flat par yield is the zero rate, semiannually compounded.
      const byHand = 100 * Math.pow(1 - 0.005 / 2, -10);
      expect(byHand).toBeCloseTo(102.5347, 4);
      expect(price("Base")).toBeCloseTo(byHand, 6);
      // Shocks down hold the rate where it is (already below zero); shocks up move it.
      expect(price("-100")).toBeCloseTo(byHand, 6);
      expect(price("100")).toBeCloseTo(100 * Math.pow(1 + 0.005 / 2, -10), 6);
      expect(stored?.floor.atZero).toBe(true);
      expect(stored?.floor.floored.slice(0, 4).map((f) => [f.scenario, f.sameAs])).toEqual([
        ["-400", "-100"],
        ["-300", "-100"],
        ["-200", "-100"],
        ["-100", null],
      ]);
    });

    it("recomputes results on a new curve version, except a locked data set's, and states date, version and source", async () => {
      // Base: a What If data set no approved report uses; compare: July 2022, locked by the approved report.
      const whatIf = (await reportDefinitionIds(api))["RFCU:July 2022 Deposit Runoff What-If"] as number;
      const page = async (id: number) => {
        const res = await callApi(api, `/base/analysis/reports/${id}/reportdefinition/${whatIf}`, t.staff);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return (res.body?.data as { model: { metadata: { curve: unknown }; data: Record<string, unknown> } })
          .model;
      };
      const grid = (model: Awaited<ReturnType<typeof page>>) =>
        model.data.grid1 as {
          metadata: { curves: unknown[] };
          rows: { id: string; dataset1_value: number; dataset2_value: number }[];
        };
      const tenYear = (model: Awaited<ReturnType<typeof page>>) => {
        const row = grid(model).rows.find((r) => r.id === "t120");
        // In basis points: a rate's percent divided by 100 is not exact in binary.
        return [row?.dataset1_value, row?.dataset2_value].map((v) => Math.round((v ?? NaN) * 10_000));
      };
      const builtIn = { asOfDate: "2022-07-29", version: 1, source: H15 };
      const before = await page(71);
      const nevBefore = JSON.stringify((await page(21)).data);
      expect(before.metadata.curve).toEqual(builtIn);
      expect(grid(before).metadata.curves).toEqual([builtIn, builtIn]);
      expect(before.data.curves).toContain(
        `the yield curve of 2022/07/29 (2 days from the as-of date 2022/07/31), version 1. Source: ${H15}.`,
      );
      expect(tenYear(before)).toEqual([267, 267]);

      expect((await csvUpload("2022-07-29", shifted(0.5), "Corrected H.15 closing values")).status).toBe(201);
      const after = await page(71);
      const corrected = { asOfDate: "2022-07-29", version: 2, source: "Corrected H.15 closing values" };
      expect(after.metadata.curve).toEqual(corrected);
      // The approved report's data set keeps the curve its figures were computed on.
      expect(grid(after).metadata.curves).toEqual([corrected, builtIn]);
      expect(after.data.curves).toContain("version 2. Source: Corrected H.15 closing values.");
      expect(after.data.curves).toContain(`version 1. Source: ${H15}.`);
      expect(tenYear(after)).toEqual([202, 267]);
      // The values themselves were computed again on the new curve, not only its description.
      expect(JSON.stringify((await page(21)).data)).not.toBe(nevBefore);
    });
  });
});
