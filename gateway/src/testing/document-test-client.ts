import { expect } from "vitest";
import { signInThroughGateway } from "./test-stack.ts";
import type { DocumentStack } from "./document-test-stack.ts";

/** DocumentJob as the tests select it. */
export interface Job {
  id: string;
  kind: string;
  status: string;
  done: number;
  total: number;
  fileName: string;
  downloadUrl: string | null;
  downloadLink: string | null;
  error: string | null;
  errorMessages: { error: string }[];
}

export interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const FIELDS =
  "id kind status done total fileName downloadUrl downloadLink error errorMessages { error resolution }";
export const WORKBOOK = `mutation($c: ID!, $d: ID!) {
  requestDetailWorkbook(clientId: $c, reportDefinitionId: $d) { ${FIELDS} } }`;
export const PACKAGE = `mutation($c: ID!, $d: ID!, $p: PdfPackageKind!) {
  requestPdfPackage(clientId: $c, reportDefinitionId: $d, package: $p) { ${FIELDS} } }`;
export const SELECTION = `mutation($c: ID!, $d: ID!, $e: [String!]!) {
  requestPdfSelection(clientId: $c, reportDefinitionId: $d, entries: $e) { ${FIELDS} } }`;
export const JOB = `query($id: ID!) { documentJob(id: $id) { ${FIELDS} } }`;

export const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

/** The job of a mutation or query answer that must have succeeded. */
export function jobOf(body: Body): Job {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data ?? {})[0] as Job;
}

interface Definition {
  id: string;
  databaseId: string;
  name: string;
  isPublished: boolean;
  status: string;
}

/**
 * The demo users (Bearer tokens, and 'client-session': the client user's session cookie) calling
 * GraphQL and the download routes, and the ids the tests aim at.
 */
export async function documentClient(stack: Pick<DocumentStack, "gatewayUrl" | "token">) {
  const tokens: Record<string, string> = {};
  for (const user of ["staff", "analyst", "client", "client2"]) tokens[user] = await stack.token(user);
  const jar = (await signInThroughGateway(stack, "client")).jar;
  const cookie = jar.header(`${stack.gatewayUrl}/graphql`) ?? "";
  const headersOf = (as?: string): Record<string, string> =>
    as === "client-session" ? { cookie } : as ? { authorization: `Bearer ${tokens[as]}` } : {};

  const gql = async (as: string | undefined, query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headersOf(as) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Body;
  };
  const download = (path: string, as?: string) =>
    fetch(`${stack.gatewayUrl}${path}`, { headers: headersOf(as) });
  const finished = async (id: string, as: string) => {
    let job: Job | undefined;
    await expect
      // A workbook of every sheet beside three other test files on two cores took over 30 s.
      .poll(async () => (job = jobOf(await gql(as, JOB, { id }))).status, { timeout: 90_000, interval: 50 })
      .toMatch(/DONE|FAILED/);
    return job as Job;
  };

  const clients = (await gql("staff", "{ clients { id acronym } }")).data?.clients as {
    id: string;
    acronym: string;
  }[];
  const ids: Record<string, string> = {};
  for (const c of clients) ids[c.acronym] = c.id;
  const definitions = async (clientId: string) =>
    (
      (
        await gql(
          "staff",
          "query($id: ID!) { client(id: $id) { reportDefinitions { id databaseId name isPublished status } } }",
          {
            id: clientId,
          },
        )
      ).data?.client as { reportDefinitions: Definition[] }
    ).reportDefinitions;
  const rfcuDefs = await definitions(ids.RFCU as string);
  // 'Q4 2021 ALM Report' is published with a comparison; a client user may not see unpublished ones.
  const published = rfcuDefs.find((d) => d.name === "Q4 2021 ALM Report");
  ids.published = published?.id as string;
  // Its REST id, which arguments still take with a clientId beside it.
  ids.publishedDatabaseId = published?.databaseId as string;
  ids.unpublished = rfcuDefs.find((d) => !d.isPublished)?.id as string;
  ids.notReady = rfcuDefs.find((d) => d.status !== "COMPLETED")?.id as string;
  ids.foreign = (await definitions(ids.SVCU as string)).find((d) => d.isPublished)?.id as string;
  expect(Object.values(ids).every(Boolean), JSON.stringify(ids)).toBe(true);

  /** Variables aimed at RFCU's published report definition. */
  const rfcu = (more: Record<string, unknown> = {}) => ({ c: ids.RFCU, d: ids.published, ...more });
  return { tokens, ids, gql, download, finished, rfcu };
}
