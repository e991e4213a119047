import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CookieJar } from "@alm/test-support";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
  providerTokens,
} from "../testing/test-stack.ts";
import { runOnce, wsClient } from "../testing/ws-client.ts";
import { PRINT_TICKET_HEADER } from "./request-auth.ts";

interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const MINT = `mutation($c: ID!, $d: ID!) { createPrintTicket(clientId: $c, reportDefinitionId: $d) { ticket expiresAt } }`;
const REPORT = `query($d: ID!) { report(reportDefinitionId: $d, reportId: 21) { title clientName } }`;
const COVER = `query($c: ID!, $d: ID!) { client(id: $c) { name }
  reportDefinition(clientId: $c, id: $d) { name asOfDate catalogue { categories { pages { description } } } } }`;
const REFRESH = `mutation($d: ID!) {
  refreshReport(input: { reportDefinitionId: $d, reportId: 21 }) { __typename } }`;
const TREND = `query($d: ID!, $o: ID!) {
  report(reportDefinitionId: $d, reportId: 21, trend: { additionalReportDefinitionIds: [$o] }) { title } }`;

describe("print tickets: the print routes read one report definition without a sign-in", () => {
  let stack: TestStack;
  const jars: Record<string, CookieJar> = {};
  const ids = { rfcu: "", svcu: "", rfcuDef: "", svcuDef: "" };

  const as = async (user: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body as Body;
  const withTicket = async (ticket: string, query: string, variables: Record<string, unknown> = {}) =>
    (await graphqlRequest(stack, query, { headers: { [PRINT_TICKET_HEADER]: ticket }, variables }))
      .body as Body;
  const mint = async (user: string, c: string, d: string) => {
    const body = await as(user, MINT, { c, d });
    return { body, ticket: (body.data?.createPrintTicket as { ticket: string } | undefined)?.ticket ?? "" };
  };
  const code = (body: Body) => body.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    stack = await startWorkerStack({ PRINT_TICKET_TTL_SECONDS: "10" });
    for (const user of ["staff", "client"]) jars[user] = (await signInThroughGateway(stack, user)).jar;
    const clients = (
      await as(
        "staff",
        "{ clients { id acronym reportDefinitions(filter: { onlyPublished: true }) { id } } }",
      )
    ).data?.clients as { id: string; acronym: string; reportDefinitions: { id: string }[] }[];
    const rfcu = clients.find((c) => c.acronym === "RFCU");
    const svcu = clients.find((c) => c.acronym === "SVCU");
    ids.rfcu = rfcu?.id ?? "";
    ids.svcu = svcu?.id ?? "";
    ids.rfcuDef = rfcu?.reportDefinitions[0]?.id ?? "";
    ids.svcuDef = svcu?.reportDefinitions[0]?.id ?? "";
    // The demo runs finish shortly after the api starts: wait until the report has data.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !(await as("client", REPORT, { d: ids.rfcuDef })).data?.report) {
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }, 150_000);

  afterAll(() => stack?.close());

  it("reads the report, its definition and the client's name with a ticket and no cookie", async () => {
    const { ticket, body } = await mint("client", ids.rfcu, ids.rfcuDef);
    expect(body.errors).toBeUndefined();
    const report = await withTicket(ticket, REPORT, { d: ids.rfcuDef });
    expect(report.data?.report).toEqual({
      title: "NEV Summary",
      clientName: "Riverbend Federal Credit Union",
    });
    const cover = await withTicket(ticket, COVER, { c: ids.rfcu, d: ids.rfcuDef });
    expect(cover.errors).toBeUndefined();
    expect((cover.data?.client as { name: string }).name).toBe("Riverbend Federal Credit Union");
    const definition = cover.data?.reportDefinition as { catalogue: { categories: unknown[] } };
    expect(definition.catalogue.categories.length).toBeGreaterThan(0);
    // A print page's reports come at once, and share a look-up of the ticket: each is answered.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => withTicket(ticket, REPORT, { d: ids.rfcuDef })),
    );
    expect(burst.map((b) => b.data?.report)).toEqual(burst.map(() => report.data?.report));
  });

  it("never outlives the access of who asked: a Bearer consumer's token, a session until sign-out", async () => {
    const { access_token } = await providerTokens(stack, "client");
    const bearer = { authorization: `Bearer ${access_token}` };
    const minted = await graphqlRequest(stack, MINT, {
      headers: bearer,
      variables: { c: ids.rfcu, d: ids.rfcuDef },
    });
    const ticket = (minted.body.data?.createPrintTicket as { ticket: string }).ticket;
    expect((await withTicket(ticket, REPORT, { d: ids.rfcuDef })).data?.report).toBeTruthy();

    const { jar } = await signInThroughGateway(stack, "client");
    const session = (await graphqlRequest(stack, MINT, { jar, variables: { c: ids.rfcu, d: ids.rfcuDef } }))
      .body;
    const sessionTicket = (session.data?.createPrintTicket as { ticket: string }).ticket;
    expect((await withTicket(sessionTicket, REPORT, { d: ids.rfcuDef })).data?.report).toBeTruthy();
    const logout = `${stack.gatewayUrl}/auth/logout`;
    await fetch(logout, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: jar.header(logout), origin: stack.gatewayUrl },
    });
    expect(code(await withTicket(sessionTicket, REPORT, { d: ids.rfcuDef }))).toBe("UNAUTHENTICATED");
  });

  it("refuses another report definition, another client and everything else", async () => {
    // Answers the gateway keeps for staff are no way round the fences either. They are read before
    // the ticket is minted: a first read takes seconds on a loaded machine, the ticket lives ten.
    expect((await as("staff", REPORT, { d: ids.svcuDef })).data?.report).toBeTruthy();
    expect((await as("staff", TREND, { d: ids.rfcuDef, o: ids.svcuDef })).data?.report).toBeTruthy();
    const { ticket } = await mint("staff", ids.rfcu, ids.rfcuDef);
    expect(code(await withTicket(ticket, REPORT, { d: ids.svcuDef }))).toBe("FORBIDDEN");
    expect(code(await withTicket(ticket, COVER, { c: ids.svcu, d: ids.svcuDef }))).toBe("FORBIDDEN");
    expect(code(await withTicket(ticket, "{ clients { id } }"))).toBe("UNAUTHENTICATED");
    expect(code(await withTicket(ticket, "{ viewer { name } }"))).toBe("UNAUTHENTICATED");
    const lists = await withTicket(ticket, `query($c: ID!) { client(id: $c) { reportDefinitions { id } } }`, {
      c: ids.rfcu,
    });
    expect(code(lists)).toBe("UNAUTHENTICATED");
    const mutation = await withTicket(
      ticket,
      `mutation($d: ID!) { deleteReportDefinition(id: $d) { __typename } }`,
      {
        d: ids.rfcuDef,
      },
    );
    expect(code(mutation)).toBe("UNAUTHENTICATED");
    expect(code(await withTicket(ticket, MINT, { c: ids.rfcu, d: ids.rfcuDef }))).toBe("UNAUTHENTICATED");
    // The report as stored: no forced recompute, no trend over definitions outside the ticket.
    expect(code(await withTicket(ticket, REFRESH, { d: ids.rfcuDef }))).toBe("UNAUTHENTICATED");
    expect(code(await withTicket(ticket, TREND, { d: ids.rfcuDef, o: ids.svcuDef }))).toBe("FORBIDDEN");
  });

  it("opens no WebSocket: no subscriptions, queries or mutations over graphql-ws", async () => {
    const { ticket } = await mint("staff", ids.rfcu, ids.rfcuDef);
    const socket = wsClient(stack.gatewayUrl, { [PRINT_TICKET_HEADER]: ticket });
    await expect(runOnce(socket, REPORT, { d: ids.rfcuDef })).rejects.toBeDefined();
    await socket.dispose();
  });

  it("refuses tampered and expired tickets", async () => {
    const { ticket } = await mint("client", ids.rfcu, ids.rfcuDef);
    const tampered = `${ticket.slice(0, -2)}${ticket.endsWith("AA") ? "BB" : "AA"}`;
    const refused = await withTicket(tampered, REPORT, { d: ids.rfcuDef });
    expect(code(refused)).toBe("UNAUTHENTICATED");
    expect(refused.errors?.[0]?.message).toMatch(/print link/);
    await new Promise((r) => setTimeout(r, 10_500));
    expect(code(await withTicket(ticket, REPORT, { d: ids.rfcuDef }))).toBe("UNAUTHENTICATED");
  }, 20_000);

  it("is minted only for a signed-in user who may read the report definition", async () => {
    expect(code(await as(undefined, MINT, { c: ids.rfcu, d: ids.rfcuDef }))).toBe("UNAUTHENTICATED");
    const foreign = await as("client", MINT, { c: ids.svcu, d: ids.svcuDef });
    expect(["FORBIDDEN", "NOT_FOUND"]).toContain(code(foreign));
    expect(code(await as("client", MINT, { c: ids.rfcu, d: "abc" }))).toBe("BAD_USER_INPUT");
  });
});
