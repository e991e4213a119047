import { requestClientCredentials } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  codeOf,
  documentClient,
  jobOf,
  JOB,
  PACKAGE,
  SELECTION,
  WORKBOOK,
} from "../testing/document-test-client.ts";
import { fakeRenderer, startDocumentStack, type DocumentStack } from "../testing/document-test-stack.ts";
import { closeCodeOf, runOnce, wsClient } from "../testing/ws-client.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

const PORTS = [4262, 4263] as const;

describe("document jobs: access, ownership and failures (GraphQL and GET /documents)", () => {
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

  it("refuses signed-out callers", async () => {
    for (const [query, variables] of [
      [WORKBOOK, rfcu()],
      [PACKAGE, rfcu({ p: "ALL_REPORTS" })],
      [SELECTION, rfcu({ e: ["10"] })],
      [JOB, { id: "x" }],
    ] as const) {
      expect(codeOf(await gql(undefined, query, variables))).toBe("UNAUTHENTICATED");
    }
    const socket = wsClient(stack.gatewayUrl);
    const watched = runOnce(socket, `subscription { documentJobProgress(id: "x") { id } }`);
    expect(closeCodeOf(await watched.catch((e: unknown) => e))).toBe(4401);
    await socket.dispose();
    expect((await download("/documents/anything")).status).toBe(401);
    expect((await download(`/documents/packages/${ids.published}/Full`)).status).toBe(401);
  });

  it("hides report definitions the caller may not read: another client's, unpublished ones for client users", async () => {
    const cases: [string, Record<string, unknown>][] = [
      ["client", { c: ids.SVCU, d: ids.foreign }],
      ["client", { c: ids.RFCU, d: ids.unpublished }],
      ["client2", rfcu()],
      // A former (REST) id under the wrong client is not found either.
      ["staff", { c: ids.SVCU, d: ids.publishedDatabaseId }],
    ];
    for (const [user, variables] of cases) {
      expect(codeOf(await gql(user, WORKBOOK, variables)), `${user} ${JSON.stringify(variables)}`).toBe(
        "NOT_FOUND",
      );
      expect(codeOf(await gql(user, PACKAGE, { ...variables, p: "SUMMARY_REPORTS" }))).toBe("NOT_FOUND");
      expect(codeOf(await gql(user, SELECTION, { ...variables, e: ["10"] }))).toBe("NOT_FOUND");
    }
    // A global id names its client: another clientId beside it is a contradiction, not a lookup.
    expect(codeOf(await gql("staff", WORKBOOK, { c: ids.SVCU, d: ids.published }))).toBe("BAD_USER_INPUT");
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
    expect(queued).toMatchObject({
      kind: "DETAIL_WORKBOOK",
      status: "QUEUED",
      downloadUrl: null,
      downloadLink: null,
    });
    const done = await finished(queued.id, "client-session");
    expect(done).toMatchObject({
      status: "DONE",
      done: 13,
      total: 13,
      downloadUrl: `/documents/${queued.id}`,
      // The same file, absolute on the gateway's public address: what a script follows.
      downloadLink: new URL(`/documents/${queued.id}`, stack.gatewayUrl).href,
    });
    expect(
      (await fetch(done.downloadLink as string, { headers: { authorization: `Bearer ${tokens.client}` } }))
        .status,
    ).toBe(200);
    // The same user with a Bearer token is the same subject.
    expect((await download(done.downloadUrl as string, "client")).status).toBe(200);
    const mine = await download(done.downloadUrl as string, "client-session");
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect((await mine.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    for (const other of ["staff", "client2"]) {
      expect((await download(done.downloadUrl as string, other)).status, other).toBe(404);
      const refused = await gql(other, JOB, { id: queued.id });
      expect(codeOf(refused), other).toBe("NOT_FOUND");
      // Says back the id sent, as every NOT_FOUND of an id argument does (docs/api.md, Errors).
      expect(refused.errors?.[0]?.message).toBe(ERROR_TEXTS.documentJobNotFoundById(queued.id));
      expect(refused.errors?.[0]?.message).toContain(`'${queued.id}'`);
    }
    const socket = wsClient(stack.gatewayUrl, { authorization: `Bearer ${tokens.staff}` });
    const watched = await runOnce(socket, `subscription($id: ID!) { documentJobProgress(id: $id) { id } }`, {
      id: queued.id,
    });
    expect(watched.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    await socket.dispose();
  }, 60_000);

  // An API consumer's review: a revoked service account's (or ended sign-in's) token got 404 "no
  // such document" where the documentation, and GraphQL, say 401.
  it("refuses a finished file to a credential revoked since with 401, as GraphQL does", async () => {
    const made = await gql(
      "staff",
      `mutation { createServiceAccount(input: { name: "Workbooks", tenant: "RFCU", analysisPermissions: [VIEW] }) {
        ... on ServiceAccountCredentials { clientSecret serviceAccount { clientId } } } }`,
    );
    const { clientSecret, serviceAccount } = made.data?.createServiceAccount as {
      clientSecret: string;
      serviceAccount: { clientId: string };
    };
    const granted = await requestClientCredentials(
      stack.config.OIDC_ISSUER,
      serviceAccount.clientId,
      clientSecret,
    );
    tokens.warehouse = granted.body.access_token as string;
    const done = await finished(jobOf(await gql("warehouse", WORKBOOK, rfcu())).id, "warehouse");
    const path = done.downloadUrl as string;
    expect((await download(path, "warehouse")).status).toBe(200);
    await gql("staff", `mutation($c: ID!) { revokeServiceAccount(clientId: $c) { clientId } }`, {
      c: serviceAccount.clientId,
    });
    const refused = await download(path, "warehouse");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain("invalid_token");
    expect(codeOf(await gql("warehouse", JOB, { id: done.id }))).toBe("UNAUTHENTICATED");
  }, 90_000);

  it("keeps a finished file from its owner once they may not read the definition: no View, or unpublished", async () => {
    const done = await finished(jobOf(await gql("client", WORKBOOK, rfcu())).id, "client");
    const path = done.downloadUrl as string;
    expect((await download(path, "client")).status).toBe(200);
    // The same user with a token that may not View.
    const made = await gql(
      "client",
      `mutation { createPersonalAccessToken(input: { name: "notifications only", permissions: [RECEIVE_NOTIFICATIONS], lifetime: DAYS_7 }) {
        ... on PersonalAccessTokenSecret { secret } ... on ValidationFailed { messages { field error } } } }`,
    );
    const secret = (made.data?.createPersonalAccessToken as { secret: string } | undefined)?.secret;
    expect(secret, JSON.stringify(made)).toBeTruthy();
    const withoutView = await fetch(`${stack.gatewayUrl}${path}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(withoutView.status).toBe(404);
    expect(await withoutView.text()).toContain("There is no such document");

    const workflow = async (mutation: string) => {
      const body = await gql("staff", `mutation($id: ID!) { ${mutation}(id: $id) { __typename } }`, {
        id: ids.published,
      });
      expect(JSON.stringify(body.data), JSON.stringify(body.errors)).toContain(
        "ReportDefinitionWorkflowChanged",
      );
    };
    await workflow("unpublishReportDefinition");
    try {
      expect((await download(path, "client")).status).toBe(404);
    } finally {
      await workflow("approveReportDefinition");
      await workflow("publishReportDefinition");
    }
    expect((await download(path, "client")).status).toBe(200);
  }, 90_000);

  it("refuses the Detail workbook of a package without detail reports, saying why, instead of an empty file", async () => {
    const fields = `id name baseDataSetId compareDataSetId chartOfAccountsId niiYears reportTag minScenario maxScenario commentary`;
    const cloned = await gql(
      "staff",
      `mutation($id: ID!) { cloneReportDefinition(id: $id) {
      ... on ReportDefinitionSaved { reportDefinition { ${fields} } } } }`,
      { id: ids.published },
    );
    const copy = (cloned.data?.cloneReportDefinition as { reportDefinition: Record<string, unknown> })
      .reportDefinition;
    try {
      const saved = await gql(
        "staff",
        `mutation($clientId: ID!, $input: ReportDefinitionInput!) {
          saveReportDefinition(clientId: $clientId, input: $input) { __typename } }`,
        {
          clientId: ids.RFCU,
          input: { ...copy, name: "Two-page board summary", selectedReports: ["11", "27"] },
        },
      );
      expect(saved.data).toEqual({ saveReportDefinition: { __typename: "ReportDefinitionSaved" } });
      const refused = await gql("staff", WORKBOOK, { c: ids.RFCU, d: copy.id });
      expect(codeOf(refused)).toBe("CONFLICT");
      expect(refused.errors?.[0]?.message).toBe(
        "The report definition 'Two-page board summary' lists none of the detail reports, so there is no Detail Reports workbook to make.",
      );
    } finally {
      await gql("staff", `mutation($id: ID!) { deleteReportDefinition(id: $id) { __typename } }`, {
        id: copy.id,
      });
    }
  }, 60_000);

  it("fails a workbook whose report data is not ready with the spec's message and the reasons", async () => {
    const job = jobOf(await gql("staff", WORKBOOK, { c: ids.RFCU, d: ids.notReady }));
    const failed = await finished(job.id, "staff");
    expect(failed).toMatchObject({ status: "FAILED", error: "Unable to create downloadable xlsx file." });
    expect(failed.errorMessages[0]?.error).toMatch(/^Error retrieving report data for .* \(ID 34\)\.$/);
  }, 60_000);
});
