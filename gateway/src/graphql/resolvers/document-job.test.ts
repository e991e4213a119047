import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fakeRenderer,
  startDocumentStack,
  type DocumentStack,
} from "../../documents/jobs/document-test-stack.ts";
import { signInThroughGateway } from "../../testing/test-stack.ts";
import { wsClient, runOnce } from "../../testing/ws-client.ts";

interface Job {
  id: string;
  kind: string;
  status: string;
  done: number;
  total: number;
  fileName: string;
  downloadUrl: string | null;
  error: string | null;
  errorMessages: { error: string }[];
}
interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const FIELDS = "id kind status done total fileName downloadUrl error errorMessages { error resolution }";
const WORKBOOK = `mutation($c: ID!, $d: ID!) { requestDetailWorkbook(clientId: $c, reportDefinitionId: $d) { ${FIELDS} } }`;
const PACKAGE = `mutation($c: ID!, $d: ID!, $p: PdfPackageKind!) {
  requestPdfPackage(clientId: $c, reportDefinitionId: $d, package: $p) { ${FIELDS} } }`;
const SELECTION = `mutation($c: ID!, $d: ID!, $e: [String!]!) {
  requestPdfSelection(clientId: $c, reportDefinitionId: $d, entries: $e) { ${FIELDS} } }`;
const JOB = `query($id: ID!) { documentJob(id: $id) { ${FIELDS} } }`;
const PDFS = `query($c: ID!, $d: ID!) { reportDefinition(clientId: $c, id: $d) { pdfs { name status uri } } }`;

describe("document jobs through GraphQL and the download routes", () => {
  const renderer = fakeRenderer();
  let stack: DocumentStack;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let cookie = "";

  const gql = async (as: string | undefined, query: string, variables: Record<string, unknown> = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (as === "client-session") headers.cookie = cookie;
    else if (as) headers.authorization = `Bearer ${tokens[as]}`;
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Body;
  };
  const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;
  const jobOf = (body: Body) => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return Object.values(body.data ?? {})[0] as Job;
  };
  const download = (path: string, as?: string) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      headers: as === "client-session" ? { cookie } : as ? { authorization: `Bearer ${tokens[as]}` } : {},
    });
  const finished = async (id: string, as: string) => {
    let job: Job | undefined;
    await expect
      .poll(async () => (job = jobOf(await gql(as, JOB, { id }))).status, { timeout: 30_000, interval: 50 })
      .toMatch(/DONE|FAILED/);
    return job as Job;
  };
  const rfcu = (more: Record<string, unknown> = {}) => ({ c: ids.RFCU, d: ids.published, ...more });

  beforeAll(async () => {
    stack = await startDocumentStack({ apiPort: 4262, gatewayPort: 4263, renderPdf: renderer.render });
    for (const user of ["staff", "analyst", "client", "client2"]) tokens[user] = await stack.token(user);
    cookie = (await signInThroughGateway(stack, "client")).jar.header(`${stack.gatewayUrl}/graphql`) ?? "";
    const clients = (await gql("staff", "{ clients { id acronym } }")).data?.clients as {
      id: string;
      acronym: string;
    }[];
    for (const c of clients) ids[c.acronym] = c.id;
    const list = async (clientId: string) =>
      (
        (
          await gql(
            "staff",
            "query($id: ID!) { client(id: $id) { reportDefinitions { id name isPublished } } }",
            { id: clientId },
          )
        ).data?.client as { reportDefinitions: { id: string; name: string; isPublished: boolean }[] }
      ).reportDefinitions;
    const rfcuDefs = await list(ids.RFCU as string);
    ids.published = rfcuDefs.find((d) => d.name === "Q4 2021 ALM Report")?.id as string;
    ids.unpublished = rfcuDefs.find((d) => !d.isPublished)?.id as string;
    ids.foreign = (await list(ids.SVCU as string)).find((d) => d.isPublished)?.id as string;
  }, 90_000);
  afterAll(() => stack?.close());

  it("refuses signed-out callers", async () => {
    for (const [query, variables] of [
      [WORKBOOK, rfcu()],
      [PACKAGE, rfcu({ p: "ALL_REPORTS" })],
      [SELECTION, rfcu({ e: ["10"] })],
      [JOB, { id: "x" }],
    ] as const) {
      expect(codeOf(await gql(undefined, query, variables))).toBe("UNAUTHENTICATED");
    }
    expect((await download("/documents/anything")).status).toBe(401);
    expect((await download(`/documents/packages/${ids.published}/Full`)).status).toBe(401);
  });

  it("hides report definitions the caller may not read: another client's, unpublished ones for client users", async () => {
    const cases: [string, Record<string, unknown>][] = [
      ["client", { c: ids.SVCU, d: ids.foreign }],
      ["client", { c: ids.RFCU, d: ids.unpublished }],
      ["client2", rfcu()],
      // A report definition under the wrong client is not found either.
      ["staff", { c: ids.SVCU, d: ids.published }],
    ];
    for (const [user, variables] of cases) {
      expect(codeOf(await gql(user, WORKBOOK, variables)), `${user} ${JSON.stringify(variables)}`).toBe(
        "NOT_FOUND",
      );
      expect(codeOf(await gql(user, PACKAGE, { ...variables, p: "SUMMARY_REPORTS" }))).toBe("NOT_FOUND");
      expect(codeOf(await gql(user, SELECTION, { ...variables, e: ["10"] }))).toBe("NOT_FOUND");
    }
    expect(renderer.requests).toHaveLength(0);
  });

  it("refuses bad input", async () => {
    expect(codeOf(await gql("staff", WORKBOOK, { c: "abc", d: ids.published }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await gql("staff", WORKBOOK, { c: ids.RFCU, d: "-3" }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await gql("staff", SELECTION, rfcu({ e: [] })))).toBe("BAD_USER_INPUT");
    const unknown = await gql("staff", SELECTION, rfcu({ e: ["10", "55-9"] }));
    expect(codeOf(unknown)).toBe("BAD_USER_INPUT");
    expect(unknown.errors?.[0]?.message).toContain("'55-9'");
    expect((await gql("staff", PACKAGE, rfcu({ p: "EVERYTHING" }))).errors?.[0]?.message).toContain(
      "EVERYTHING",
    );
    expect(codeOf(await gql("staff", JOB, { id: "no-such-job" }))).toBe("NOT_FOUND");
    expect((await download("/documents/no-such-job", "staff")).status).toBe(404);
    expect((await download("/documents/packages/abc/Full", "staff")).status).toBe(404);
  });

  it("gives the workbook to the user who asked (session cookie) and to nobody else", async () => {
    const queued = jobOf(await gql("client-session", WORKBOOK, rfcu()));
    expect(queued).toMatchObject({ kind: "DETAIL_WORKBOOK", status: "QUEUED", downloadUrl: null });
    const done = await finished(queued.id, "client-session");
    expect(done).toMatchObject({
      status: "DONE",
      done: 11,
      total: 11,
      downloadUrl: `/documents/${queued.id}`,
    });
    // The same user with a Bearer token is the same subject.
    expect((await download(done.downloadUrl as string, "client")).status).toBe(200);
    const mine = await download(done.downloadUrl as string, "client-session");
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect((await mine.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    for (const other of ["staff", "client2"]) {
      expect((await download(done.downloadUrl as string, other)).status, other).toBe(404);
      expect(codeOf(await gql(other, JOB, { id: queued.id })), other).toBe("NOT_FOUND");
    }
    const socket = wsClient(stack.gatewayUrl, { authorization: `Bearer ${tokens.staff}` });
    const watched = await runOnce(socket, `subscription($id: ID!) { documentJobProgress(id: $id) { id } }`, {
      id: queued.id,
    });
    expect(watched.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    await socket.dispose();
  }, 60_000);

  it("renders a PDF package once, registers it, serves it to readers while current, and renders again after a change", async () => {
    const first = await finished(jobOf(await gql("staff", PACKAGE, rfcu({ p: "ALL_REPORTS" }))).id, "staff");
    expect(first).toMatchObject({
      kind: "PDF_PACKAGE",
      status: "DONE",
      fileName: "Analysis-RFCU-2021-12-31-Full.pdf",
    });
    const all = renderer.requests.at(-1);
    expect(all?.title).toBe("All Reports");
    expect(all?.entries.length).toBeGreaterThan(40);
    expect(all?.entries.filter((e) => e.reportId === 55).map((e) => e.key)).toEqual(["55-1", "55-2"]);
    expect(first.total).toBe(all?.entries.length);

    const pdfs = (await gql("client", PDFS, rfcu())).data?.reportDefinition as {
      pdfs: { name: string; status: string; uri: string }[];
    };
    const full = pdfs.pdfs.find((p) => p.name === "All Reports");
    expect(full).toMatchObject({ status: "Available", uri: `/documents/packages/${ids.published}/Full` });
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
        `${stack.api.url}/base/analysis/reportdefinitions/${ids.published}/${action}?api-version=1.0`,
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
