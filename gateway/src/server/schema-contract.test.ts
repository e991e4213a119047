import { readFileSync } from "node:fs";
import { serverAudits } from "graphql-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchTokens, refreshTokens, requestClientCredentials, type CookieJar } from "@alm/test-support";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { closeCodeOf, runOnce, wsClient } from "../testing/ws-client.ts";
import { ROOT_FIELD_PERMISSIONS } from "../graphql/field-permissions.ts";
import { isolationMatrix, type ForeignIds } from "../testing/isolation-matrix.ts";
import { buildSchema } from "./schema.ts";
import { globalId } from "../graphql/ids.ts";
import { SCHEMA_SDL_PATH } from "./schema-route.ts";

type Data = Record<string, unknown>;
const ROOTS = { query: "Query", mutation: "Mutation", subscription: "Subscription" } as const;

/** Root fields a signed-in client user may call without naming another client: checked for leaks instead. */
const NOT_CLIENT_SCOPED = new Set([
  "viewer",
  "shell",
  "build",
  "clients",
  // Every client the caller may see: a client user gets their own.
  "clientRiskSummaries",
  "curves",
  "curve",
  "reportCatalogue",
  "infoMessages",
  "infoMessagesConnection",
  "updatePreferences",
  "syncMfa",
  "sendEmail",
  "notificationReceived",
  "buildChanged",
  // The caller's own personal access tokens: no client's data, and no View needed to manage them.
  "personalAccessTokens",
  "personalAccessTokenScopes",
  "personalAccessTokenPermissions",
  "createPersonalAccessToken",
]);
/**
 * Staff's lists and data: a client user is refused them (FORBIDDEN) before anything is looked
 * up, whatever they name, so the refusal says nothing about another institution's objects.
 */
const STAFF_ONLY = new Set(["dataSet", "recentNotifications", "recentNotificationsConnection"]);
/** Fields that name an id of the caller's own, not a client's: another's is NOT_FOUND for anyone. */
const OWN_IDS = new Set(["documentJob", "documentJobProgress", "revokePersonalAccessToken"]);
/** The value a message's `field` names in what was sent: an argument, or a field of `input`. */
function sentAt(variables: Data, field: string): unknown {
  const path = field.split(/[.[\]]/).filter(Boolean);
  const at = (from: unknown) =>
    path.reduce<unknown>((value, key) => (value as Data | undefined)?.[key], from);
  return at(variables) ?? at(variables.input);
}

type GraphqlError = { message: string; extensions?: { code?: string; messages?: Data[] } };

/**
 * What a NOT_FOUND of an object asked for by an id argument says (docs/api.md, Errors): the
 * object, and, on the argument that named it as sent, where to find an id the caller may send.
 */
function notFoundAdviceProblems(error: GraphqlError, variables: Data): string[] {
  const messages = error.extensions?.messages ?? [];
  if (!messages.length) return ["no messages"];
  return messages.flatMap((m) => {
    const field = typeof m.field === "string" ? m.field : "";
    const problems = [];
    if (!["string", "number"].includes(typeof sentAt(variables, field)))
      problems.push(`field '${field}' names no id sent`);
    if (!m.error) problems.push("no error");
    if (!m.resolution) problems.push("no resolution");
    return problems;
  });
}

/** Nothing of the field came back: null, or (nodes) a list of nulls, one per id refused. */
function nothingOf(data: unknown, field: string): boolean {
  const value = (data as Data | null | undefined)?.[field] ?? null;
  return Array.isArray(value) ? value.every((item) => item === null) : value === null;
}

const SVCU_MARKERS = ["SVCU", "Summit Valley"];
const RESULT_SETS = [
  { key: "9001", type: "SHOCK" },
  { key: "9002", type: "RAMP" },
];
/** The prospect's own client (LCCU): without View they may not see its analysis either. */
const LCCU_MARKERS = ["Lakeshore", "ZM_LCCU"];

describe("the GraphQL contract against the running api", () => {
  let stack: TestStack;
  const jars: Record<string, CookieJar> = {};
  const ids: Record<string, string> = {};
  /** The REST ids (the api's messages name them). */
  const databaseIds: Record<string, number> = {};
  let foreign: ForeignIds;
  let prospectOwn: ForeignIds;

  const as = async (user: string | undefined, query: string, variables: Data = {}) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body;
  const staff = async (query: string, variables: Data = {}) => {
    const body = await as("staff", query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Data;
  };
  const socket = (user?: string) => {
    const jar = user ? jars[user] : undefined;
    return wsClient(stack.gatewayUrl, jar ? { cookie: jar.header(`${stack.gatewayUrl}/graphql`) } : {});
  };

  beforeAll(async () => {
    stack = await startWorkerStack();
    for (const user of ["staff", "analyst", "client", "client2", "prospect"])
      jars[user] = (await signInThroughGateway(stack, user)).jar;
    const { clients } = await staff("{ clients { id acronym databaseId } }");
    for (const c of clients as { id: string; acronym: string; databaseId: number }[]) {
      ids[c.acronym] = c.id;
      databaseIds[c.acronym] = c.databaseId;
    }
    const idsOf = async (acronym: string, workflowState: string): Promise<ForeignIds> => {
      const { client } = await staff(
        `query($id: ID!) { client(id: $id) { dataSets { id isAttached }
          reportDefinitions { id databaseId workflowState } chartsOfAccounts { id } } }`,
        { id: ids[acronym] },
      );
      const of = client as {
        dataSets: { id: string; isAttached: boolean }[];
        reportDefinitions: { id: string; databaseId: number; workflowState: string }[];
        chartsOfAccounts: { id: string }[];
      };
      const definition = of.reportDefinitions.find((r) => r.workflowState === workflowState);
      return {
        clientId: ids[acronym] as string,
        dataSetId: of.dataSets.find((d) => d.isAttached)?.id as string,
        reportDefinitionId: definition?.id as string,
        reportDefinitionDatabaseId: definition?.databaseId as number,
        chartOfAccountsId: of.chartsOfAccounts[0]?.id as string,
      };
    };
    foreign = await idsOf("SVCU", "APPROVED");
    // Published: what the client's users would see with View.
    prospectOwn = await idsOf("LCCU", "PUBLISHED");
  }, 180_000);
  afterAll(() => stack.close());

  describe("isolation matrix over every root field", () => {
    const rows = () => isolationMatrix(buildSchema(), foreign);

    const run = async (user: string | undefined, row: ReturnType<typeof rows>[number]) => {
      if (row.root !== "subscription") return as(user, row.document, row.variables);
      const client = socket(user);
      try {
        return await runOnce(client, row.document, row.variables);
      } finally {
        await client.dispose();
      }
    };

    it("answers UNAUTHENTICATED to every query, mutation and subscription when signed out", async () => {
      for (const row of rows()) {
        if (row.root === "subscription") {
          // A signed-out socket is refused before any operation (4401 Unauthorized).
          const refused = await run(undefined, row).catch((e: unknown) => e);
          expect(closeCodeOf(refused), row.field).toBe(4401);
          continue;
        }
        const body = await run(undefined, row);
        expect(body.errors?.[0]?.extensions?.code, `${row.root} ${row.field}`).toBe("UNAUTHENTICATED");
      }
    });

    it("never gives a client user another client's data: FORBIDDEN without the field's permission, else NOT_FOUND", async () => {
      const { viewer } = (await as("client", '{ viewer { permissionsIn(domain: "analysis") } }')).data as {
        viewer: { permissionsIn: string[] };
      };
      const held = new Set(viewer.permissionsIn);
      const answeredOtherwise: string[] = [];
      const unadvised: string[] = [];
      for (const row of rows()) {
        if (row.root === "subscription" && NOT_CLIENT_SCOPED.has(row.field)) continue; // no end: see subscriptions.test.ts
        const body = await run("client", row);
        const text = JSON.stringify(body);
        for (const marker of SVCU_MARKERS)
          expect(text, `${row.field} leaked ${marker}`).not.toContain(marker);
        if (NOT_CLIENT_SCOPED.has(row.field)) {
          expect(body.errors, `${row.field}: ${text}`).toBeUndefined();
        } else {
          // One answer per field, documented in docs/api.md: a refusal for want of a permission
          // comes before any look-up; with it, another institution's object is as unknown as none.
          const needed = ROOT_FIELD_PERMISSIONS[ROOTS[row.root]][row.field];
          const refused = STAFF_ONLY.has(row.field) || (typeof needed === "string" && !held.has(needed));
          const expected = refused ? "FORBIDDEN" : "NOT_FOUND";
          // nodes answers each id as that type's own field does: the data set's is staff-only.
          const errors = body.errors ?? [];
          const codeAt = (i: number) =>
            errors.find((e) => (e as { path?: unknown[] }).path?.[1] === i)?.extensions?.code;
          const answer =
            row.field === "nodes" ? [0, 1, 2, 3].map(codeAt).join() : errors[0]?.extensions?.code;
          const wanted = row.field === "nodes" ? "NOT_FOUND,FORBIDDEN,NOT_FOUND,NOT_FOUND" : expected;
          if (answer !== wanted) answeredOtherwise.push(`${row.root} ${row.field}: ${answer}, not ${wanted}`);
          for (const error of errors.filter((e) => e.extensions?.code === "NOT_FOUND"))
            for (const problem of notFoundAdviceProblems(error, row.variables))
              unadvised.push(`${row.root} ${row.field}: ${problem}`);
          expect(nothingOf(body.data, row.field), row.field).toBe(true);
        }
      }
      expect(answeredOtherwise).toEqual([]);
      expect(unadvised).toEqual([]);
    });

    it("refuses a client user without View everything of their own client: FORBIDDEN", async () => {
      expect(Object.values(prospectOwn).every(Boolean)).toBe(true);
      for (const row of isolationMatrix(buildSchema(), prospectOwn)) {
        if (NOT_CLIENT_SCOPED.has(row.field)) continue;
        const body = await run("prospect", row);
        const text = JSON.stringify(body);
        for (const marker of LCCU_MARKERS)
          expect(text, `${row.field} leaked ${marker}`).not.toContain(marker);
        const expected = OWN_IDS.has(row.field) ? "NOT_FOUND" : "FORBIDDEN";
        expect(body.errors?.[0]?.extensions?.code, `${row.field}: ${text}`).toBe(expected);
        if (expected === "NOT_FOUND")
          expect(notFoundAdviceProblems(body.errors?.[0] as GraphqlError, row.variables), row.field).toEqual(
            [],
          );
        expect(nothingOf(body.data, row.field), row.field).toBe(true);
      }
    });

    it("says of every id argument that names nothing which argument it was and what to send instead", async () => {
      // Ids of this API's form that name no object (staff may reach every client's), of one
      // client, as the deprecated clientId beside them must be.
      const nothing: ForeignIds = {
        clientId: globalId("Client", 999_999),
        dataSetId: globalId("DataSet", 999_999, 999_999),
        reportDefinitionId: globalId("ReportDefinition", 999_999, 999_999),
        reportDefinitionDatabaseId: 999_999,
        chartOfAccountsId: globalId("ChartOfAccounts", 999_999),
      };
      const ownIds = ["another-users-job", "svc_unknown", "another-clients-user", "pat_unknown"];
      const named = [...Object.values(nothing), ...ownIds].map((id) => JSON.stringify(id));
      const answers: string[] = [];
      for (const row of isolationMatrix(buildSchema(), nothing)) {
        const sent = JSON.stringify(row.variables);
        if (!named.some((id) => sent.includes(id))) continue;
        const body = await run("staff", row);
        const error = (body.errors ?? [])[0] as GraphqlError | undefined;
        const problems = error ? notFoundAdviceProblems(error, row.variables) : [];
        answers.push(`${row.field}: ${[error?.extensions?.code, ...problems].join(", ")}`);
      }
      // Every kind: clients, data sets, definitions, charts, document jobs, service accounts,
      // users, personal access tokens, through their own fields, mutations, subscriptions and nodes.
      expect(answers.length).toBeGreaterThan(40);
      expect(answers.filter((a) => !a.endsWith(": NOT_FOUND"))).toEqual([]);
    });

    it("says a NOT_FOUND of an id inside an input of that input's field, with the id as sent", async () => {
      const svcu = databaseIds.SVCU as number;
      const noDefinition = globalId("ReportDefinition", svcu, 999_999);
      const noDataSet = globalId("DataSet", svcu, 999_999);
      const notFound = async (query: string, variables: Data) => {
        const error = (await as("staff", query, variables)).errors?.[0] as GraphqlError | undefined;
        expect(error?.extensions?.code, JSON.stringify(error)).toBe("NOT_FOUND");
        return { message: error?.message, messages: error?.extensions?.messages };
      };
      // The what-if's data set exists: the definition beside it is the id that named nothing.
      const whatIf = await notFound(`query($input: WhatIfInput!) { whatIf(input: $input) { __typename } }`, {
        input: { dataSetId: foreign.dataSetId, reportDefinitionId: noDefinition, changes: [] },
      });
      const definitionText = `No report definition with id '${noDefinition}' that you may see.`;
      expect(whatIf).toEqual({
        message: definitionText,
        messages: [{ error: definitionText, field: "reportDefinitionId", resolution: expect.any(String) }],
      });
      // An edit of a data set or definition that is not there: the api's body `id`, the input's.
      const saveDataSet = await notFound(
        `mutation($clientId: ID!, $input: DataSetInput!) { saveDataSet(clientId: $clientId, input: $input) { __typename } }`,
        {
          clientId: foreign.clientId,
          input: { id: noDataSet, asOf: "2023-06-15", type: "WHAT_IF", resultSets: RESULT_SETS },
        },
      );
      expect(saveDataSet.messages).toEqual([
        {
          error: `No data set with id '${noDataSet}' that you may see.`,
          field: "id",
          resolution:
            "Send as id the id of one of the data sets you may see, as a client's list of them gives it.",
        },
      ]);
      const saveDefinition = await notFound(
        `mutation($clientId: ID!, $input: ReportDefinitionInput!) { saveReportDefinition(clientId: $clientId, input: $input) { __typename } }`,
        {
          clientId: foreign.clientId,
          input: { id: noDefinition, name: "Gone", baseDataSetId: foreign.dataSetId },
        },
      );
      expect(saveDefinition).toMatchObject({ message: definitionText, messages: [{ field: "id" }] });
      // The api's own advice on a field of its body, kept: the run result no data set has.
      const imported = await notFound(
        `mutation($clientId: ID!) { importChartOfAccounts(clientId: $clientId, name: "Imported", sourceRunResultId: "424242") { __typename } }`,
        { clientId: foreign.clientId },
      );
      expect(imported.messages).toEqual([
        {
          error: "No data set of this client has the run result '424242'",
          resolution: "Pick a run result of one of the client's data sets.",
          field: "sourceRunResultId",
        },
      ]);
      const noClient = globalId("Client", 999_999);
      const lastClient = await notFound(
        `mutation($input: PreferencesInput!) { updatePreferences(input: $input) { username } }`,
        { input: { lastClientId: noClient } },
      );
      expect(lastClient.messages).toMatchObject([
        { error: `No client with id '${noClient}' that you may see.`, field: "lastClientId" },
      ]);
    });

    it("refuses approve, unapprove, publish and unpublish to an analyst without those permissions", async () => {
      const workflow = rows().filter((r) => /^(un)?(approve|publish)ReportDefinition$/.test(r.field));
      expect(workflow).toHaveLength(4);
      for (const row of workflow) {
        const body = await run("analyst", row);
        expect(body.errors?.[0]?.extensions?.code, row.field).toBe("FORBIDDEN");
      }
    });
  });

  it("publishes its SDL to signed-in callers, the text of docs/schema.graphql, revalidated by ETag", async () => {
    const url = `${stack.gatewayUrl}${SCHEMA_SDL_PATH}`;
    const signedOut = await fetch(url);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("www-authenticate")).toMatch(/^Bearer/);
    // A script is told what to send; a browser's page (it sends Sec-Fetch-Site), to sign in.
    const toScript =
      "No credential was sent: send an access token as `Authorization: Bearer <token>` (a service account's, a device sign-in's or a personal access token), or the session cookie of a signed-in browser.";
    expect(await signedOut.json()).toEqual({ error: toScript });
    const browser = await fetch(url, { headers: { "sec-fetch-site": "same-origin" } });
    expect(await browser.json()).toEqual({ error: "You are not signed in. Sign in to continue." });
    // A browser on a plain-HTTP host sends no Sec-Fetch-Site: its user agent says what it is.
    const plainHttp = await fetch(url, {
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0" },
    });
    expect(await plainHttp.json()).toEqual({ error: "You are not signed in. Sign in to continue." });
    // The download routes refuse alike.
    for (const path of ["/downloads/positions-template.csv", "/documents/no-such-job"]) {
      const download = await fetch(`${stack.gatewayUrl}${path}`);
      expect(download.status, path).toBe(401);
      expect(await download.json(), path).toEqual({ error: toScript });
    }
    const cookie = (jars.client as CookieJar).header(url);
    const res = await fetch(url, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe(
      readFileSync(new URL("../../../docs/schema.graphql", import.meta.url), "utf8"),
    );
    const etag = res.headers.get("etag") ?? "";
    expect((await fetch(url, { headers: { cookie, "if-none-match": etag } })).status).toBe(304);
  });

  it("keeps what may be read beside a refused field: a partial answer, never data: null", async () => {
    const body = await as(
      "client",
      `{ viewer { username } recentNotifications { id } serviceAccounts { id }
        own: client(by: { acronym: "RFCU" }) { name dataSets { id } }
        other: client(by: { acronym: "SVCU" }) { name } }`,
    );
    expect(body.data).toMatchObject({
      viewer: { username: expect.any(String) },
      recentNotifications: null,
      serviceAccounts: null,
      // Their own client, without its data sets: staff's alone.
      own: { name: "Riverbend Federal Credit Union", dataSets: null },
      other: null,
    });
    const refusals = (body.errors ?? []).map((e) => [e.path?.join("."), e.extensions?.code]);
    expect(refusals).toEqual(
      expect.arrayContaining([
        ["recentNotifications", "FORBIDDEN"],
        ["serviceAccounts", "FORBIDDEN"],
        ["other", "NOT_FOUND"],
        ["own.dataSets", "FORBIDDEN"],
      ]),
    );
    expect(refusals).toHaveLength(4);
  });

  it("serves the viewer, shell and client user's own client", async () => {
    const body = await as(
      "client",
      `{ viewer { name client { acronym } can(permission: "Receive Notifications")
      preferences { fontSize } mfa { pendingAction } } shell { navigation { id text items { text } } } build { buildNumber } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toEqual({
      name: "Marcus Bell",
      client: { acronym: "RFCU" },
      can: true,
      preferences: { fontSize: "DEFAULT" },
      mfa: { pendingAction: "NONE" },
    });
    // Menu texts carry the [userName] token, replaced for the viewer.
    expect(JSON.stringify(body.data?.shell)).toContain("Marcus Bell's Reports");
    expect(JSON.stringify(body.data?.shell)).not.toContain("[userName]");
    const staffOnly = await as("client", "{ recentNotifications { id } }");
    expect(staffOnly.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("shows a client user only published report definitions, with no actions", async () => {
    const body = await as(
      "client",
      `query($id: ID!) { client(id: $id) { reportDefinitions {
      isPublished baseDataSet { id } baseDataSetName viewerCan { approve publish unpublish edit delete clone } } } }`,
      {
        id: ids.RFCU,
      },
    );
    const defs = (body.data?.client as { reportDefinitions: Data[] }).reportDefinitions;
    expect(defs.length).toBeGreaterThan(0);
    for (const d of defs) {
      expect(d).toMatchObject({ isPublished: true, baseDataSet: null });
      expect(Object.values(d.viewerCan as Data).every((v) => v === false)).toBe(true);
    }
  });

  it("lists data sets with filters, lock and attachment state, batching data sets per client", async () => {
    const data = await staff(
      `query($id: ID!) { client(id: $id) {
      all: dataSets { id status isAttached attachedReason isLocked lockedReason canEdit canDelete viewerCan { edit delete run } resultSets { type } }
      unattached: dataSets(filter: { onlyUnattached: true }) { id }
      whatIf: dataSets(filter: { types: [WHAT_IF] }) { typeLabel }
      reportDefinitions { baseDataSet { id } compareDataSet { id } workflowState viewerCan { approve publish unpublish } } } }`,
      {
        id: ids.RFCU,
      },
    );
    const client = data.client as {
      all: {
        id: string;
        status: string;
        isAttached: boolean;
        attachedReason: string | null;
        isLocked: boolean;
        lockedReason: string | null;
        canEdit: boolean;
        viewerCan: { edit: boolean; delete: boolean; run: boolean };
      }[];
      unattached: { id: string }[];
      whatIf: { typeLabel: string }[];
      reportDefinitions: { baseDataSet: { id: string }; workflowState: string; viewerCan: Data }[];
    };
    expect(client.all.map((d) => d.status)).toEqual(
      expect.arrayContaining(["COMPLETED", "FAILED", "PENDING"]),
    );
    expect(client.all.some((d) => d.isLocked && d.lockedReason?.startsWith("Locked"))).toBe(true);
    // The attachment names the report definitions, as users know them (issue 18 defect 10).
    const names = new Set(
      (
        (await staff(`query($id: ID!) { client(id: $id) { reportDefinitions { name } } }`, { id: ids.RFCU }))
          .client as { reportDefinitions: { name: string }[] }
      ).reportDefinitions.map((r) => r.name),
    );
    const attached = client.all.filter((d) => d.isAttached);
    expect(attached.length).toBeGreaterThan(0);
    for (const d of attached) {
      const quoted = [...(d.attachedReason ?? "").matchAll(/'([^']+)'/g)].map((m) => m[1]);
      expect(quoted.length).toBeGreaterThan(0);
      expect(quoted.every((n) => names.has(n ?? ""))).toBe(true);
    }
    expect(client.all.filter((d) => !d.isAttached).every((d) => d.attachedReason === null)).toBe(true);
    // The api's rules for the viewer, passed on: a locked set may be neither edited, deleted nor run.
    const locked = client.all.find((d) => d.isLocked);
    expect(locked?.viewerCan).toEqual({ edit: false, delete: false, run: false });
    const completed = client.all.find((d) => d.status === "COMPLETED" && !d.isLocked);
    expect(completed?.viewerCan).toMatchObject({ edit: true, run: true });
    expect(client.all.every((d) => d.canEdit === d.viewerCan.edit)).toBe(true);
    expect(client.unattached.every((u) => !client.all.find((d) => d.id === u.id)?.isAttached)).toBe(true);
    // Only What If sets pass the filter (other files on the worker's api may have added some).
    expect(client.whatIf.length).toBeGreaterThan(0);
    expect(client.whatIf.length).toBeLessThan(client.all.length);
    expect(client.whatIf.every((d) => d.typeLabel === "What If")).toBe(true);
    expect(client.reportDefinitions.every((r) => client.all.some((d) => d.id === r.baseDataSet.id))).toBe(
      true,
    );
    expect(client.reportDefinitions.find((r) => r.workflowState === "APPROVED")?.viewerCan).toEqual({
      approve: false,
      publish: true,
      unpublish: false,
    });
  });

  it("saves, rejects duplicates and bad files, clones and deletes data sets with typed results", async () => {
    const SAVE = `mutation($clientId: ID!, $input: DataSetInput!, $files: [DataSetFileInput!]) {
          saveDataSet(clientId: $clientId, input: $input, files: $files) { __typename
            ... on DataSetSaved { dataSet { id name type } }
            ... on Failure { code message messages { error resolution field } } } }`;
    const save = (variables: Data) => staff(SAVE, { clientId: ids.RFCU, ...variables });
    const input = {
      asOf: "2023-06-15",
      type: "WHAT_IF",
      description: "Rates flat",
      resultSets: [
        { key: "8801", type: "SHOCK" },
        { key: "8802", type: "RAMP" },
      ],
    };
    const created = (await save({ input })).saveDataSet as { dataSet: { id: string; name: string } };
    expect(created.dataSet.name).toBe("2023/06/30 What If Rates flat");
    // The deprecated asOfDate still takes a month; asOf and asOfDate together, or neither, are refused.
    const { asOf: _asOf, ...withoutAsOf } = input;
    const byMonth = await save({ input: { ...withoutAsOf, asOfDate: "2023-07", description: "by month" } });
    expect(byMonth.saveDataSet).toMatchObject({ dataSet: { name: "2023/07/31 What If by month" } });
    for (const given of [withoutAsOf, { ...input, asOfDate: "2023-06-30", description: "twice" }]) {
      const refused = await as("staff", SAVE, { clientId: ids.RFCU, input: given });
      expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(refused.errors?.[0]?.message).toMatch(/asOf/);
    }
    const duplicate = (await save({ input })).saveDataSet as Data;
    expect(duplicate).toMatchObject({
      __typename: "DuplicateName",
      code: "DUPLICATE_NAME",
      message: "Duplicate Data Set Name",
      messages: [{ field: "description" }],
    });
    const badFile = (
      await save({
        input: { ...input, description: "with file" },
        files: [{ fileName: "positions.pdf", contentBase64: Buffer.from("%PDF").toString("base64") }],
      })
    ).saveDataSet as Data;
    expect(badFile).toMatchObject({
      __typename: "ValidationFailed",
      code: "UPLOAD_INVALID",
      message: "An error occurred when saving the data set.",
    });
    const badCsv = (
      await save({
        input: { ...input, description: "bad rows" },
        files: [
          {
            fileName: "positions.csv",
            contentBase64: Buffer.from("nonsense,columns\n1,2\n").toString("base64"),
          },
        ],
      })
    ).saveDataSet as { __typename: string; messages: { error: string }[] };
    expect(badCsv).toMatchObject({ __typename: "ValidationFailed", code: "UPLOAD_INVALID" });
    expect(badCsv.messages[0]).toMatchObject({ field: "files" });
    expect(badCsv.messages[0]?.error).toContain("positions.csv");
    const missingRamp = (await save({ input: { ...input, resultSets: [{ key: "1", type: "SHOCK" }] } }))
      .saveDataSet as Data;
    expect(missingRamp).toMatchObject({
      __typename: "ValidationFailed",
      code: "INVALID_INPUT",
      messages: [{ field: "resultSets" }],
    });

    const clone = await staff(
      `mutation($id: ID!) { cloneDataSet(id: $id) { __typename ... on DataSetSaved { dataSet { id name } } } }`,
      {
        id: created.dataSet.id,
      },
    );
    const copy = (clone.cloneDataSet as { dataSet: { id: string; name: string } }).dataSet;
    expect(copy.name).toBe("2023/06/30 What If Rates flat Copy");
    const deleted = await staff(
      `mutation($id: ID!) { deleteDataSet(id: $id) { __typename ... on DataSetDeleted { message } } }`,
      {
        id: copy.id,
      },
    );
    expect(deleted.deleteDataSet).toEqual({
      __typename: "DataSetDeleted",
      message: "The dataset has been deleted",
    });
    const inUse = await staff(
      `mutation($id: ID!) { deleteDataSet(id: $id) { __typename ... on Failure { code message } } }`,
      {
        id: foreign.dataSetId,
      },
    );
    expect(inUse.deleteDataSet).toEqual({
      __typename: "ResourceInUse",
      code: "DATA_SET_IN_USE",
      message: "Unable to delete",
    });
  });

  it("runs the report workflow with typed refusals, and saves and deletes report definitions", async () => {
    const { client } = await staff(
      `query($id: ID!) { client(id: $id) { dataSets { id status }
      reportDefinitions { id name status workflowState viewerCan { approve } } } }`,
      { id: ids.LCCU },
    );
    const lccu = client as {
      dataSets: { id: string; status: string }[];
      reportDefinitions: {
        id: string;
        name: string;
        status: string;
        workflowState: string;
        viewerCan: Data;
      }[];
    };
    const failed = lccu.reportDefinitions.find((r) => r.status === "FAILED") as { id: string };
    const refused = await staff(
      `mutation($id: ID!) { approveReportDefinition(id: $id) { __typename
      ... on WorkflowRefused { code message messages { error resolution } } } }`,
      { id: failed.id },
    );
    expect(refused.approveReportDefinition).toMatchObject({
      __typename: "WorkflowRefused",
      code: "WORKFLOW_REFUSED",
      message: "An error occurred when trying to approve/publish the report.",
      messages: [{ error: expect.stringContaining("not Completed") }],
    });
    const base = lccu.dataSets.find((d) => d.status === "COMPLETED") as { id: string };
    const saveReport = (name: string) =>
      staff(
        `mutation($clientId: ID!, $input: ReportDefinitionInput!) { saveReportDefinition(clientId: $clientId, input: $input) {
        __typename ... on ReportDefinitionSaved { reportDefinition { id name status selectedReports { key } catalogue { categories { pages { id } } } } }
        ... on Failure { code message messages { resolution field } } } }`,
        {
          clientId: ids.LCCU,
          input: { name, baseDataSetId: base.id, selectedReports: ["10", "55-1"] },
        },
      );
    const saved = (await saveReport("Contract test")).saveReportDefinition as {
      reportDefinition: { id: string; status: string; selectedReports: { key: string }[]; catalogue: Data };
    };
    expect(saved.reportDefinition.status).toBe("COMPLETED");
    expect(saved.reportDefinition.selectedReports).toEqual([{ key: "10" }, { key: "55-1" }]);
    expect(JSON.stringify(saved.reportDefinition.catalogue)).toContain('"id":55');
    expect((await saveReport("contract TEST")).saveReportDefinition).toMatchObject({
      __typename: "DuplicateName",
      code: "DUPLICATE_NAME",
      message: "Duplicate Report Def Name",
      messages: [{ resolution: "Please change the name to a unique value.", field: "name" }],
    });
    const approved = await staff(
      `mutation($id: ID!) { approveReportDefinition(id: $id) { __typename
      ... on ReportDefinitionWorkflowChanged { message reportDefinition { workflowState viewerCan { approve unapprove publish delete } } } } }`,
      {
        id: saved.reportDefinition.id,
      },
    );
    expect(approved.approveReportDefinition).toEqual({
      __typename: "ReportDefinitionWorkflowChanged",
      message: "The report Contract test has been approved",
      reportDefinition: {
        workflowState: "APPROVED",
        viewerCan: { approve: false, unapprove: true, publish: true, delete: false },
      },
    });
    const locked = await staff(
      `mutation($id: ID!) { deleteReportDefinition(id: $id) { __typename ... on Failure { code } } }`,
      { id: saved.reportDefinition.id },
    );
    expect(locked.deleteReportDefinition).toEqual({
      __typename: "ResourceLocked",
      code: "REPORT_DEFINITION_LOCKED",
    });
    await staff(`mutation($id: ID!) { unapproveReportDefinition(id: $id) { __typename } }`, {
      id: saved.reportDefinition.id,
    });
    const deleted = await staff(
      `mutation($id: ID!) { deleteReportDefinition(id: $id) { __typename ... on ReportDefinitionDeleted { id } } }`,
      {
        id: saved.reportDefinition.id,
      },
    );
    expect(deleted.deleteReportDefinition).toEqual({
      __typename: "ReportDefinitionDeleted",
      id: saved.reportDefinition.id,
    });
  });

  it("saves client settings and charts of accounts, and refuses bad values as typed results", async () => {
    const settings = await staff(
      `mutation($id: ID!) { saveClientSettings(clientId: $id, input: { niiYears: 3, reports: ["10", "55-3"] }) {
      __typename ... on ClientSettingsSaved { settings { niiYears reports { key reportId year } } } } }`,
      { id: ids.LCCU },
    );
    expect(settings.saveClientSettings).toEqual({
      __typename: "ClientSettingsSaved",
      settings: {
        niiYears: 3,
        reports: [
          { key: "10", reportId: 10, year: null },
          { key: "55-3", reportId: 55, year: 3 },
        ],
      },
    });
    const bad = await staff(
      `mutation($id: ID!) { saveClientSettings(clientId: $id, input: { niiYears: 42 }) {
      __typename ... on Failure { code message messages { field } } } }`,
      {
        id: ids.LCCU,
      },
    );
    expect(bad.saveClientSettings).toEqual({
      __typename: "ValidationFailed",
      code: "INVALID_INPUT",
      message: `Unable to save client settings (ID ${databaseIds.LCCU}).`,
      messages: [{ field: "niiYears" }],
    });
    const zm = await staff(
      `mutation($id: ID!) { setZmDatabase(clientId: $id, zmDatabaseName: "ZM_LCCU_2") { ... on ClientSettingsSaved { settings { zmDatabaseName } } } }`,
      {
        id: ids.LCCU,
      },
    );
    expect(zm.setZmDatabase).toEqual({ settings: { zmDatabaseName: "ZM_LCCU_2" } });

    // A run result of one of LCCU's completed data sets: the chart is built from its own folder tree.
    const lccu = await staff(
      `query($id: ID!) { client(id: $id) { dataSets { status resultSets { key } } } }`,
      {
        id: ids.LCCU,
      },
    );
    const completed = (
      lccu.client as { dataSets: { status: string; resultSets: { key: string }[] }[] }
    ).dataSets.find((d) => d.status === "COMPLETED" && d.resultSets.length);
    const runResult = completed?.resultSets[0]?.key;
    expect(runResult).toBeDefined();
    const imported = await staff(
      `mutation($id: ID!, $runResult: String!) { importChartOfAccounts(clientId: $id, name: "Imported 2023", sourceRunResultId: $runResult) {
      __typename ... on ChartOfAccountsSaved { chartOfAccounts { id name sourceRunResultId root { kind nevVisible } nodes { id parentId key description folderType rollUp nevVisible niiVisible order } } } } }`,
      { id: ids.LCCU, runResult },
    );
    const chart = (
      imported.importChartOfAccounts as { chartOfAccounts: { id: string; root: Data; nodes: Data[] } }
    ).chartOfAccounts;
    expect(chart.root).toEqual({ kind: "GROUP", nevVisible: true });
    expect(chart.nodes.length).toBeGreaterThan(50);
    const copy = await staff(
      `mutation($id: ID!, $nodes: [ChartOfAccountsNodeInput!]!) { saveChartOfAccountsAsNew(clientId: $id, name: "Edited 2023", nodes: $nodes) {
      __typename ... on ChartOfAccountsSaved { chartOfAccounts { id nodes { id } } } } }`,
      { id: ids.LCCU, nodes: chart.nodes },
    );
    const saved = (copy.saveChartOfAccountsAsNew as { chartOfAccounts: { id: string; nodes: unknown[] } })
      .chartOfAccounts;
    expect(saved.nodes).toHaveLength(chart.nodes.length);
    const duplicate = await staff(
      `mutation($id: ID!) { updateChartOfAccounts(id: $id, name: "Imported 2023") { __typename ... on Failure { code } } }`,
      { id: saved.id },
    );
    expect(duplicate.updateChartOfAccounts).toEqual({ __typename: "DuplicateName", code: "DUPLICATE_NAME" });
    // The chart published reports use keeps its folders and name: ResourceLocked, saying which.
    const rfcu = await staff(
      `query($id: ID!) { client(id: $id) { chartsOfAccounts { id isLocked lockedReason } } }`,
      { id: ids.RFCU },
    );
    const charts = (
      rfcu.client as { chartsOfAccounts: { id: string; isLocked: boolean; lockedReason: string }[] }
    ).chartsOfAccounts;
    const locked = charts.find((c) => c.isLocked);
    expect(locked?.lockedReason).toMatch(
      /^Locked: used by the approved or published report .*'Q4 2021 ALM Report'/,
    );
    const refused = await staff(
      `mutation($id: ID!) { updateChartOfAccounts(id: $id, name: "Renamed") { __typename ... on Failure { code messages { resolution } } } }`,
      { id: locked?.id },
    );
    expect(refused.updateChartOfAccounts).toMatchObject({
      __typename: "ResourceLocked",
      code: "CHART_OF_ACCOUNTS_LOCKED",
      messages: [
        { resolution: expect.stringMatching(/^Save the changed tree as a new chart of accounts/) as unknown },
      ],
    });
    const deleted = await staff(`mutation($id: ID!) { deleteChartOfAccounts(id: $id) { __typename } }`, {
      id: saved.id,
    });
    expect(deleted.deleteChartOfAccounts).toEqual({ __typename: "ChartOfAccountsDeleted" });
  });

  it("stores preferences, syncs MFA with the client's preference, and sends email", async () => {
    const prefs = await as(
      "client",
      `mutation { updatePreferences(input: { fontSize: LARGE, suppressPopups: true, lastClientId: null }) {
      preferences { fontSize suppressPopups lastClientId } } }`,
    );
    expect(prefs.data?.updatePreferences).toEqual({
      preferences: { fontSize: "LARGE", suppressPopups: true, lastClientId: null },
    });
    // The last client chosen is one the viewer may see: another institution's is not found.
    const remember = (id: unknown) =>
      as(
        "client",
        `mutation($id: ID) { updatePreferences(input: { lastClientId: $id }) { preferences { lastClientId } } }`,
        { id },
      );
    const foreign = await remember(ids.SVCU);
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const own = await remember(ids.RFCU);
    expect(own.data?.updatePreferences).toEqual({ preferences: { lastClientId: ids.RFCU } });
    const requireMfa = (required: boolean) =>
      staff(`mutation($id: ID!, $r: Boolean!) { setClientMfaRequired(clientId: $id, required: $r) }`, {
        id: ids.RFCU,
        r: required,
      });
    const syncMfa = () =>
      as("client", "mutation { syncMfa { action signInRequired notice mfa { inMfaGroup pendingAction } } }");
    await requireMfa(true);
    try {
      // The client's password-only session ends as soon as its institution requires MFA (issue 42
      // item 2): the app sends the user through sign-in, where the second factor is asked.
      expect((await syncMfa()).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    } finally {
      // The worker's api serves the next files too: RFCU's users sign in without a second factor.
      await requireMfa(false);
    }
    jars.client = (await signInThroughGateway(stack, "client")).jar;
    expect((await syncMfa()).data?.syncMfa).toMatchObject({ action: "NONE", mfa: { inMfaGroup: false } });
    const sent = await as(
      "staff",
      `mutation { sendEmail(input: { subject: "Q4", to: [" cfo@rfcu.example.com ", "board@rfcu.example.com"] }) {
      __typename ... on EmailSent { to status deliveryStatus } } }`,
    );
    // No mail server in the test stack: the email waits in the outbox.
    expect(sent.data?.sendEmail).toEqual({
      __typename: "EmailSent",
      to: "cfo@rfcu.example.com,board@rfcu.example.com",
      status: "Queued",
      deliveryStatus: "QUEUED",
    });
    const blankPdf = Buffer.from("%PDF-1.4").toString("base64");
    const blank = await as(
      "staff",
      `mutation { sendEmail(input: { subject: "Q4", to: ["cfo@rfcu.example.com"], mimeType: "application/pdf",
      attachmentName: "r.pdf", attachmentBase64: "${blankPdf}" }) { __typename ... on Failure { code message } } }`,
    );
    expect(blank.data?.sendEmail).toEqual({
      __typename: "ValidationFailed",
      code: "EMAIL_ATTACHMENT_INVALID",
      message: "Unable to generate PDF...blank",
    });
    // A client user's mail carries one of their documents, never bytes of their own.
    const ownBytes = await as(
      "client",
      `mutation { sendEmail(input: { subject: "Q4", to: ["client@rfcu.example.com"],
      attachmentName: "r.pdf", attachmentBase64: "${blankPdf}" }) { __typename ... on Failure { code message } } }`,
    );
    expect(ownBytes.data?.sendEmail).toEqual({
      __typename: "ValidationFailed",
      code: "EMAIL_DOCUMENT_REQUIRED",
      message: ERROR_TEXTS.emailDocumentOnly,
    });
  }, 60_000);

  it("keeps an Idempotency-Key's answer for the credential that sent the mutation, and for mutations only", async () => {
    const create = `mutation($input: PersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) {
      __typename ... on PersonalAccessTokenSecret { secret } } }`;
    const made = await staff(create, { input: { name: "idem view", scopes: ["View"], lifetime: "DAYS_7" } });
    const token = (made.createPersonalAccessToken as { secret: string }).secret;
    const send = async (
      credential: "session" | "token",
      query: string,
      key: string,
      variables: Data = {},
    ) => {
      const url = `${stack.gatewayUrl}/graphql`;
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": key,
          ...(credential === "session"
            ? { cookie: jars.staff?.header(url) ?? "" }
            : { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify({ query, variables }),
      });
      return { replayed: res.headers.get("idempotent-replayed"), text: await res.text() };
    };
    const key = `idem-${Date.now()}`;
    const input = { input: { name: "idem made", scopes: ["View"], lifetime: "DAYS_7" } };
    const first = await send("session", create, key, input);
    const secret = (JSON.parse(first.text) as { data: { createPersonalAccessToken: { secret: string } } })
      .data.createPersonalAccessToken.secret;
    expect(secret).toMatch(/^almpat_/);
    expect((await send("session", create, key, input)).replayed).toBe("true");
    // The same user's token that may not make credentials ran it afresh and was refused: it used
    // to be given the session's answer, the new token's secret with it.
    const byToken = await send("token", create, key, input);
    expect(byToken.replayed).toBeNull();
    expect(byToken.text).not.toContain(secret);
    expect(byToken.text).toMatch(/cannot make credentials/);
    // A query is read afresh each time, with the rights of the moment.
    const read = `{ viewer { username } }`;
    await send("session", read, `${key}-read`);
    expect((await send("session", read, `${key}-read`)).replayed).toBeNull();
  });

  it("replays a mutation sent again with the token it was renewed as: one sign-in's tokens share their keys", async () => {
    const provider = {
      issuer: stack.config.OIDC_ISSUER,
      clientId: stack.config.OIDC_CLIENT_ID,
      clientSecret: stack.config.OIDC_CLIENT_SECRET,
    };
    const signIn = () =>
      fetchTokens({
        ...provider,
        redirectUri: `${stack.gatewayUrl}/auth/callback`,
        username: "staff",
        password: "staff",
      });
    const create = `mutation($input: PersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) {
      ... on PersonalAccessTokenSecret { secret } } }`;
    const input = { input: { name: `renewed ${Date.now()}`, scopes: ["View"], lifetime: "DAYS_7" } };
    const send = async (token: string, key: string) => {
      const res = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": key,
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ query: create, variables: input }),
      });
      const body = (await res.json()) as { data?: { createPersonalAccessToken: { secret: string } } };
      return {
        replayed: res.headers.get("idempotent-replayed"),
        secret: body.data?.createPersonalAccessToken.secret,
      };
    };
    const first = await signIn();
    const key = `renewed-${Date.now()}`;
    const made = await send(first.access_token, key);
    expect(made).toEqual({ replayed: null, secret: expect.stringMatching(/^almpat_/) });
    const renewed = await refreshTokens(provider, first.refresh_token);
    expect(renewed.access_token).not.toBe(first.access_token);
    // Written twice before: the kept answer belonged to the first access token alone.
    expect(await send(renewed.access_token, key)).toEqual({ replayed: "true", secret: made.secret });
    // Another sign-in of the same user is another credential: it runs the mutation afresh.
    const other = await send((await signIn()).access_token, key);
    expect(other.replayed).toBeNull();
    expect(other.secret).not.toBe(made.secret);
  });

  it("refuses a service account's credential-making mutations, and a client's accounts to who does not see it", async () => {
    const account = async (input: string) => {
      const made = await staff(`mutation { createServiceAccount(input: { ${input} }) {
        ... on ServiceAccountCredentials { clientSecret serviceAccount { clientId } } } }`);
      return made.createServiceAccount as { clientSecret: string; serviceAccount: { clientId: string } };
    };
    // A firm account that manages service accounts but sees no client.
    const manager = await account(
      `name: "Manager without clients", tenant: "ALM", analysisPermissions: [MANAGE_SERVICE_ACCOUNTS, VIEW]`,
    );
    const { body: granted } = await requestClientCredentials(
      stack.config.OIDC_ISSUER,
      manager.serviceAccount.clientId,
      manager.clientSecret,
    );
    const asManager = async (query: string, variables: Data = {}) => {
      const { body } = await graphqlRequest(stack, query, {
        headers: { authorization: `Bearer ${granted.access_token}` },
        variables,
      });
      const [error] = body.errors ?? [];
      const { code, reason } = (error?.extensions ?? {}) as { code?: string; reason?: string };
      return { data: body.data, code, reason, message: error?.message };
    };
    const minting = {
      code: "FORBIDDEN",
      reason: "FORBIDDEN",
      message: expect.stringMatching(
        /A service account cannot make credentials.*a person must do it, signed in/,
      ),
    };
    const child = await asManager(`mutation { createServiceAccount(input: { name: "Child", tenant: "ALM",
      analysisPermissions: [VIEW] }) { __typename } }`);
    expect(child).toMatchObject({ data: null, ...minting });
    const victim = await account(`name: "SVCU warehouse", tenant: "SVCU", analysisPermissions: [VIEW]`);
    const c = victim.serviceAccount.clientId;
    const rotated = await asManager(
      `mutation($c: ID!) { rotateServiceAccountSecret(clientId: $c) { clientSecret } }`,
      { c },
    );
    expect(rotated).toMatchObject({ data: null, ...minting });
    // SVCU is no client it sees: its account is as unknown as none, its list not to be asked for.
    const revoked = await asManager(`mutation($c: ID!) { revokeServiceAccount(clientId: $c) { clientId } }`, {
      c,
    });
    expect(revoked).toMatchObject({ data: null, code: "NOT_FOUND", reason: "NOT_FOUND" });
    const svcu = await asManager(`{ serviceAccounts(tenant: "SVCU") { clientId } }`);
    expect(svcu).toMatchObject({ data: { serviceAccounts: null }, code: "FORBIDDEN", reason: "FORBIDDEN" });
    const all = await asManager(`{ serviceAccounts { tenant } }`);
    const tenants = (all.data?.serviceAccounts as { tenant: string }[]).map((a) => a.tenant);
    expect(new Set(tenants)).toEqual(new Set(["ALM"]));
    // The victim still works: neither re-keyed nor revoked.
    const again = await requestClientCredentials(stack.config.OIDC_ISSUER, c, victim.clientSecret);
    expect(again.status).toBe(200);
  });

  it("refuses a revoked service account's token on the fields the gateway answers from its own store", async () => {
    const made = await staff(
      `mutation { createServiceAccount(input: { name: "Revoked later", tenant: "RFCU", permissions: ["View"] }) {
        ... on ServiceAccountCredentials { clientSecret serviceAccount { id clientId } } } }`,
    );
    const { clientSecret, serviceAccount } = made.createServiceAccount as {
      clientSecret: string;
      serviceAccount: { id: string; clientId: string };
    };
    const granted = await requestClientCredentials(
      stack.config.OIDC_ISSUER,
      serviceAccount.clientId,
      clientSecret,
    );
    const job = async () =>
      (
        await graphqlRequest(stack, `{ documentJob(id: "no-such-job") { id } }`, {
          headers: { authorization: `Bearer ${granted.body.access_token}` },
        })
      ).body.errors?.[0]?.extensions?.code;
    expect(await job()).toBe("NOT_FOUND");
    // By its global id, as every argument taking a ServiceAccount's id does (an API consumer's
    // review: NOT_FOUND); its clientId is taken as well (other tests here).
    const revoked = await staff(`mutation($c: ID!) { revokeServiceAccount(clientId: $c) { clientId } }`, {
      c: serviceAccount.id,
    });
    expect(revoked.revokeServiceAccount).toEqual({ clientId: serviceAccount.clientId });
    // Its NOT_FOUND since says back the id sent, as every NOT_FOUND does (it named the svc_ id).
    const rotated = await as(
      "staff",
      `mutation($c: ID!) { rotateServiceAccountSecret(clientId: $c) { clientSecret } }`,
      {
        c: serviceAccount.id,
      },
    );
    expect(rotated.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(rotated.errors?.[0]?.message).toContain(`'${serviceAccount.id}'`);
    expect(rotated.errors?.[0]?.message).not.toContain(serviceAccount.clientId);
    // Its signature still verifies: a job's status, name and link used to be answered.
    expect(await job()).toBe("UNAUTHENTICATED");
  });

  it("answers bad input with BAD_USER_INPUT", async () => {
    for (const query of [
      `{ dataSet(clientId: "abc", id: "1") { id } }`,
      `{ client { id } }`,
      `{ node(id: "not-an-id") { id } }`,
      `{ reportCatalogue(niiYears: 11) { categories { id } } }`,
      `{ recentNotifications(sinceMinutes: 0) { id } }`,
    ]) {
      const body = await as("staff", query);
      expect(body.errors?.[0]?.extensions?.code, query).toBe("BAD_USER_INPUT");
    }
    // Naming the argument to change, as every refusal of an input does (an API consumer's
    // review: these said it in the message only).
    for (const [query, field] of [
      [`{ recentNotifications(sinceMinutes: 0) { id } }`, "sinceMinutes"],
      [`{ recentNotificationsConnection(sinceMinutes: 10081) { totalCount } }`, "sinceMinutes"],
      [`{ recentNotifications(pageSize: 1001) { id } }`, "pageSize"],
      [`{ infoMessages(pageSize: 10001) { id } }`, "pageSize"],
    ] as const) {
      const [error] = (await as("staff", query)).errors ?? [];
      expect(
        error?.extensions?.messages?.map((m) => m.field),
        query,
      ).toEqual([field]);
    }
  });

  it("limits query depth and cost, and keeps introspection open to signed-in callers", async () => {
    const deep = `{ chartOfAccounts(id: "${foreign.chartOfAccountsId}") { root { children { children { children { children {
      children { children { children { children { children { children { id } } } } } } } } } } } } }`;
    expect((await as("staff", deep)).errors?.[0]?.message).toContain("deeper than 12");
    // Lists of lists, each assumed to hold 10 (a catalogue's lists count as one: read whole).
    const costly = `{ clients { dataSets { reportDefinitions { baseDataSet { reportDefinitions { id name } } } } } }`;
    expect((await as("staff", costly)).errors?.[0]?.message).toContain("more than the limit of 10000");
    const INTROSPECTION =
      "{ __schema { queryType { name } types { name fields { name type { name ofType { name ofType { name } } } } } } }";
    expect((await as("analyst", INTROSPECTION)).errors).toBeUndefined();
    expect((await as(undefined, INTROSPECTION)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    // Every answer says what it cost: clients (10), and for each of 10 assumed clients its name (1)
    // and dataSets (1, and 10 assumed data sets' id: 10): 10 + 10 × 12 = 130.
    const priced = await as("staff", "{ clients { name dataSets { id } } }");
    // The demo has 3 clients and a few data sets each: what the lists held is its actual cost.
    expect(priced.extensions).toMatchObject({ cost: { requested: 130, limit: 10_000 } });
    expect((priced.extensions as { cost: { actual: number } }).cost.actual).toBeLessThan(130);
    // A connection's page is priced by `first`: its nodes are not charged again as a list of
    // assumed size (which made the actual cost negative: -4 here, -185 for the audit trail's).
    const paged = await as(
      "staff",
      `{ client(by: { acronym: "RFCU" }) { dataSetsConnection(first: 1) { nodes { createdAt asOf } } } }`,
    );
    const { requested, actual } = (paged.extensions as { cost: { requested: number; actual: number } }).cost;
    expect(actual).toBeGreaterThan(0);
    expect(actual).toBeLessThanOrEqual(requested);
  });

  it("passes the graphql-http server audits", async () => {
    const audits = serverAudits({
      url: `${stack.gatewayUrl}/graphql`,
      // CSRF prevention refuses GET requests without a non-simple header; non-browser clients send one.
      fetchFn: (input: string | URL | Request, init?: RequestInit) =>
        fetch(input, {
          ...init,
          headers: {
            ...(init?.headers as Record<string, string>),
            "apollo-require-preflight": "true",
            // Some audits introspect (__type), which only signed-in callers may.
            cookie: jars.analyst?.header(`${stack.gatewayUrl}/graphql`) ?? "",
          },
        }),
    });
    const failures: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status === "error") failures.push(`${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
  });
});
