import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRINT_TICKET_HEADER } from "../auth/request-auth.ts";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";

interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

interface Definition {
  id: string;
  databaseId: number;
  name: string;
  workflowState: string;
}

const BY_NUMBER = `query($n: Int!) { reportDefinitionByDatabaseId(databaseId: $n) {
  id databaseId name client { id name acronym } } }`;
const MINT = `mutation($d: ID!) { createPrintTicket(reportDefinitionId: $d) { ticket } }`;

describe("reportDefinitionByDatabaseId: the definition a link names by its number", () => {
  let stack: TestStack;
  const jars: Record<string, CookieJar> = {};
  const lists: Record<string, { id: string; definitions: Definition[] }> = {};

  const as = async (user: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body as Body;
  const code = (body: Body) => body.errors?.[0]?.extensions?.code;
  const found = (body: Body) =>
    body.data?.reportDefinitionByDatabaseId as
      | { id: string; databaseId: number; name: string; client: { name: string; acronym: string } }
      | null
      | undefined;
  const definition = (acronym: string, state: string) => {
    const d = lists[acronym]?.definitions.find((r) => r.workflowState === state);
    if (!d) throw new Error(`${acronym} has no ${state} definition in the demo.`);
    return d;
  };

  beforeAll(async () => {
    stack = await startWorkerStack();
    for (const user of ["staff", "client", "prospect"])
      jars[user] = (await signInThroughGateway(stack, user)).jar;
    const { data } = await as(
      "staff",
      "{ clients { id acronym reportDefinitions { id databaseId name workflowState } } }",
    );
    for (const c of data?.clients as { id: string; acronym: string; reportDefinitions: Definition[] }[])
      lists[c.acronym] = { id: c.id, definitions: c.reportDefinitions };
  }, 120_000);

  afterAll(() => stack?.close());

  it("finds any client's definition for staff, with the client it belongs to", async () => {
    for (const acronym of ["RFCU", "SVCU", "LCCU"]) {
      const wanted = definition(acronym, "DRAFT");
      const body = await as("staff", BY_NUMBER, { n: wanted.databaseId });
      expect(body.errors).toBeUndefined();
      expect(found(body)).toMatchObject({ id: wanted.id, databaseId: wanted.databaseId, name: wanted.name });
      expect(found(body)?.client.acronym).toBe(acronym);
    }
  });

  it("finds a client user's own published definitions only: another's or a draft is NOT_FOUND", async () => {
    const own = definition("RFCU", "PUBLISHED");
    const body = await as("client", BY_NUMBER, { n: own.databaseId });
    expect(found(body)?.id).toBe(own.id);
    expect(found(body)?.client.name).toBe("Riverbend Federal Credit Union");
    for (const hidden of [definition("RFCU", "DRAFT"), definition("SVCU", "PUBLISHED")]) {
      const refused = await as("client", BY_NUMBER, { n: hidden.databaseId });
      expect(code(refused)).toBe("NOT_FOUND");
      expect(JSON.stringify(refused)).not.toContain(hidden.name);
    }
  });

  it("answers NOT_FOUND for a number no definition has, BAD_USER_INPUT for one that is no id", async () => {
    expect(code(await as("staff", BY_NUMBER, { n: 987_654 }))).toBe("NOT_FOUND");
    expect(code(await as("staff", BY_NUMBER, { n: 0 }))).toBe("BAD_USER_INPUT");
  });

  it("refuses the signed out and a user without View", async () => {
    const n = definition("LCCU", "PUBLISHED").databaseId;
    expect(code(await as(undefined, BY_NUMBER, { n }))).toBe("UNAUTHENTICATED");
    expect(code(await as("prospect", BY_NUMBER, { n }))).toBe("FORBIDDEN");
  });

  it("reads a print ticket's own definition, and no other", async () => {
    const own = definition("RFCU", "PUBLISHED");
    const minted = await as("client", MINT, { d: own.id });
    const ticket = (minted.data?.createPrintTicket as { ticket: string }).ticket;
    const withTicket = async (n: number) =>
      (
        await graphqlRequest(stack, BY_NUMBER, {
          headers: { [PRINT_TICKET_HEADER]: ticket },
          variables: { n },
        })
      ).body as Body;
    const body = await withTicket(own.databaseId);
    expect(body.errors).toBeUndefined();
    expect(found(body)?.client.name).toBe("Riverbend Federal Credit Union");
    const other = lists.RFCU?.definitions.find((d) => d.id !== own.id && d.workflowState === "PUBLISHED");
    expect(code(await withTicket(other?.databaseId ?? 987_654))).toBe("FORBIDDEN");
  });
});
