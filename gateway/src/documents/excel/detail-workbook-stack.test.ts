import { excelCellValue, excelNumberFormat, exportColumns, type ColumnFormatName } from "@alm/formats";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportView, TableBlockView } from "../../reports/report-view.ts";
import { wsClient } from "../../testing/ws-client.ts";
import { startDocumentStack, type DocumentStack } from "../../testing/document-test-stack.ts";

interface Job {
  id: string;
  status: string;
  done: number;
  total: number;
  fileName: string;
  downloadUrl: string | null;
}

const JOB_FIELDS = "id status done total fileName downloadUrl";
const REPORT = `query($id: ID!, $reportId: Int!, $year: Int) {
  report(reportDefinitionId: $id, reportId: $reportId, year: $year) {
    id title year blocks { __typename ... on TableBlock { title treeData footer
      columns { field label format isRowHeader precision divisor group noExport displayAs scenario width }
      rows { id parentId path hasChildren format cells { field value text flag } } } } } }`;

describe("the Detail Reports workbook of a published report definition, against the gateway's report data", () => {
  let stack: DocumentStack;
  let token: string;
  let definitionId: string;
  let clientId: string;

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}, as = token) => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${as}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  };

  beforeAll(async () => {
    stack = await startDocumentStack({ apiPort: 4260, gatewayPort: 4261 });
    token = await stack.token("client");
    const staff = await stack.token("staff");
    const { clients } = await gql<{ clients: { id: string; acronym: string }[] }>(
      "{ clients { id acronym } }",
      {},
      staff,
    );
    clientId = clients.find((c) => c.acronym === "RFCU")?.id as string;
    const { client } = await gql<{ client: { reportDefinitions: { id: string; name: string }[] } }>(
      "query($id: ID!) { client(id: $id) { reportDefinitions { id name } } }",
      { id: clientId },
    );
    definitionId = client.reportDefinitions.find((d) => d.name === "Q4 2021 ALM Report")?.id as string;
    expect(definitionId).toBeTruthy();
  }, 90_000);
  afterAll(() => stack?.close());

  it("has a sheet per report and NII year whose values, formats, outline and frozen header match the report data", async () => {
    const { requestDetailWorkbook: queued } = await gql<{ requestDetailWorkbook: Job }>(
      `mutation($c: ID!, $d: ID!) { requestDetailWorkbook(clientId: $c, reportDefinitionId: $d) { ${JOB_FIELDS} } }`,
      { c: clientId, d: definitionId },
    );
    expect(queued).toMatchObject({ status: "QUEUED", done: 0, total: 13 });
    expect(queued.fileName).toBe("Analysis-RFCU-2021-12-31-Detail.xlsx");

    // Progress through the subscription, ending with DONE.
    const socket = wsClient(stack.gatewayUrl, { authorization: `Bearer ${token}` });
    const events: Job[] = [];
    await new Promise<void>((resolve, reject) =>
      socket.subscribe(
        {
          query: `subscription($id: ID!) { documentJobProgress(id: $id) { ${JOB_FIELDS} } }`,
          variables: { id: queued.id },
        },
        {
          next: (v) => events.push((v.data as { documentJobProgress: Job }).documentJobProgress),
          error: reject,
          complete: resolve,
        },
      ),
    );
    await socket.dispose();
    const last = events.at(-1) as Job;
    expect(last, JSON.stringify(events)).toMatchObject({ status: "DONE", done: 13, total: 13 });
    expect(events.some((e) => e.status === "RUNNING" && e.done > 0 && e.done < 13)).toBe(true);
    expect(events.map((e) => e.done)).toEqual([...events.map((e) => e.done)].sort((a, b) => a - b));

    const res = await fetch(`${stack.gatewayUrl}${last.downloadUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toContain(
      'filename="Analysis-RFCU-2021-12-31-Detail.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);

    // The pages the api's dictionary flags for the workbook, in catalogue order.
    const expected = [34, 38, 10, 47, 49, 51, 53, 55, 57, 91, 95].flatMap((id) =>
      id === 55 || id === 57
        ? [
            [id, 1],
            [id, 2],
          ]
        : [[id, 1]],
    );
    expect(workbook.worksheets.map((ws) => Number(ws.name.split(" ")[0]))).toEqual(
      expected.map(([id]) => id),
    );
    for (const [i, [reportId, year]] of expected.entries()) {
      const { report } = await gql<{ report: ReportView }>(REPORT, { id: definitionId, reportId, year });
      const numbers = compareSheet(workbook.worksheets[i] as ExcelJS.Worksheet, report);
      expect(numbers, `report ${reportId} year ${year}`).toBeGreaterThan(20);
    }
  }, 120_000);
});

/** One sheet against its report: the first table's rows, value by value. */
function compareSheet(ws: ExcelJS.Worksheet, report: ReportView): number {
  let numbers = 0;
  const where = `sheet ${ws.name}`;
  expect(String(ws.getCell("A1").value), where).toContain(report.title);
  const table = report.blocks.find(
    (b): b is TableBlockView => b.__typename === "TableBlock",
  ) as TableBlockView;
  const columns = exportColumns(table.columns);
  expect(columns.length, where).toBe(table.columns.filter((c) => !c.noExport).length);
  const headerRow = (ws.views[0] as { ySplit: number }).ySplit;
  expect(ws.views[0], where).toMatchObject({ state: "frozen", xSplit: 1 });
  const header = (ws.getRow(headerRow).values as unknown[]).slice(1);
  expect(header, where).toEqual(columns.map((c) => c.label));
  for (const hidden of table.columns.filter((c) => c.noExport)) expect(header).not.toContain(hidden.label);
  if (columns.some((c) => c.group)) {
    const firstGrouped = columns.findIndex((c) => c.group);
    expect(ws.getRow(headerRow - 1).getCell(firstGrouped + 1).value, where).toBe(
      columns[firstGrouped]?.group,
    );
  }

  const present = new Set(table.rows.map((r) => r.id));
  // The first table's rows follow its header; further tables of the page (34) come after them.
  const tables = report.blocks.filter((b) => b.__typename === "TableBlock").length;
  // A table's footer (why some values are N/A) is the row after its last, as on the screen.
  const footerRows = table.footer ? 1 : 0;
  if (tables === 1) expect(ws.rowCount - headerRow, where).toBe(table.rows.length + footerRows);
  else expect(ws.rowCount - headerRow, where).toBeGreaterThan(table.rows.length);
  if (table.footer)
    expect(ws.getRow(headerRow + table.rows.length + 1).getCell(1).value, where).toBe(table.footer);
  table.rows.forEach((row, r) => {
    const line = ws.getRow(headerRow + 1 + r);
    const depth = row.path.filter((id) => id !== row.id && present.has(id)).length;
    expect(line.outlineLevel ?? 0, `${where} row ${row.id}`).toBe(table.treeData ? Math.min(depth, 7) : 0);
    columns.forEach((column, c) => {
      const cell = line.getCell(c + 1);
      const source = row.cells.find((x) => x.field === column.field);
      const raw = source?.value ?? source?.text ?? null;
      const format = { ...column, format: column.format as ColumnFormatName };
      const want = excelCellValue(raw, format);
      const at = `${where} row ${row.id} ${column.field}`;
      if (typeof want === "number") {
        expect(typeof cell.value, at).toBe("number");
        expect(cell.value as number, at).toBeCloseTo(want, 9);
        expect(cell.numFmt, at).toBe(excelNumberFormat(format));
        expect(cell.numFmt, at).toMatch(/;\(/);
        numbers += 1;
      } else {
        expect(cell.value ?? null, at).toBe(want);
      }
    });
  });
  return numbers;
}
