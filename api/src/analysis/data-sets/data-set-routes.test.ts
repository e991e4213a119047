import { POSITION_COLUMNS, positionTemplateSampleCsv, REQUIRED_POSITION_COLUMNS } from "@alm/engine";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRunInputs, readStoredFiles } from "../../runs/stored-files.ts";
import {
  callApi,
  failureMessagesOf,
  failureOf,
  modelOf,
  sendJson,
  type TestApi,
} from "../../testing/test-api.ts";
import { startSignedInApi, type Tokens } from "../../testing/signed-in-api.ts";
import { dataSetForm, dataSetRequest } from "../../testing/data-set-factory.ts";

interface DataSet {
  id: number;
  name: string;
  asOfDate: string;
  status: string | null;
  statusReason: string | null;
  reportIds: number[];
  isLocked: boolean;
  viewerCan: { edit: boolean; delete: boolean; run: boolean };
  viewerCannotBecause: { edit: string | null; delete: string | null; run: string | null };
  files: { fileName: string; kind: string }[];
  resultSets: { key: string; typ: string }[];
}

const request = dataSetRequest;
const multipart = dataSetForm;

/** Three rows of the template as a user's workbook: rates typed as percents (3.74 %), shown so. */
async function positionsWorkbook(columns: readonly string[]): Promise<Uint8Array<ArrayBuffer>> {
  const rows: Record<string, string | number>[] = [
    {
      key: "New Auto 60",
      description: "New vehicle loans",
      balance: 24_300_000,
      rate: 3.74,
      termMonths: 60,
      amortization: "level",
      paymentMonths: 1,
      repriceMonths: 0,
      cpr: 18,
    },
    {
      key: "Regular Shares",
      description: "Regular share accounts",
      balance: 88_000_000,
      rate: 0.05,
      amortization: "nonmaturity",
      paymentMonths: 1,
      repriceMonths: 0,
      decay: 14,
      beta: 0.15,
    },
    {
      key: "Used Auto 72",
      description: "Used vehicle loans",
      balance: 31_750_000,
      rate: 4.95,
      termMonths: 72,
      amortization: "level",
      paymentMonths: 1,
      repriceMonths: 0,
      cpr: 20,
    },
  ];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Positions");
  sheet.addRow([...columns]);
  for (const r of rows) {
    const row = sheet.addRow(columns.map((c) => (c === "rate" ? Number(r.rate) / 100 : (r[c] ?? null))));
    row.getCell(columns.indexOf("rate") + 1).numFmt = "0.00%";
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe("data sets", () => {
  let api: TestApi;
  let t: Tokens;
  let ids: Record<string, number>;
  const save = (clientId: number, body: FormData, token = t.staff) =>
    callApi(api, `/base/analysis/dataset/client/${clientId}`, token, { method: "PUT", body });
  const list = async (clientId: number, query = "") =>
    modelOf<DataSet[]>(await callApi(api, `/base/analysis/dataset/client/${clientId}${query}`, t.staff));

  beforeAll(async () => ({ api, t, ids } = await startSignedInApi()));
  afterAll(() => api.close());

  it("creates a data set from the upload template, naming it from date, type and description", async () => {
    const res = await save(
      ids.LCCU as number,
      multipart(request(), [{ name: "positions.csv", content: positionTemplateSampleCsv() }]),
    );
    expect(res.status).toBe(201);
    const created = modelOf<DataSet>(res);
    expect(created).toMatchObject({
      name: "2023/03/31 Standard Spring review",
      asOfDate: "2023-03-31T00:00:00",
      status: null,
      isLocked: false,
      files: [expect.objectContaining({ fileName: "positions.csv", kind: "positions" })],
    });
    expect((await list(ids.LCCU as number)).map((d) => d.id)).toContain(created.id);
  });

  it("saves positions whose rates look like decimals, answering a warning that names the rows", async () => {
    const header = REQUIRED_POSITION_COLUMNS.join(",");
    const decimals = [
      header,
      "New Auto 60,Autos,2000000,0.0374,60,level,1,0,,,18,,",
      "Regular Shares,Shares,5000000,0.0005,,nonmaturity,1,0,,,,20,0.2",
      "Used Auto 72,Autos,3000000,0.0495,72,level,1,0,,,20,,",
    ].join("\n");
    const res = await save(
      ids.LCCU as number,
      multipart(request({ description: "Decimal rates" }), [{ name: "decimals.csv", content: decimals }]),
    );
    expect(res.status).toBe(201);
    const saved = modelOf<DataSet & { warnings: string[] }>(res);
    expect(saved.files).toEqual([expect.objectContaining({ fileName: "decimals.csv" })]);
    expect(saved.warnings).toEqual([
      "decimals.csv, row 1, column rate: the rates of rows 2 and 4 look like decimals: every non-zero rate of the level and bullet positions is below 0.25 (row 2: 0.0374). Rates are in percent: enter 3.74 for 3.74 %, not 0.0374; if these are decimals, multiply them by 100 and upload the file again",
    ]);
    // The template's own sample (an overnight investment at 0.15 % among loans in percent) is fine.
    const sample = await save(
      ids.LCCU as number,
      multipart(request({ description: "Sample rates" }), [
        { name: "positions.csv", content: positionTemplateSampleCsv() },
      ]),
    );
    expect(modelOf<{ warnings: string[] }>(sample).warnings).toEqual([]);
  });

  it("reads the JSON part sent as a file, as a client made from the OpenAPI document sends it, and names it when missing", async () => {
    // A Blob of type application/json carries a file name: it was taken for a data file, and the
    // data set refused for "asOfDate: is required" (a new API consumer's review).
    const form = new FormData();
    const body = JSON.stringify(request({ description: "JSON part as a file" }));
    form.append("dataSetRequestBody", new Blob([body], { type: "application/json" }), "blob");
    form.append("files", new Blob([positionTemplateSampleCsv()], { type: "text/csv" }), "positions.csv");
    const res = await save(ids.LCCU as number, form);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(modelOf<DataSet>(res).files).toEqual([expect.objectContaining({ fileName: "positions.csv" })]);

    const without = new FormData();
    without.append("files", new Blob([positionTemplateSampleCsv()], { type: "text/csv" }), "positions.csv");
    const missing = await save(ids.LCCU as number, without);
    expect(missing.status).toBe(400);
    expect(failureOf(missing)).toEqual({ reason: "INVALID_BODY", fields: ["dataSetRequestBody"] });
    expect(missing.body?.errorMessage).toBe(
      "The data set is not valid: dataSetRequestBody: is required: the data set as JSON, a text part of the upload.",
    );

    // A file under a part the upload does not read was taken as one of its files.
    const before = await api.db.query("select id from data_sets");
    const stray = new FormData();
    stray.set("dataSetRequestBody", JSON.stringify(request({ description: "Stray part" })));
    stray.append("file", new Blob([positionTemplateSampleCsv()], { type: "text/csv" }), "positions.csv");
    const strayRes = await save(ids.LCCU as number, stray);
    expect(strayRes.status).toBe(400);
    expect(failureOf(strayRes)).toEqual({ reason: "INVALID_BODY", fields: ["file"] });
    expect(strayRes.body?.errorMessage).toBe(
      "The part 'file' is not read by this upload: its files are sent as 'files'.",
    );
    expect(await api.db.query("select id from data_sets")).toEqual(before);
  });

  it("refuses a duplicate name with the spec's explanation", async () => {
    const res = await save(ids.LCCU as number, multipart(request()));
    expect(res.status).toBe(409);
    expect(res.body?.errorMessage).toBe("Duplicate Data Set Name");
    expect(failureOf(res)).toEqual({ reason: "DUPLICATE_NAME", fields: ["description"] });
    expect(JSON.stringify(res.body)).toContain("Edit the description");
  });

  it("reports every bad row of an upload and stores nothing", async () => {
    const before = await api.db.query("select id from data_sets");
    const bad =
      "key,description,balance,rate,termMonths,amortization,paymentMonths,repriceMonths,index,margin,cpr,decay,beta\n" +
      "New Auto 60,Autos,abc,4.5,60,level,1,0,,,10,,\nNew Auto 60,Autos,1000,4.5,60,sideways,1,0,,,10,,\n";
    const res = await save(
      ids.LCCU as number,
      multipart(request({ description: "Bad file" }), [{ name: "bad.csv", content: bad }]),
    );
    expect(res.status).toBe(422);
    expect(failureOf(res).reason).toBe("UPLOAD_INVALID");
    // Named by the part the files are sent as (the curve's one file is 'file').
    expect(new Set(failureOf(res).fields)).toEqual(new Set(["files"]));
    const messages = (res.body?.additionalInformation as { messages: { error: string }[] }).messages.map(
      (m) => m.error,
    );
    expect(messages.some((m) => m.includes("bad.csv, row 2, column balance"))).toBe(true);
    expect(messages.some((m) => m.includes("row 3, column amortization"))).toBe(true);
    expect(await api.db.query("select id from data_sets")).toHaveLength(before.length);
  });

  it("says, for each problem of a file, which file to correct and how; a file's values share their fix", async () => {
    const bad =
      "key,description,balance,rate,termMonths,amortization,paymentMonths,repriceMonths,index,margin,cpr,decay,beta\n" +
      "New Auto 60,Autos,abc,4.5,60,level,1,0,,,10,,\nUsed Auto 72,Autos,abc,4.5,72,level,1,0,,,10,,\n";
    // Each file's problems: a file of the wrong type is refused before the others are read.
    const resolutionsOf = async (files: { name: string; content: string }[]) => {
      const res = await save(
        ids.LCCU as number,
        multipart(request({ description: "Problems to fix" }), files),
      );
      expect(res.status).toBe(422);
      return (res.body?.additionalInformation as { messages: { resolution: string }[] }).messages.map(
        (m) => m.resolution,
      );
    };
    const files = [
      { name: "bad.csv", content: bad },
      { name: "other.csv", content: "foo,bar\n1,2\n" },
      { name: "broken.xlsx", content: "not a workbook" },
    ];
    expect(await resolutionsOf([...files, { name: "notes.txt", content: "hello" }])).toEqual([
      "Save notes.txt as .csv or .xlsx (the manual upload template's formats) and upload it again.",
    ]);
    expect(await resolutionsOf(files)).toEqual([
      "Correct the value the message names in bad.csv (the manual upload template's example rows show a valid value of each column) and upload it again.",
      "Make row 1 of other.csv the header of the manual upload template (its column names, in any order) with a row below it for each position, and upload it again.",
      "Open broken.xlsx in Excel and save it as an Excel Workbook (.xlsx), or save its first sheet as CSV, and upload it again.",
    ]);
  });

  it("says the columns a file of other columns lacks once, with the header to use once", async () => {
    const res = await save(
      ids.LCCU as number,
      multipart(request({ description: "Other columns" }), [
        { name: "other.csv", content: "foo,bar\n1,2\n" },
      ]),
    );
    expect(res.status).toBe(422);
    const messages = (res.body?.additionalInformation as { messages: { error: string }[] }).messages;
    const named = REQUIRED_POSITION_COLUMNS.map((c) => `"${c}"`).join(", ");
    expect(messages.map((m) => m.error)).toEqual([
      `other.csv, row 1: missing ${REQUIRED_POSITION_COLUMNS.length} columns (${named}); the header must be: ${REQUIRED_POSITION_COLUMNS.join(",")}.`,
    ]);
  });

  it("reads a workbook as the user sees it: a percent cell as its percent, a missing column named", async () => {
    const stored = modelOf<DataSet>(
      await save(
        ids.LCCU as number,
        multipart(request({ description: "From a workbook" }), [
          { name: "positions.xlsx", content: await positionsWorkbook(POSITION_COLUMNS) },
        ]),
      ),
    );
    const inputs = await parseRunInputs(await readStoredFiles(api.db, stored.id));
    // 3.74 %, not 0.0374 % (a loan at a hundredth of its rate) nor 3.7399999999999998.
    expect(inputs.positions.map((p) => p.rate)).toEqual([3.74, 0.05, 4.95]);

    const withoutBeta = POSITION_COLUMNS.filter((c) => c !== "beta");
    const before = await api.db.query("select id from data_sets");
    const res = await save(
      ids.LCCU as number,
      multipart(request({ description: "Workbook without beta" }), [
        { name: "short.xlsx", content: await positionsWorkbook(withoutBeta) },
      ]),
    );
    expect(res.status).toBe(422);
    const messages = (res.body?.additionalInformation as { messages: { error: string }[] }).messages;
    expect(messages.map((m) => m.error)).toEqual([
      `short.xlsx, row 1, column beta: missing column "beta"; the header must be: ${REQUIRED_POSITION_COLUMNS.join(",")}.`,
    ]);
    expect(await api.db.query("select id from data_sets")).toHaveLength(before.length);
  });

  it("locates a workbook's problems by the sheet's own rows, and refuses Excel errors and oversized text", async () => {
    const workbook = async (rows: Record<number, ExcelJS.CellValue[]>) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("Positions");
      sheet.addRow([...POSITION_COLUMNS, "my notes"]);
      for (const [number, values] of Object.entries(rows)) sheet.getRow(Number(number)).values = values;
      return new Uint8Array(await book.xlsx.writeBuffer());
    };
    const loan = (key: string, extra: Record<string, unknown> = {}) =>
      [...POSITION_COLUMNS, "my notes"].map(
        (c) =>
          (({
            key,
            description: `${key} loans`,
            balance: 1_000_000,
            rate: 4.5,
            termMonths: 60,
            amortization: "level",
            paymentMonths: 1,
            repriceMonths: 0,
            // A user's own workings beside the template's columns are not read.
            "my notes": { formula: "1/0", result: { error: "#DIV/0!" } },
            ...extra,
          })[c] ?? null) as ExcelJS.CellValue,
      );
    const linked = loan("Row Two", {
      description: { text: "Linked loans", hyperlink: "https://example.org" },
    });
    // Rows 3 and 4 are left blank: the problems below are on rows 5 and 6 of the sheet.
    const gaps = await workbook({
      2: linked,
      5: loan("Row Five", { balance: "lots" }),
      6: loan("Row Six", {
        description: "x".repeat(201),
        ageMonths: { formula: "A1/0", result: { error: "#DIV/0!" } },
      }),
    });
    const res = await save(
      ids.LCCU as number,
      multipart(request({ description: "Sheet with gaps" }), [{ name: "gaps.xlsx", content: gaps }]),
    );
    expect(res.status).toBe(422);
    const messages = (res.body?.additionalInformation as { messages: { error: string }[] }).messages;
    expect(messages.map((m) => m.error)).toEqual([
      "gaps.xlsx, row 6, column ageMonths: the cell holds Excel's error #DIV/0!, not a value; correct its formula or type the value.",
      expect.stringMatching(/^gaps\.xlsx, row 5, column balance: /),
      "gaps.xlsx, row 6, column description: description must be at most 200 characters.",
    ]);

    const saved = modelOf<DataSet>(
      await save(
        ids.LCCU as number,
        multipart(request({ description: "Sheet with a link" }), [
          { name: "link.xlsx", content: await workbook({ 2: linked }) },
        ]),
      ),
    );
    const inputs = await parseRunInputs(await readStoredFiles(api.db, saved.id));
    // A hyperlink cell reads as the text it shows; it used to read as empty.
    expect(inputs.positions.map((p) => p.description)).toEqual(["Linked loans"]);
  });

  it("refuses an as-of date that is no calendar date, naming the field", async () => {
    for (const asOfDate of ["2023-13", "2023-02-30", "23-03-31", "March 2023"]) {
      const res = await save(ids.LCCU as number, multipart(request({ asOfDate })));
      expect(res.status, asOfDate).toBe(400);
      expect(failureOf(res), asOfDate).toEqual({ reason: "INVALID_BODY", fields: ["asOfDate"] });
      expect(res.body?.errorMessage).toContain(
        "asOfDate: must be a date like 2021-12-31 or a month like 2021-12",
      );
    }
  });

  it("requires Shock and Ramp run results, all distinct", async () => {
    const missing = await save(
      ids.LCCU as number,
      multipart(request({ resultSets: [{ key: "1", typ: "Shock" }] })),
    );
    expect(missing.status).toBe(400);
    expect(missing.body?.errorMessage).toContain("Ramp run result id is required");
    expect(failureOf(missing)).toEqual({ reason: "INVALID_BODY", fields: ["resultSets"] });
    const same = await save(
      ids.LCCU as number,
      multipart(
        request({
          resultSets: [
            { key: "1", typ: "Shock" },
            { key: "1", typ: "Ramp" },
          ],
        }),
      ),
    );
    expect(same.status).toBe(400);
    expect(same.body?.errorMessage).toContain("must all be different");
    const wrongType = await save(ids.LCCU as number, multipart(request({ dataSetType: 5 })));
    expect(wrongType.status).toBe(400);
  });

  it("answers whether a name exists, and clones under a unique name", async () => {
    const [first] = await list(ids.LCCU as number);
    const taken = await sendJson(
      api,
      "POST",
      `/base/analysis/dataset/client/${ids.LCCU}/alreadyexists`,
      t.staff,
      { name: first?.name },
    );
    expect(modelOf(taken)).toBe(true);
    const free = await sendJson(
      api,
      "POST",
      `/base/analysis/dataset/client/${ids.LCCU}/alreadyexists`,
      t.staff,
      { name: "nope" },
    );
    expect(modelOf(free)).toBe(false);
    const copy = await sendJson(api, "POST", `/base/analysis/dataset/${first?.id}/clone`, t.staff);
    expect(copy.status).toBe(201);
    expect(modelOf<DataSet>(copy).name).toMatch(/Copy$/);
    expect(modelOf<DataSet>(copy).status).toBeNull();
  });

  it("refuses to delete a data set a report uses, and deletes an unused one", async () => {
    const used = (await list(ids.RFCU as number)).find((d) => d.reportIds.length > 0);
    const refused = await sendJson(api, "DELETE", `/base/analysis/dataset/${used?.id}`, t.staff);
    expect(refused.status).toBe(409);
    expect(refused.body?.errorMessage).toBe("Unable to delete");
    expect(failureOf(refused).reason).toBe("DATA_SET_IN_USE");
    // The seeded 2021/09/30 set is the base of Q3 2021 and the compare of Q4 2021: named, not numbered.
    const [message] = (refused.body?.additionalInformation as { messages: { error: string }[] }).messages;
    expect(message?.error).toMatch(/^Unable to delete: the report definitions? '[^']+'(, '[^']+')* uses? '/);
    expect(message?.error).not.toMatch(/\d+, \d+|definitions? \d/);
    const created = modelOf<DataSet>(
      await save(ids.RFCU as number, multipart(request({ description: "Scratch" }))),
    );
    expect((await sendJson(api, "DELETE", `/base/analysis/dataset/${created.id}`, t.staff)).status).toBe(200);
    expect((await list(ids.RFCU as number)).map((d) => d.id)).not.toContain(created.id);
  });

  it("the failed demo data set names the Shock run result id its form shows", async () => {
    const failed = (await list(ids.RFCU as number)).find((d) => d.status === "Failed");
    const shock = failed?.resultSets.find((r) => r.typ === "Shock")?.key;
    expect(shock).toMatch(/^\d+$/);
    expect(failed?.statusReason).toContain(`Run result ${shock} was not found`);
  });

  it("refuses to edit a data set locked by an approved or published report", async () => {
    const locked = (await list(ids.RFCU as number)).find((d) => d.isLocked);
    expect(locked).toBeTruthy();
    const res = await save(ids.RFCU as number, multipart(request({ id: locked?.id, description: "Edited" })));
    expect(res.status).toBe(409);
    expect(res.body?.errorMessage).toMatch(/^Locked: used by the approved or published report/);
    expect(failureOf(res).reason).toBe("DATA_SET_LOCKED");
  });

  it("says of an edit's id that names no data set of the client that it is the body's id", async () => {
    const res = await save(ids.RFCU as number, multipart(request({ id: 999_999, description: "Edited" })));
    expect(res.status).toBe(404);
    expect(failureOf(res).reason).toBe("NOT_FOUND");
    // The client in the path is the call's; the id in the body is the caller's to correct.
    const error = "No data set with id '999999' that you may see.";
    expect(failureMessagesOf(res)).toEqual([
      { error, resolution: "Send as id the id of a data set of this client that you may see.", field: "id" },
    ]);
  });

  it("says what the viewer may do with each data set, and why not, by the same rules it enforces", async () => {
    const sets = await list(ids.RFCU as number);
    const locked = sets.find((d) => d.isLocked);
    expect(locked?.viewerCan).toEqual({ edit: false, delete: false, run: false });
    expect(locked?.viewerCannotBecause).toEqual({
      edit: "DATA_SET_LOCKED",
      delete: "DATA_SET_IN_USE",
      run: "DATA_SET_LOCKED",
    });
    const fresh = modelOf<DataSet>(
      await save(ids.RFCU as number, multipart(request({ description: "Never run" }))),
    );
    expect(fresh.viewerCan).toEqual({ edit: false, delete: true, run: true });
    expect(fresh.viewerCannotBecause.edit).toBe("DATA_SET_NOT_FINISHED");
    // A run in progress (set here, as a worker would, so no run can finish first).
    await api.db.query("update data_sets set status = 'Started' where id = $1", [fresh.id]);
    const running = (await list(ids.RFCU as number)).find((d) => d.id === fresh.id);
    expect(running?.viewerCannotBecause).toEqual({
      edit: "DATA_SET_RUNNING",
      delete: "DATA_SET_RUNNING",
      run: "DATA_SET_RUNNING",
    });
  });

  it("filters by days since update and by report ids", async () => {
    expect((await list(ids.RFCU as number, "?daysOld=1")).every((d) => d.name)).toBe(true);
    const all = await list(ids.RFCU as number);
    const withReports = all.filter((d) => d.reportIds.length);
    const reportId = withReports[0]?.reportIds[0];
    const filtered = await list(ids.RFCU as number, `?reportIds=${reportId}`);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((d) => d.reportIds.includes(reportId as number))).toBe(true);
    expect((await callApi(api, `/base/analysis/dataset/client/${ids.RFCU}?daysOld=x`, t.staff)).status).toBe(
      400,
    );
  });

  it("answers a file above 20 MB with 413 and a way out, storing nothing", async () => {
    const form = multipart(request({ description: "Too large" }));
    form.append("files", new Blob([Buffer.alloc(20 * 1024 * 1024 + 1, 0x41)]), "positions.csv");
    const res = await save(ids.LCCU as number, form);
    expect(res.status).toBe(413);
    expect(res.body?.errorMessage).toBe("The file is larger than 20 MB; nothing was saved.");
    expect(JSON.stringify(res.body)).toContain("Split it into files of at most 20 MB");
    // Named by the part the files are sent as, like every other problem of the files.
    expect(failureOf(res).fields).toEqual(["files"]);
    expect((await list(ids.LCCU as number)).map((d) => d.name)).not.toContain(
      "2023/03/31 Standard Too large",
    );
  });

  it("keeps data sets from client users and from signed-out callers", async () => {
    expect((await callApi(api, `/base/analysis/dataset/client/${ids.RFCU}`, t.client)).status).toBe(403);
    expect((await callApi(api, `/base/analysis/dataset/client/${ids.RFCU}`)).status).toBe(401);
    expect((await save(ids.RFCU as number, multipart(request()), t.client)).status).toBe(403);
  });
});
