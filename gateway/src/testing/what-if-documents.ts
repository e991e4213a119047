import { afterAll, beforeAll, expect } from "vitest";
import { codeOf, documentClient, jobOf, type Body } from "./document-test-client.ts";
import { startDocumentStack, type DocumentStack } from "./document-test-stack.ts";

type DocumentClient = Awaited<ReturnType<typeof documentClient>>;

/** A sale of the demo's 30-year fixed mortgages into cash. */
export const SALE = { resize: { group: "Fixed 30 Yr_H3", amount: "-5000000", counterpart: "CASH" } };

export interface WhatIfTestInput {
  dataSetId: string;
  reportDefinitionId: string;
  changes: unknown[];
}

/** The export mutation's request, with the fields the what-if document tests read. */
export const whatIfDocumentRequest = (mutation: Mutation) =>
  `mutation($input: WhatIfInput!) { ${mutation}(input: $input) {
  id kind status done total fileName downloadUrl downloadLink error errorMessages { error resolution } } }`;

type Mutation = "requestWhatIfWorkbook" | "requestWhatIfPdf";

/**
 * A what-if document's test file: its own stack (started before the tests, closed after), its
 * client and RFCU's published what-if (`the`), the export `request` with some changes (the SALE
 * unless told), and `saleFigures`: the whatIf query's answer for the SALE, with the fields named.
 */
export function whatIfDocumentStack(mutation: Mutation, ports: { apiPort: number; gatewayPort: number }) {
  const REQUEST = whatIfDocumentRequest(mutation);
  const the = {} as { stack: DocumentStack; client: DocumentClient; input: WhatIfTestInput };
  beforeAll(async () => {
    the.stack = await startDocumentStack(ports);
    the.client = await documentClient(the.stack);
    the.input = await publishedWhatIfInput(the.client);
  }, 90_000);
  afterAll(() => the.stack?.close());
  const withChanges = (changes: unknown[]) => ({ input: { ...the.input, changes } });
  return {
    the,
    request: (as: string | undefined, changes: unknown[] = [SALE]) =>
      the.client.gql(as, REQUEST, withChanges(changes)),
    saleFigures: async <T>(fields: string): Promise<T> => {
      const query = `query($input: WhatIfInput!) { whatIf(input: $input) { __typename ... on WhatIf { ${fields} } } }`;
      return (await the.client.gql("client", query, withChanges([SALE]))).data?.whatIf as T;
    },
  };
}

/** A what-if of RFCU's published report definition, on its base data set, no changes yet. */
export async function publishedWhatIfInput(client: DocumentClient): Promise<WhatIfTestInput> {
  const own = await client.gql(
    "client",
    "query($id: ID!) { client(id: $id) { reportDefinitions { id baseDataSetId } } }",
    { id: client.ids.RFCU },
  );
  const definitions = (own.data?.client as { reportDefinitions: { id: string; baseDataSetId: string }[] })
    .reportDefinitions;
  const q4 = definitions.find((d) => d.id === client.ids.published);
  expect(q4).toBeTruthy();
  return { dataSetId: q4!.baseDataSetId, reportDefinitionId: q4!.id, changes: [] };
}

/** Signed out, another institution's user, and a sale larger than the group: each refused as such. */
export async function expectWhatIfDocumentRefusals(
  request: (as: string | undefined, changes?: unknown[]) => Promise<Body>,
): Promise<void> {
  expect(codeOf(await request(undefined))).toBe("UNAUTHENTICATED");
  expect(["NOT_FOUND", "FORBIDDEN"]).toContain(codeOf(await request("client2")));
  const tooLarge = await request("client", [{ resize: { ...SALE.resize, amount: "-900000000000" } }]);
  expect(codeOf(tooLarge)).toBe("BAD_USER_INPUT");
  expect(JSON.stringify(tooLarge.errors)).toContain("changes[0].resize.amount");
}

/** The client's export of the SALE what-if, queued, finished and downloaded: its file's response. */
export async function downloadWhatIfDocument(
  client: DocumentClient,
  request: (as: string) => Promise<Body>,
  expected: { kind: "WHAT_IF_WORKBOOK" | "WHAT_IF_PDF"; fileName: string },
): Promise<Response> {
  const queued = jobOf(await request("client"));
  expect(queued).toMatchObject({ ...expected, status: "QUEUED" });
  const job = await client.finished(queued.id, "client");
  expect(job, JSON.stringify(job)).toMatchObject({ status: "DONE", done: 1, total: 1 });
  const file = await client.download(job.downloadUrl!, "client");
  expect(file.status).toBe(200);
  return file;
}
