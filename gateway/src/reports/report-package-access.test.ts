import { afterAll, beforeAll, expect, it } from "vitest";
import type { CookieJar } from "@alm/test-support";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";
import { PRINT_TICKET_HEADER } from "../auth/request-auth.ts";

/**
 * A client reads the pages staff published in a package, and no other page of it, by every way the
 * gateway reads one: the report field, a table row's node id and a print ticket (the api's rule,
 * reached with the reader's own token). Staff read any page.
 */
interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}
const REPORT = `query($d: ID!, $r: Int!) { report(reportDefinitionId: $d, reportId: $r) {
  title blocks { ... on TableBlock { rows { id } } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { id } }`;
const MINT = `mutation($c: ID!, $d: ID!) { createPrintTicket(clientId: $c, reportDefinitionId: $d) { ticket } }`;
/** A page the seeded Q4 2021 package of RFCU leaves out (NEV Backtesting), and one it lists. */
const OUTSIDE = 84;
const INSIDE = 20;

let stack: TestStack;
const jars: Record<string, CookieJar> = {};
const ids = { client: "", definition: "" };

const as = async (jar: CookieJar | undefined, query: string, variables: Record<string, unknown>) =>
  (await graphqlRequest(stack, query, { jar, variables })).body as Body;
const rowsOf = (body: Body) =>
  ((body.data?.report as { blocks: { rows?: { id: string }[] }[] } | undefined)?.blocks ?? []).flatMap(
    (b) => b.rows ?? [],
  );

beforeAll(async () => {
  stack = await startWorkerStack();
  for (const user of ["staff", "client", "client2"])
    jars[user] = (await signInThroughGateway(stack, user)).jar;
  const clients = (
    await as(
      jars.staff,
      "{ clients { id acronym reportDefinitions { id name selectedReports { reportId } } } }",
      {},
    )
  ).data?.clients as {
    id: string;
    acronym: string;
    reportDefinitions: { id: string; name: string; selectedReports: { reportId: number }[] }[];
  }[];
  const rfcu = clients.find((c) => c.acronym === "RFCU");
  const q4 = rfcu?.reportDefinitions.find((d) => d.name === "Q4 2021 ALM Report");
  ids.client = rfcu?.id ?? "";
  ids.definition = q4?.id ?? "";
  // The premise, read from the package itself: it lists INSIDE and leaves OUTSIDE out.
  const listed = q4?.selectedReports.map((e) => e.reportId) ?? [];
  expect(listed).toContain(INSIDE);
  expect(listed).not.toContain(OUTSIDE);
}, 150_000);
afterAll(() => stack?.close());

function expectNotInPackage(body: Body) {
  expect(body.data?.report ?? body.data?.node ?? null).toBeNull();
  expect(body.errors?.[0]?.extensions).toMatchObject({
    code: "NOT_FOUND",
    messages: [
      {
        error: `Report ${OUTSIDE} is not in the report definition 'Q4 2021 ALM Report'.`,
        resolution: expect.stringMatching(/^Open one of the reports listed/),
      },
    ],
  });
}

it("refuses a client the report field of a page the package leaves out, and serves the pages it lists", async () => {
  expectNotInPackage(await as(jars.client, REPORT, { d: ids.definition, r: OUTSIDE }));
  const inside = await as(jars.client, REPORT, { d: ids.definition, r: INSIDE });
  expect(inside.errors).toBeUndefined();
  expect((inside.data?.report as { title: string }).title).toBeTruthy();
}, 120_000);

it("serves staff the page, and refuses its table rows' node ids to the client and to another tenant", async () => {
  const staff = await as(jars.staff, REPORT, { d: ids.definition, r: OUTSIDE });
  expect(staff.errors).toBeUndefined();
  const row = rowsOf(staff)[0]?.id ?? "";
  expect(row).not.toBe("");
  expect((await as(jars.staff, NODE, { id: row })).data?.node).toEqual({ id: row });
  expectNotInPackage(await as(jars.client, NODE, { id: row }));
  const other = await as(jars.client2, NODE, { id: row });
  expect(other.data?.node ?? null).toBeNull();
  expect(["NOT_FOUND", "FORBIDDEN"]).toContain(other.errors?.[0]?.extensions?.code);
  expect(JSON.stringify(other)).not.toContain("Q4 2021 ALM Report");
  // Every message of the refusal says what to do: none has an empty resolution.
  for (const m of (other.errors?.[0]?.extensions?.messages ?? []) as { resolution: string }[])
    expect(m.resolution).not.toBe("");
  const signedOut = await as(undefined, NODE, { id: row });
  expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
}, 120_000);

it("lets a client's print ticket read the package it prints and nothing else of the definition", async () => {
  const minted = await as(jars.client, MINT, { c: ids.client, d: ids.definition });
  const ticket = (minted.data?.createPrintTicket as { ticket: string }).ticket;
  const withTicket = async (r: number) =>
    (
      await graphqlRequest(stack, REPORT, {
        headers: { [PRINT_TICKET_HEADER]: ticket },
        variables: { d: ids.definition, r },
      })
    ).body as Body;
  expect((await withTicket(INSIDE)).errors).toBeUndefined();
  expectNotInPackage(await withTicket(OUTSIDE));
}, 120_000);
