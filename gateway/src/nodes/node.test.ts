import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../testing/test-stack.ts";
import { createDataSet } from "../testing/data-set-factory.ts";
import { globalId } from "../graphql/ids.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

type Data = Record<string, unknown>;
interface Failure {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; messages?: { error: string; resolution: string; field?: string }[] };
}

const base64url = (text: string) => Buffer.from(text).toString("base64url");

describe("node and nodes: an object by its global id, through the type's own checks", () => {
  let stack: TestStack;
  const jars: Record<string, CookieJar> = {};
  /** One global id per Node type, read by staff from the type's own fields. */
  const ids: Record<string, string> = {};
  /** Summit Valley's (SVCU) ids, which the client user of RFCU may not read. */
  const foreign: Record<string, string> = {};
  let rfcuDefinition = "";

  const as = async (user: string | undefined, query: string, variables: Data = {}) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body as {
      data?: Data | null;
      errors?: Failure[];
      extensions?: { cost?: { requested: number } };
    };
  const staff = async (query: string, variables: Data = {}) => {
    const body = await as("staff", query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Data;
  };

  beforeAll(async () => {
    stack = await startWorkerStack();
    for (const user of ["staff", "client", "prospect"])
      jars[user] = (await signInThroughGateway(stack, user)).jar;
    const clientOf = async (acronym: string) =>
      (
        await staff(
          `query($a: String!) { client(by: { acronym: $a }) { id dataSets { id } chartsOfAccounts { id }
            reportDefinitions { id workflowState } } }`,
          { a: acronym },
        )
      ).client as {
        id: string;
        dataSets: { id: string }[];
        chartsOfAccounts: { id: string }[];
        reportDefinitions: { id: string; workflowState: string }[];
      };
    const rfcu = await clientOf("RFCU");
    const published = rfcu.reportDefinitions.find((r) => r.workflowState === "PUBLISHED");
    rfcuDefinition = published?.id ?? "";
    Object.assign(ids, {
      Client: rfcu.id,
      DataSet: rfcu.dataSets[0]?.id,
      ReportDefinition: rfcuDefinition,
      ChartOfAccounts: rfcu.chartsOfAccounts[0]?.id,
    });
    const svcu = await clientOf("SVCU");
    Object.assign(foreign, {
      Client: svcu.id,
      DataSet: svcu.dataSets[0]?.id,
      ReportDefinition: svcu.reportDefinitions.find((r) => r.workflowState === "PUBLISHED")?.id,
      ChartOfAccounts: svcu.chartsOfAccounts[0]?.id,
    });
    const report = (
      await staff(
        `query($d: ID!) { report(reportDefinitionId: $d, reportId: 10) { id blocks { ... on TableBlock { rows { id } } } } }`,
        { d: rfcuDefinition },
      )
    ).report as { id: string; blocks: { rows?: { id: string }[] }[] };
    ids.Report = report.id;
    ids.TableRow = report.blocks.find((b) => b.rows?.length)?.rows?.[0]?.id ?? "";
    ids.Curve = ((await staff("{ curves { id } }")).curves as { id: string }[])[0]?.id ?? "";
    ids.InfoMessage =
      ((await staff("{ infoMessages { id } }")).infoMessages as { id: string }[])[0]?.id ?? "";
    const created = await staff(
      `mutation { createServiceAccount(input: { name: "Node test", tenant: "RFCU", permissions: ["View"] }) {
        ... on ServiceAccountCredentials { serviceAccount { id } } } }`,
    );
    ids.ServiceAccount = (
      created.createServiceAccount as { serviceAccount: { id: string } }
    ).serviceAccount.id;
    const token = await staff(
      `mutation { createPersonalAccessToken(input: { name: "Node test", scopes: ["View"], lifetime: DAYS_7 }) {
        ... on PersonalAccessTokenSecret { token { id } } } }`,
    );
    ids.PersonalAccessToken = (token.createPersonalAccessToken as { token: { id: string } }).token.id;
    // A run announces itself: a notification of the last week to read back. The run is waited for
    // to its end, so that its last notification does not arrive under the worker's next file.
    const listed = async () =>
      (await staff("{ recentNotifications(sinceMinutes: 10080) { id runStatus } }")).recentNotifications as {
        id: string;
        runStatus: string;
      }[];
    const before = new Set((await listed()).map((n) => n.id));
    const own = await createDataSet(stack, jars.staff, rfcu.id);
    await staff(`mutation($id: ID!) { runDataSet(id: $id) { __typename } }`, { id: own.id });
    ids.NotificationMessage = await vi.waitUntil(
      async () => (await listed()).find((n) => !before.has(n.id) && n.runStatus !== "STARTED")?.id,
      { timeout: 60_000, interval: 200 },
    );
  }, 180_000);
  afterAll(() => stack?.close());

  it("has an opaque, distinct id for every Node type, which node reads back as that type", async () => {
    const types = Object.keys(ids);
    expect(types).toHaveLength(11);
    expect(new Set(Object.values(ids)).size).toBe(11);
    for (const type of types) {
      const id = ids[type] as string;
      expect(id, type).toMatch(/^[A-Za-z0-9_-]+$/);
      const { node } = await staff(`query($id: ID!) { node(id: $id) { __typename id } }`, { id });
      expect(node, type).toEqual({ __typename: type, id });
    }
  });

  it("reads several at once, in the order asked, priced per id", async () => {
    const asked = [ids.ReportDefinition, ids.Client, ids.DataSet];
    const body = await as("staff", `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, {
      ids: asked,
    });
    expect(body.errors).toBeUndefined();
    expect((body.data?.nodes as { id: string }[]).map((n) => n.id)).toEqual(asked);
    // Each id as a top-level field (10) plus its __typename and id (1 each).
    expect(body.extensions?.cost?.requested).toBe(3 * 12);
    const tooMany = await as("staff", `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: Array.from({ length: 101 }, () => ids.Client),
    });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(tooMany.errors?.[0]?.message).toContain("at most 100");
    expect(tooMany.errors?.[0]?.extensions?.messages?.map((m) => m.field)).toEqual(["ids"]);
  });

  it("refuses a caller signed out", async () => {
    for (const query of [
      `query($id: ID!) { node(id: $id) { id } }`,
      `query($id: ID!) { nodes(ids: [$id]) { id } }`,
    ]) {
      const body = await as(undefined, query, { id: ids.DataSet });
      expect(body.errors?.[0]?.extensions?.code, query).toBe("UNAUTHENTICATED");
    }
  });

  it("gives another client's objects as the type's own field does: null with the same error", async () => {
    const direct: Record<string, string> = {
      Client: `query($id: ID!) { client(by: { id: $id }) { id } }`,
      DataSet: `query($id: ID!) { dataSet(id: $id) { id } }`,
      ReportDefinition: `query($id: ID!) { reportDefinition(id: $id) { id } }`,
      ChartOfAccounts: `query($id: ID!) { chartOfAccounts(id: $id) { id } }`,
    };
    for (const [type, query] of Object.entries(direct)) {
      const id = foreign[type] as string;
      const field = await as("client", query, { id });
      const code = field.errors?.[0]?.extensions?.code;
      expect(["FORBIDDEN", "NOT_FOUND"], type).toContain(code);
      const node = await as("client", `query($id: ID!) { node(id: $id) { id } }`, { id });
      expect(node.data?.node ?? null, type).toBeNull();
      expect(node.errors?.[0]?.extensions?.code, type).toBe(code);
      expect(JSON.stringify(node)).not.toContain("Summit Valley");
    }
    // Said of what was asked for, by the id sent: not of the client inside it ("No client with id '2'").
    const definition = await as("client", direct.ReportDefinition as string, {
      id: foreign.ReportDefinition,
    });
    expect(definition.errors?.[0]?.message).toBe(
      `No report definition with id '${foreign.ReportDefinition}' that you may see.`,
    );
    const ghost = globalId("DataSet", 999, 1);
    const dataSet = await as("staff", direct.DataSet as string, { id: ghost });
    expect(dataSet.errors?.[0]?.message).toBe(`No data set with id '${ghost}' that you may see.`);
    // With what to send instead, on the argument that named it, as a report's NOT_FOUND says it.
    expect(definition.errors?.[0]?.extensions?.messages).toEqual([
      {
        error: `No report definition with id '${foreign.ReportDefinition}' that you may see.`,
        resolution:
          "Send as id the id of one of the report definitions you may see, as a client's list of them gives it.",
        field: "id",
      },
    ]);
    expect(dataSet.errors?.[0]?.extensions?.messages).toMatchObject([{ field: "id" }]);
    // A report of another institution's definition: said of the id sent, not of a
    // reportDefinitionId the caller never sent (the report field's own NOT_FOUND names that).
    const parts = (id: string) => Buffer.from(id, "base64url").toString().split(":");
    const [, , theirDefinition] = parts(foreign.ReportDefinition as string);
    const [, , reportId, year, trend] = parts(ids.Report as string);
    const theirReport = globalId(
      "Report",
      theirDefinition ?? "",
      reportId ?? "",
      year ?? "",
      decodeURIComponent(trend ?? ""),
    );
    const report = await as("client", `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [ids.Report, theirReport],
    });
    expect(report.errors?.[0]?.extensions).toMatchObject({
      code: "NOT_FOUND",
      messages: [{ field: "ids[1]" }],
    });
    expect(JSON.stringify(report)).not.toContain("reportDefinitionId");
    // An id of any length is said back cut at 80 characters, not echoed whole.
    const long = globalId("ServiceAccount", "x".repeat(300));
    const unknown = await as("staff", `query($id: ID!) { node(id: $id) { id } }`, { id: long });
    expect(unknown.errors?.[0]?.message).toBe(
      `No service account with id '${long.slice(0, 80)}…' that you may see.`,
    );
    const byNumber = await as("client", `{ reportDefinitionByDatabaseId(databaseId: 999999) { id } }`);
    expect(byNumber.errors?.[0]?.extensions).toMatchObject({
      code: "NOT_FOUND",
      messages: [
        {
          error: "No report definition with id '999999' that you may see.",
          resolution: expect.stringMatching(/^Send as databaseId the databaseId of one of the report/),
          field: "databaseId",
        },
      ],
    });
    // Without View, a client user reads not even their own institution's objects.
    const own = await as("prospect", `query($id: ID!) { node(id: $id) { id } }`, { id: ids.Client });
    expect(own.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("keeps what is readable in a partial answer: the refused item alone is null, with its index", async () => {
    const body = await as("client", `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, {
      ids: [rfcuDefinition, foreign.ReportDefinition],
    });
    expect(body.data?.nodes).toEqual([{ __typename: "ReportDefinition", id: rfcuDefinition }, null]);
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.path).toEqual(["nodes", 1]);
    expect(body.errors?.[0]?.extensions?.messages).toMatchObject([{ field: "ids[1]" }]);
  });

  it("names the element of ids a refusal is about: ids[2], not id", async () => {
    const body = await as("staff", `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [ids.Client, ids.DataSet, "not an id", base64url("DataSet:x:1")],
    });
    expect(body.data?.nodes).toEqual([{ id: ids.Client }, { id: ids.DataSet }, null, null]);
    const byIndex = new Map(body.errors?.map((e) => [e.path?.[1], e]));
    expect(byIndex.get(2)).toMatchObject({
      message: "ids[2] must be an id as this API gives it (a type's id field); 'not an id' is not one.",
      extensions: {
        code: "BAD_USER_INPUT",
        messages: [
          {
            field: "ids[2]",
            resolution: "Send as ids[2] the id field of the object, as this API answered it.",
          },
        ],
      },
    });
    expect(byIndex.get(3)).toMatchObject({
      message: "ids[3] is not an id this API gave: its key 'x' names nothing. Pass an id as a field gave it.",
      extensions: { code: "BAD_USER_INPUT", messages: [{ field: "ids[3]" }] },
    });
  });

  it("answers an id that is not one of the API's with BAD_USER_INPUT saying what is wrong", async () => {
    for (const id of ["42", "not an id", base64url("Spaceship:1"), base64url("DataSet:x:y")]) {
      const body = await as("staff", `query($id: ID!) { node(id: $id) { id } }`, { id });
      expect(body.errors?.[0]?.extensions?.code, id).toBe("BAD_USER_INPUT");
      expect(body.errors?.[0]?.message, id).toMatch(/^id /);
    }
    // Another type's id where a data set's is asked for.
    const wrongType = await as("staff", `query($id: ID!) { dataSet(id: $id) { id } }`, {
      id: ids.ReportDefinition,
    });
    expect(wrongType.errors?.[0]?.message).toBe(
      "id must be the id of a DataSet; the one given is the id of a ReportDefinition.",
    );
    // With what to send instead, on the argument it names, as every refusal says.
    expect(wrongType.errors?.[0]?.extensions).toMatchObject({
      messages: [{ field: "id", resolution: "Send as id the id field of a DataSet." }],
    });
    const unreadable = await as("staff", `query($id: ID!) { node(id: $id) { id } }`, { id: "not an id" });
    expect(unreadable.errors?.[0]?.extensions).toMatchObject({
      messages: [
        { field: "id", resolution: "Send as id the id field of the object, as this API answered it." },
      ],
    });
  });

  it("takes one client key (@oneOf), and the ids given before global ids during their deprecation", async () => {
    const both = await as("staff", `{ client(by: { id: "${ids.Client}", acronym: "RFCU" }) { id } }`);
    // graphql-js enforces @oneOf when it validates the document: the input's fault, as a variable's.
    expect(both.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(both.errors?.[0]?.message).toContain("exactly one key");
    // With the message every refusal of an input has, naming it: written, sent, or a field of it.
    const shapeMessage = (field: string) => ({ field, resolution: ERROR_TEXTS.inputShape });
    expect(both.errors?.[0]?.extensions?.messages).toEqual([
      { error: both.errors?.[0]?.message, ...shapeMessage("by") },
    ]);
    const sent = await as("staff", `query($by: ClientKey!) { client(by: $by) { id } }`, {
      by: { id: ids.Client, acronym: "RFCU" },
    });
    expect(sent.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      messages: [shapeMessage("by")],
    });
    const stray = await as("staff", `{ client(by: { acronym: "RFCU", nickname: "R" }) { id } }`);
    const notDefined = stray.errors?.find((e) => e.message.includes('"nickname" is not defined'));
    expect(notDefined?.extensions?.messages).toMatchObject([shapeMessage("by.nickname")]);
    const { dataSet } = await staff(`query($id: ID!) { dataSet(id: $id) { databaseId clientId } }`, {
      id: ids.DataSet,
    });
    const { client } = await staff(`query($id: ID!) { client(by: { id: $id }) { databaseId } }`, {
      id: ids.Client,
    });
    const legacy = await staff(`query($c: ID, $id: ID!) { dataSet(clientId: $c, id: $id) { id } }`, {
      c: String((client as { databaseId: number }).databaseId),
      id: String((dataSet as { databaseId: number }).databaseId),
    });
    expect(legacy.dataSet).toEqual({ id: ids.DataSet });
    expect((dataSet as { clientId: string }).clientId).toBe(ids.Client);
    const noClient = await as("staff", `query($id: ID!) { dataSet(id: $id) { id } }`, {
      id: String((dataSet as { databaseId: number }).databaseId),
    });
    expect(noClient.errors?.[0]?.message).toContain("clientId");
  });
});
