import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchTokens, type CookieJar } from "@alm/test-support";
import { graphql, signInBrowser, startSecurityStack, type SecurityStack } from "./stack.ts";

/**
 * Issue #13 finding 1 and its neighbours: a client user without 'View' (demo `prospect`, tenant
 * LCCU) reads nothing of their own client's analysis, over GraphQL, REST and the gateway's caches;
 * print tickets open print reads only; PDF package entries and the modeling database name are staff's.
 */

/** The demo's NEV Detailed Value page: a full balance sheet at market value per scenario. */
const NEV_DETAILED_VALUE = 49;
/** Text only LCCU's analysis carries; a refusal to the prospect must not contain it. */
const LCCU_MARKERS = ["Lakeshore", "ZM_LCCU", "Market Value by Scenario"];
const TIMEOUT = 120_000;
/** Two processes, five sign-ins: the shared machine may be slow. */
const STARTUP_TIMEOUT = 360_000;

let stack: SecurityStack;
const jars: Record<string, CookieJar> = {};
const tokens: Record<string, string> = {};
/** Ids of a client: its id, a published report definition and a chart of accounts. */
interface Ids {
  clientId: string;
  reportDefinitionId: string;
  chartOfAccountsId: string;
}
/** Each client's ids as GraphQL gives them (global ids), and as the api's REST paths take them. */
const own: Record<string, Ids & { rest: Ids }> = {};

const REPORT = `query($d: ID!, $r: Int!) { report(reportDefinitionId: $d, reportId: $r) { title clientName blocks { __typename } } }`;

const codeOf = (answer: Awaited<ReturnType<typeof graphql>>) => answer.body.errors?.[0]?.extensions?.code;

function expectRefused(answer: Awaited<ReturnType<typeof graphql>>, what: string) {
  const text = JSON.stringify(answer.body);
  expect(codeOf(answer), `${what}: ${text}`).toBe("FORBIDDEN");
  for (const marker of LCCU_MARKERS) expect(text, `${what} leaked ${marker}`).not.toContain(marker);
}

/** A REST call straight to the api, as a script holding the user's Bearer token would make it. */
async function rest(path: string, token: string, init: RequestInit = {}) {
  const url = new URL(`${stack.apiUrl}${path}`);
  url.searchParams.set("api-version", "1.0");
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${token}`);
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const putJson = (path: string, token: string, body: unknown) =>
  rest(path, token, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  stack = await startSecurityStack();
  for (const user of ["staff", "client", "prospect"]) {
    jars[user] = (await signInBrowser(stack, user)).jar;
    tokens[user] = (
      await fetchTokens({
        issuer: `${stack.apiUrl}/oidc`,
        clientId: "alm-gateway",
        clientSecret: "alm-gateway-local-secret",
        redirectUri: `${stack.gatewayUrl}/auth/callback`,
        username: user,
        password: user,
      })
    ).access_token;
  }
  const staff = await graphql(
    stack,
    `
      {
        clients {
          id
          databaseId
          acronym
          reportDefinitions {
            id
            databaseId
            workflowState
          }
          chartsOfAccounts {
            id
            databaseId
          }
        }
      }
    `,
    { jar: jars.staff },
  );
  expect(staff.body.errors, JSON.stringify(staff.body.errors)).toBeUndefined();
  type Keyed = { id: string; databaseId: string };
  const clients = staff.body.data?.clients as (Keyed & {
    acronym: string;
    reportDefinitions: (Keyed & { workflowState: string })[];
    chartsOfAccounts: Keyed[];
  })[];
  for (const c of clients) {
    const published = c.reportDefinitions.find((r) => r.workflowState === "PUBLISHED");
    const chart = c.chartsOfAccounts[0];
    own[c.acronym] = {
      clientId: c.id,
      reportDefinitionId: published?.id ?? "",
      chartOfAccountsId: chart?.id ?? "",
      rest: {
        clientId: c.databaseId,
        reportDefinitionId: published?.databaseId ?? "",
        chartOfAccountsId: chart?.databaseId ?? "",
      },
    };
  }
  for (const ids of [own.LCCU, own.RFCU]) {
    if (!ids) throw new Error("The demo has no LCCU or RFCU client.");
    const { rest: restIds, ...global } = ids;
    expect([...Object.values(global), ...Object.values(restIds)].every(Boolean), JSON.stringify(ids)).toBe(
      true,
    );
  }
}, STARTUP_TIMEOUT);
afterAll(() => stack?.close());

describe("a client user without View, on their own client", () => {
  const lccu = () => own.LCCU as NonNullable<(typeof own)["LCCU"]>;

  it(
    "gets FORBIDDEN for report definitions, report data, charts of accounts and settings over GraphQL",
    async () => {
      const { clientId, reportDefinitionId, chartOfAccountsId } = lccu();
      const reads: [string, string, Record<string, unknown>][] = [
        ["client", `query($c: ID!) { client(id: $c) { name } }`, { c: clientId }],
        [
          "reportDefinitions",
          `query($c: ID!) { clients { reportDefinitions { id name } } client(id: $c) { reportDefinitions { id name } } }`,
          { c: clientId },
        ],
        [
          "reportDefinition",
          `query($c: ID!, $d: ID!) { reportDefinition(clientId: $c, id: $d) { id name } }`,
          { c: clientId, d: reportDefinitionId },
        ],
        ["report", REPORT, { d: reportDefinitionId, r: NEV_DETAILED_VALUE }],
        [
          "chartOfAccounts",
          `query($a: ID!) { chartOfAccounts(id: $a) { id name } }`,
          { a: chartOfAccountsId },
        ],
        // Through the client list, which a user without View may still read (their own client's name).
        ["clientSettings", `{ clients { settings { niiYears zmDatabaseName } } }`, {}],
        ["chartsOfAccounts", `{ clients { chartsOfAccounts { id name } } }`, {}],
      ];
      for (const [what, query, variables] of reads) {
        // As the browser (session cookie) and as a script (Bearer token).
        expectRefused(await graphql(stack, query, { jar: jars.prospect, variables }), `${what} (session)`);
        expectRefused(
          await graphql(stack, query, {
            headers: { authorization: `Bearer ${tokens.prospect}` },
            variables,
          }),
          `${what} (bearer)`,
        );
      }
    },
    TIMEOUT,
  );

  it(
    "gets 403 from every REST read of the api",
    async () => {
      const { clientId, reportDefinitionId, chartOfAccountsId } = lccu().rest;
      const paths = [
        `/base/analysis/reportdefinitions/client/${clientId}`,
        `/base/analysis/reports/${NEV_DETAILED_VALUE}/reportdefinition/${reportDefinitionId}`,
        `/base/analysis/reports/36/reportdefinition/${reportDefinitionId}/year/1`,
        `/base/analysis/reportdefinitions/${reportDefinitionId}/pdf`,
        `/base/analysis/chartofaccounts/client/${clientId}`,
        `/base/analysis/chartofaccounts/${chartOfAccountsId}`,
        `/base/analysis/clientsettings/${clientId}`,
      ];
      for (const path of paths) {
        const res = await rest(path, tokens.prospect as string);
        expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(403);
        for (const marker of LCCU_MARKERS) expect(res.text, path).not.toContain(marker);
      }
      // Legitimate use: the client user with View reads their own report.
      const rfcu = own.RFCU as NonNullable<(typeof own)["RFCU"]>;
      const mine = await rest(
        `/base/analysis/reports/${NEV_DETAILED_VALUE}/reportdefinition/${rfcu.rest.reportDefinitionId}`,
        tokens.client as string,
      );
      expect(mine.status).toBe(200);
      expect(mine.text.includes(`"title":"NEV Detailed Value"`), mine.text.slice(0, 300)).toBe(true);
    },
    TIMEOUT,
  );

  it(
    "cannot create a print ticket or document jobs",
    async () => {
      const { clientId, reportDefinitionId } = lccu();
      const variables = { c: clientId, d: reportDefinitionId };
      const mutations: [string, string][] = [
        [
          "createPrintTicket",
          `mutation($c: ID!, $d: ID!) { createPrintTicket(clientId: $c, reportDefinitionId: $d) { ticket } }`,
        ],
        [
          "requestDetailWorkbook",
          `mutation($c: ID!, $d: ID!) { requestDetailWorkbook(clientId: $c, reportDefinitionId: $d) { id status } }`,
        ],
        [
          "requestPdfPackage",
          `mutation($c: ID!, $d: ID!) { requestPdfPackage(clientId: $c, reportDefinitionId: $d, package: ALL_REPORTS) { id status } }`,
        ],
        [
          "requestPdfSelection",
          `mutation($c: ID!, $d: ID!) { requestPdfSelection(clientId: $c, reportDefinitionId: $d, entries: ["49"]) { id status } }`,
        ],
      ];
      for (const [what, mutation] of mutations) {
        expectRefused(await graphql(stack, mutation, { jar: jars.prospect, variables }), what);
      }
      // Legitimate use: the client user with View gets a ticket for their own report definition.
      const rfcu = own.RFCU as NonNullable<(typeof own)["RFCU"]>;
      const ticket = await graphql(stack, mutations[0]?.[1] as string, {
        jar: jars.client,
        variables: { c: rfcu.clientId, d: rfcu.reportDefinitionId },
      });
      expect(ticket.body.errors, JSON.stringify(ticket.body.errors)).toBeUndefined();
    },
    TIMEOUT,
  );

  it(
    "is never served a report that staff warmed in the gateway's caches",
    async () => {
      const variables = { d: lccu().reportDefinitionId, r: NEV_DETAILED_VALUE };
      // Staff read it twice: the second answer comes from the whole-response cache.
      for (let i = 0; i < 2; i++) {
        const warm = await graphql(stack, REPORT, { jar: jars.staff, variables });
        expect(warm.body.errors, JSON.stringify(warm.body.errors)).toBeUndefined();
        expect(JSON.stringify(warm.body)).toContain("Lakeshore");
      }
      // The very same request bytes from the prospect, as browser and as script.
      expectRefused(
        await graphql(stack, REPORT, { jar: jars.prospect, variables }),
        "cached report (session)",
      );
      expectRefused(
        await graphql(stack, REPORT, { headers: { authorization: `Bearer ${tokens.prospect}` }, variables }),
        "cached report (bearer)",
      );
    },
    TIMEOUT,
  );
});

describe("print tickets", () => {
  it(
    "open print reads, never the staff's template downloads",
    async () => {
      const rfcu = own.RFCU as NonNullable<(typeof own)["RFCU"]>;
      const issued = await graphql(
        stack,
        `
          mutation ($c: ID!, $d: ID!) {
            createPrintTicket(clientId: $c, reportDefinitionId: $d) {
              ticket
            }
          }
        `,
        { jar: jars.staff, variables: { c: rfcu.clientId, d: rfcu.reportDefinitionId } },
      );
      const ticket = (issued.body.data?.createPrintTicket as { ticket: string } | undefined)?.ticket ?? "";
      expect(ticket).not.toBe("");
      // What the ticket is for: the print page's report read.
      const printed = await graphql(stack, REPORT, {
        headers: { "x-print-ticket": ticket },
        variables: { d: rfcu.reportDefinitionId, r: NEV_DETAILED_VALUE },
      });
      expect(printed.body.errors, JSON.stringify(printed.body.errors)).toBeUndefined();

      for (const name of ["positions-template.csv", "h3-overrides-sample.xlsx"]) {
        const url = `${stack.gatewayUrl}/downloads/${name}`;
        const withTicket = await fetch(url, { headers: { "x-print-ticket": ticket } });
        expect(withTicket.status, name).toBe(401);
        expect(withTicket.headers.get("content-disposition")).toBeNull();
        // Legitimate use: the staff's own session downloads it.
        const bySession = await fetch(url, { headers: { cookie: jars.staff?.header(url) ?? "" } });
        expect(bySession.status, name).toBe(200);
        await bySession.arrayBuffer();
      }
    },
    TIMEOUT,
  );
});

describe("PDF package entries", () => {
  it(
    "refuses a client user's registration and any caller-supplied uri, encoded '..' included",
    async () => {
      const { reportDefinitionId: id } = (own.RFCU as NonNullable<(typeof own)["RFCU"]>).rest;
      const path = `/base/analysis/reportdefinitions/${id}/pdf`;
      const byClient = await putJson(path, tokens.client as string, {
        name: "All Reports",
        uri: "/documents/%2e%2e/auth/logout",
        status: "Available",
      });
      expect(byClient.status).toBe(403);
      const plainByClient = await putJson(path, tokens.client as string, {
        name: "All Reports",
        status: "Available",
      });
      expect(plainByClient.status).toBe(403);

      for (const uri of [
        "/documents/%2e%2e/auth/logout",
        "/documents/%2E%2E%2Fauth/logout",
        "/documents/packages/1/Full",
      ]) {
        const byStaff = await putJson(path, tokens.staff as string, {
          name: "All Reports",
          uri,
          status: "Available",
        });
        expect(byStaff.status, uri).toBe(400);
      }

      // Legitimate use: staff register by name; the api builds the link its readers get.
      const registered = await putJson(path, tokens.staff as string, {
        name: "All Reports",
        status: "Available",
      });
      expect(registered.status).toBe(200);
      const listed = await rest(path, tokens.client as string);
      expect(listed.status).toBe(200);
      const entries = (listed.body?.data as { model: { name: string; uri: string | null }[] }).model;
      expect(entries.find((e) => e.name === "All Reports")?.uri).toBe(`/documents/packages/${id}/Full`);
      expect(listed.text).not.toContain("%2e");
    },
    TIMEOUT,
  );
});

describe("the modeling database name", () => {
  it(
    "is null for a client user and shown to staff",
    async () => {
      const rfcu = own.RFCU as NonNullable<(typeof own)["RFCU"]>;
      const { clientId } = rfcu;
      const query = `query($c: ID!) { client(id: $c) { settings { niiYears zmDatabaseName } } }`;
      const byClient = await graphql(stack, query, { jar: jars.client, variables: { c: clientId } });
      expect(byClient.body.errors, JSON.stringify(byClient.body.errors)).toBeUndefined();
      expect(byClient.body.data?.client).toMatchObject({ settings: { zmDatabaseName: null } });
      expect(JSON.stringify(byClient.body)).not.toContain("ZM_");
      const restByClient = await rest(
        `/base/analysis/clientsettings/${rfcu.rest.clientId}`,
        tokens.client as string,
      );
      expect(restByClient.status).toBe(200);
      expect(restByClient.text).not.toContain("ZM_");
      expect(
        (
          await rest(
            `/base/analysis/clientsettings/${rfcu.rest.clientId}/zmdatabase`,
            tokens.client as string,
          )
        ).status,
      ).toBe(403);

      const byStaff = await graphql(stack, query, { jar: jars.staff, variables: { c: clientId } });
      expect(byStaff.body.data?.client).toMatchObject({ settings: { zmDatabaseName: "ZM_RFCU" } });
    },
    TIMEOUT,
  );
});
