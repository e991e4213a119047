import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentClient, jobOf, PACKAGE, SELECTION, WORKBOOK } from "../testing/document-test-client.ts";
import { fakeRenderer, startDocumentStack, type DocumentStack } from "../testing/document-test-stack.ts";

const PORTS = [4266, 4267] as const;
const PDFS = `query($c: ID!, $d: ID!) { reportDefinition(clientId: $c, id: $d) { pdfs { kind name status availability uri } } }`;

describe("PDF packages and selections through the job queue", () => {
  let ids: Record<string, string> = {};
  let tokens: Record<string, string> = {};
  const renderer = fakeRenderer();
  let stack: DocumentStack;
  let c: Awaited<ReturnType<typeof documentClient>>;
  const gql: typeof c.gql = (...args) => c.gql(...args);
  const download: typeof c.download = (...args) => c.download(...args);
  const finished: typeof c.finished = (...args) => c.finished(...args);
  const rfcu: typeof c.rfcu = (...args) => c.rfcu(...args);

  beforeAll(async () => {
    stack = await startDocumentStack({
      apiPort: PORTS[0],
      gatewayPort: PORTS[1],
      renderPdf: renderer.render,
    });
    c = await documentClient(stack);
    ids = c.ids;
    tokens = c.tokens;
  }, 90_000);
  afterAll(() => stack?.close());

  it("renders a PDF package once, registers it, serves it to readers while current, and renders again after a change", async () => {
    const queued = jobOf(await gql("staff", PACKAGE, rfcu({ p: "ALL_REPORTS" })));
    const first = await finished(queued.id, "staff");
    expect(first).toMatchObject({
      kind: "PDF_PACKAGE",
      status: "DONE",
      fileName: "Analysis-RFCU-2021-12-31-Full.pdf",
    });
    const all = renderer.requests.at(-1);
    expect(all?.title).toBe("All Reports");
    expect(all?.entries.length).toBeGreaterThan(40);
    expect(all?.entries.filter((e) => e.reportId === 55).map((e) => e.key)).toEqual(["55-1", "55-2"]);
    // Known once, when queued: the cover, each report and the contents.
    expect([queued.total, first.total]).toEqual([all!.entries.length + 2, all!.entries.length + 2]);

    const pdfs = (await gql("client", PDFS, rfcu())).data?.reportDefinition as {
      pdfs: { name: string; status: string; uri: string }[];
    };
    const full = pdfs.pdfs.find((p) => p.name === "All Reports");
    expect(full).toMatchObject({
      kind: "ALL_REPORTS",
      status: "Available",
      availability: "AVAILABLE",
      uri: `/documents/packages/${ids.publishedDatabaseId}/Full`,
    });
    // Not made yet: nothing to download.
    expect(pdfs.pdfs.find((p) => p.name === "Summary Reports")).toMatchObject({
      kind: "SUMMARY_REPORTS",
      availability: "UNAVAILABLE",
      uri: null,
    });
    const byClient = await download(full?.uri as string, "client");
    expect(byClient.status).toBe(200);
    expect(byClient.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(await byClient.arrayBuffer())).toMatch(/^%PDF/);
    expect((await download(full?.uri as string, "client2")).status).toBe(404);

    // Current: served again without rendering.
    const rendered = renderer.requests.length;
    const again = await finished(
      jobOf(await gql("client", PACKAGE, rfcu({ p: "ALL_REPORTS" }))).id,
      "client",
    );
    expect(again.status).toBe("DONE");
    expect(renderer.requests.length).toBe(rendered);

    // A change to the report definition (here: unpublish, approve, publish again) outdates it.
    for (const action of ["unpublish", "approve", "publish"]) {
      const res = await fetch(
        `${stack.api.url}/base/analysis/reportdefinitions/${ids.publishedDatabaseId}/${action}?api-version=1.0`,
        {
          method: "PUT",
          headers: { authorization: `Bearer ${tokens.staff}` },
        },
      );
      expect(res.status, action).toBe(200);
    }
    expect((await download(full?.uri as string, "client")).status).toBe(409);
    const fresh = await finished(
      jobOf(await gql("client", PACKAGE, rfcu({ p: "ALL_REPORTS" }))).id,
      "client",
    );
    expect(fresh.status).toBe("DONE");
    expect(renderer.requests.length).toBe(rendered + 1);
    expect((await download(full?.uri as string, "client")).status).toBe(200);
  }, 60_000);

  it("serves a package to readers only as pdfs lists it: a client user's render of one staff never made is theirs alone", async () => {
    const made = await finished(
      jobOf(await gql("client", PACKAGE, rfcu({ p: "SUMMARY_REPORTS" }))).id,
      "client",
    );
    expect(made.status).toBe("DONE");
    expect((await download(made.downloadUrl as string, "client")).status).toBe(200);
    const pdfs = (await gql("client", PDFS, rfcu())).data?.reportDefinition as {
      pdfs: { name: string; availability: string }[];
    };
    expect(pdfs.pdfs.find((p) => p.name === "Summary Reports")?.availability).toBe("UNAVAILABLE");
    // The file the render stored is no shared package while the list says there is none.
    const shared = `/documents/packages/${ids.publishedDatabaseId}/Summary`;
    for (const reader of ["client", "staff"])
      expect((await download(shared, reader)).status, reader).toBe(404);
  }, 60_000);

  it("makes the Summary package of the Report Overview pages and a selection in catalogue order", async () => {
    const summary = await finished(
      jobOf(await gql("staff", PACKAGE, rfcu({ p: "SUMMARY_REPORTS" }))).id,
      "staff",
    );
    expect(summary).toMatchObject({ status: "DONE", fileName: "Analysis-RFCU-2021-12-31-Summary.pdf" });
    const request = renderer.requests.at(-1);
    expect(request?.title).toBe("Summary Reports");
    expect(new Set(request?.entries.map((e) => e.category))).toEqual(new Set(["Report Overview"]));
    expect(request?.entries.map((e) => e.reportId)).toContain(20);
    // Made by staff, it is registered: now it is the readers' package.
    const shared = `/documents/packages/${ids.publishedDatabaseId}/Summary`;
    expect((await download(shared, "client")).status).toBe(200);

    const selection = await finished(
      jobOf(await gql("client", SELECTION, rfcu({ e: ["55-2", "10", "10"] }))).id,
      "client",
    );
    expect(selection).toMatchObject({
      kind: "PDF_SELECTION",
      status: "DONE",
      fileName: "Analysis-RFCU-2021-12-31-Selected.pdf",
    });
    expect(renderer.requests.at(-1)?.entries.map((e) => e.key)).toEqual(["10", "55-2"]);
    expect(renderer.requests.at(-1)?.auth).toMatchObject({ kind: "bearer", tenant: "RFCU" });
  }, 60_000);

  it("lets one job fail while another succeeds, with the spec's messages", async () => {
    renderer.failFor.add("Selected Reports");
    const [pdf, workbook] = await Promise.all([
      gql("analyst", SELECTION, rfcu({ e: ["21"] })).then(jobOf),
      gql("analyst", WORKBOOK, rfcu()).then(jobOf),
    ]);
    const [failed, done] = [await finished(pdf.id, "analyst"), await finished(workbook.id, "analyst")];
    renderer.failFor.clear();
    expect(failed).toMatchObject({
      status: "FAILED",
      error: "There was an error generating the PDF. Check logs for more details.",
      downloadUrl: null,
    });
    expect((await download(`/documents/${failed.id}`, "analyst")).status).toBe(409);
    expect(done.status).toBe("DONE");
  }, 60_000);
});
