import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { captureGatewayLog } from "../../testing/captured-log.ts";
import { BrowserPool } from "../browser-pool.ts";
import { startDocumentStack, type DocumentStack } from "../../testing/document-test-stack.ts";
import { DocumentJobError } from "../jobs/document-job.ts";
import { demoAllReports, reportHeadings } from "../../testing/demo-package.ts";
import { expectPackage, expectTitlesKeptWithContent } from "../../testing/package-checks.ts";
import { pdfInfo, pdfPageTexts } from "../../testing/poppler.ts";
import { createPdfPackageRenderer, type PdfPackageRequest } from "./render-package.ts";
import { preparePrintApp } from "./print-page.ts";

const JOB = "id status done total error errorMessages { error } downloadUrl";

describe("PDF packages printed by Chromium from the web app's print routes", () => {
  let stack: DocumentStack;
  let allReports: PdfPackageRequest;
  // Prepared as the gateway's pool is: every package after the first starts on the app already loaded.
  const pool = new BrowserPool(
    undefined,
    2,
    preparePrintApp(() => stack.gatewayUrl),
  );
  const renderPdfPackage = createPdfPackageRenderer(pool);

  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await stack.token("client")}` },
      body: JSON.stringify({ query, variables }),
    });
    return (
      (await res.json()) as { data: Record<string, { id: string; status: string; downloadUrl: string }> }
    ).data;
  };

  beforeAll(async () => {
    const index = join(import.meta.dirname, "../../../../web/dist/index.html");
    if (!existsSync(index)) throw new Error("The web app is not built: run `npm run build -w web` first.");
    stack = await startDocumentStack({ apiPort: 4252, gatewayPort: 4253 });
    allReports = await demoAllReports(stack);
  }, 90_000);
  afterAll(async () => {
    await pool.close();
    await stack?.close();
  });

  it("makes the demo client's All Reports package as a document job that a reader can navigate", async () => {
    const { requestPdfPackage: queued } = await gql(
      `mutation($c: ID!, $d: ID!) { requestPdfPackage(clientId: $c, reportDefinitionId: $d, package: ALL_REPORTS) { ${JOB} } }`,
      { c: allReports.clientId, d: allReports.reportDefinitionId },
    );
    let job = queued;
    await expect
      .poll(
        async () =>
          (job = (await gql(`query($id: ID!) { documentJob(id: $id) { ${JOB} } }`, { id: queued?.id }))
            .documentJob)?.status,
        {
          timeout: 400_000,
          interval: 500,
        },
      )
      .toMatch(/DONE|FAILED/);
    expect(job, JSON.stringify(job)).toMatchObject({ status: "DONE" });
    const res = await fetch(`${stack.gatewayUrl}${job?.downloadUrl}`, {
      headers: { authorization: `Bearer ${await stack.token("client")}` },
    });
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = new Uint8Array(await res.arrayBuffer());
    expectPackage(pdf, allReports);
    expectTitlesKeptWithContent(pdf, allReports, await reportHeadings(stack, allReports));
    // Detail trees to the levels the screen opens: 76 pages for the demo (663 with every level).
    expect(pdfInfo(pdf).pages).toBeLessThan(120);
  }, 420_000);

  it("keeps each title with what it names when trees are printed to every level", async () => {
    // Reports whose heading, then table title, each stood alone on a page above a long table.
    const request = {
      ...allReports,
      entries: allReports.entries.filter((e) => [30, 34, 10, 49].includes(e.reportId)),
      treeLevels: 20,
    };
    const pdf = await renderPdfPackage(request, () => undefined);
    expectTitlesKeptWithContent(pdf, request, await reportHeadings(stack, request));
    expect(pdfPageTexts(pdf).join("\n")).not.toMatch(/Accounts shown to/);

    const detail = { ...allReports, entries: allReports.entries.filter((e) => e.reportId === 49) };
    const screenLevels = await renderPdfPackage(detail, () => undefined);
    expect(pdfPageTexts(screenLevels).join("\n")).toMatch(/Accounts shown to 2 of \d+ levels/);
    expect(pdfInfo(screenLevels).pages).toBeLessThan(pdfInfo(pdf).pages / 4);
  }, 300_000);

  it("prints the package again with a new browser when Chromium is killed in the middle", async () => {
    // A portrait page, an NII year and a long landscape table: enough for a crash to land inside.
    const entries = allReports.entries.filter((e) => [11, 21, 35, 47].includes(e.reportId) && e.year !== 2);
    const request = { ...allReports, entries };
    await pool.withPage(async () => undefined);
    const first = await pool.browserProcessId();
    let killed = false;
    const pdf = await renderPdfPackage(request, ({ done }) => {
      // Right after the first report: the others are still to print.
      if (done === 1 && first && !killed) killed = process.kill(first, "SIGKILL");
    });
    expect(killed).toBe(true);
    const relaunched = await pool.browserProcessId();
    expect(relaunched).toBeGreaterThan(0);
    expect(relaunched).not.toBe(first);
    expectPackage(pdf, request);
  }, 300_000);

  it("fails naming the report whose print page reports an error", async () => {
    const request = {
      ...allReports,
      entries: [
        ...allReports.entries.slice(0, 1),
        { reportId: 99_999, label: "Nowhere Report", orientation: "portrait" as const },
      ],
    };
    const failure = renderPdfPackage(request, () => undefined);
    await expect(failure).rejects.toBeInstanceOf(DocumentJobError);
    await expect(failure).rejects.toThrow("'Nowhere Report' could not be printed: There is no report 99999.");
  }, 120_000);

  it("fails naming the data set not yet run and what to do, not 'error retrieving report data' alone", async () => {
    // Staff print a draft whose data set is pending (the demo's July 2022 Board Draft).
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await stack.token("staff")}` },
      body: JSON.stringify({
        query: `{ client(by: { acronym: "RFCU" }) { id reportDefinitions { id databaseId name } } }`,
      }),
    });
    type Definition = { id: string; databaseId: number; name: string };
    const { client } = (
      (await res.json()) as { data: { client: { id: string; reportDefinitions: Definition[] } } }
    ).data;
    const draft = client.reportDefinitions.find((d) => d.name === "July 2022 Board Draft");
    expect(draft).toBeDefined();
    const ticket = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await stack.token("staff")}` },
      body: JSON.stringify({
        query:
          "mutation($c: ID!, $d: ID!) { createPrintTicket(clientId: $c, reportDefinitionId: $d) { ticket } }",
        variables: { c: client.id, d: draft!.id },
      }),
    });
    const request = {
      ...allReports,
      ticket: ((await ticket.json()) as { data: { createPrintTicket: { ticket: string } } }).data
        .createPrintTicket.ticket,
      reportDefinitionId: draft!.databaseId,
      entries: [{ reportId: 11, label: "Executive Summary", orientation: "portrait" as const }],
    };
    const failure = renderPdfPackage(request, () => undefined);
    await expect(failure).rejects.toThrow(
      /^'Executive Summary' could not be printed: .*the data set '[^']+' has not completed \(status: pending\)\. Run the data set/,
    );
  }, 120_000);

  it("fails with the spec's text and logs the cause when the print routes cannot be reached", async () => {
    const logged = captureGatewayLog();
    try {
      const request = {
        ...allReports,
        gatewayUrl: "http://127.0.0.1:4259",
        entries: allReports.entries.slice(0, 1),
      };
      await expect(renderPdfPackage(request, () => undefined)).rejects.toThrow(ERROR_TEXTS.pdfFailed);
      expect(logged.lines()[0]).toMatchObject({
        level: 50,
        err: { message: expect.stringMatching(/ERR_CONNECTION_REFUSED/) },
      });
    } finally {
      logged.restore();
    }
  }, 60_000);
});
