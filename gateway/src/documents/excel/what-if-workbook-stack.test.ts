import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeOf, documentClient, jobOf } from "../../testing/document-test-client.ts";
import { startDocumentStack, type DocumentStack } from "../../testing/document-test-stack.ts";

const REQUEST = `mutation($input: WhatIfInput!) { requestWhatIfWorkbook(input: $input) {
  id kind status done total fileName downloadUrl downloadLink error errorMessages { error resolution } } }`;
const WHAT_IF = `query($input: WhatIfInput!) { whatIf(input: $input) { __typename ... on WhatIf {
  dataSetName changes { description } measures { key label asIs { number text } withChanges { number text } } } } }`;

/** A sale of the demo's 30-year fixed mortgages into cash. */
const SALE = { resize: { group: "Fixed 30 Yr_H3", amount: "-5000000", counterpart: "CASH" } };

describe("a what-if's comparison as an Excel workbook, computed again by the gateway's job", () => {
  let stack: DocumentStack;
  let client: Awaited<ReturnType<typeof documentClient>>;
  let input: { dataSetId: string; reportDefinitionId: string; changes: unknown[] };

  const request = (as: string | undefined, changes: unknown[] = [SALE]) =>
    client.gql(as, REQUEST, { input: { ...input, changes } });

  beforeAll(async () => {
    stack = await startDocumentStack({ apiPort: 4272, gatewayPort: 4273 });
    client = await documentClient(stack);
    const own = await client.gql(
      "client",
      "query($id: ID!) { client(id: $id) { reportDefinitions { id baseDataSetId } } }",
      {
        id: client.ids.RFCU,
      },
    );
    const definitions = (own.data?.client as { reportDefinitions: { id: string; baseDataSetId: string }[] })
      .reportDefinitions;
    const q4 = definitions.find((d) => d.id === client.ids.published);
    expect(q4).toBeTruthy();
    input = { dataSetId: q4!.baseDataSetId, reportDefinitionId: q4!.id, changes: [] };
  }, 90_000);
  afterAll(() => stack?.close());

  it("refuses a caller signed out, another institution's user, and a sale larger than the group", async () => {
    expect(codeOf(await request(undefined))).toBe("UNAUTHENTICATED");
    expect(["NOT_FOUND", "FORBIDDEN"]).toContain(codeOf(await request("client2")));
    const tooLarge = await request("client", [{ resize: { ...SALE.resize, amount: "-900000000000" } }]);
    expect(codeOf(tooLarge)).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(tooLarge.errors)).toContain("changes[0].resize.amount");
  }, 60_000);

  it("writes the what-if's figures as the whatIf query computes them", async () => {
    const queued = jobOf(await request("client"));
    expect(queued).toMatchObject({
      kind: "WHAT_IF_WORKBOOK",
      status: "QUEUED",
      fileName: "Analysis-RFCU-2021-12-31-WhatIf.xlsx",
    });
    const job = await client.finished(queued.id, "client");
    expect(job, JSON.stringify(job)).toMatchObject({ status: "DONE", done: 1, total: 1 });
    const file = await client.download(job.downloadUrl!, "client");
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.getWorksheet("What-if")!;
    const rows = sheet.getSheetValues().filter(Array.isArray) as unknown[][];

    const { whatIf } = (await client.gql("client", WHAT_IF, { input: { ...input, changes: [SALE] } }))
      .data as {
      whatIf: {
        changes: { description: string }[];
        measures: {
          label: string;
          asIs: { number: string | null };
          withChanges: { number: string | null };
        }[];
      };
    };
    expect(rows.some((r) => r.includes(whatIf.changes[0]!.description))).toBe(true);
    for (const m of whatIf.measures) {
      const row = rows.find((r) => r[1] === m.label);
      expect(row, m.label).toBeTruthy();
      const number = (v: string | null) => (v === null ? null : Number(v));
      expect([row![3], row![4]]).toEqual([number(m.asIs.number), number(m.withChanges.number)]);
    }
  }, 120_000);
});
