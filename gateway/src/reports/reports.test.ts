import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, validate } from "graphql";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CookieJar } from "@alm/test-support";
import { loadGatewayConfig } from "../config.ts";
import { PersistedDocuments } from "../graphql/persisted-documents.ts";
import { buildSchema } from "../server/schema.ts";
import type { AnalysisDictionariesModel } from "../models/core-models.ts";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
  providerTokens,
} from "../testing/test-stack.ts";
import { listening, untilListening } from "../testing/live-feeds.ts";
import { wsClient } from "../testing/ws-client.ts";

type Data = Record<string, unknown>;
interface Body {
  data?: Data | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

const REPORT = `query($id: ID!, $reportId: Int!, $year: Int) {
  report(reportDefinitionId: $id, reportId: $reportId, year: $year) {
    id title asOfDate clientName kind
    blocks { __typename
      ... on TemplateBlock { type source title footer }
      ... on TableBlock { columns { field label format } rows { id parentId level cells { field value text flag pairs { key value } } } }
      ... on ChartBlock { chartType labels series { name format values } }
      ... on TextBlock { text } } } }`;
const RUN = `mutation($id: ID!) { runDataSet(id: $id) { __typename
  ... on DataSetRunStarted { dataSet { id status } } ... on Failure { message messages { error resolution } } } }`;
const PERSISTED = "query PersistedViewer { viewer { name } }";
const persistedHash = createHash("sha256").update(PERSISTED).digest("hex");

describe("runs, reports, downloads and persisted documents against the running api", () => {
  let stack: TestStack;
  let dir: string;
  let dictionaries: AnalysisDictionariesModel;
  const jars: Record<string, CookieJar> = {};
  const ids: Record<string, string> = {};
  const sockets: Client[] = [];

  const as = async (user: string | undefined, query: string, variables: Data = {}) =>
    (await graphqlRequest(stack, query, { jar: user ? jars[user] : undefined, variables })).body as Body;
  const report = (user: string, variables: Data) => as(user, REPORT, variables);
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: jars.staff?.header(`${stack.gatewayUrl}/graphql`) ?? "",
        ...headers,
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Body }));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "alm-persisted-"));
    const manifest = join(dir, "persisted-documents.json");
    writeFileSync(manifest, JSON.stringify({ [`sha256:${persistedHash}`]: PERSISTED }));
    stack = await startWorkerStack({ PERSISTED_DOCUMENTS: manifest });
    for (const user of ["staff", "client"]) jars[user] = (await signInThroughGateway(stack, user)).jar;
    const { clients } = (await as("staff", "{ clients { id acronym } }")).data as {
      clients: { id: string; acronym: string }[];
    };
    for (const c of clients) ids[c.acronym] = c.id;
    const tokens = await providerTokens(stack, "staff");
    ids.staffToken = tokens.access_token;
    const res = await fetch(`${stack.api.url}/core/tools/uxsetting/analysis?api-version=1.0`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    dictionaries = (
      (await res.json()) as { data: { model: { settings: { dictionaries: AnalysisDictionariesModel } } } }
    ).data.model.settings.dictionaries;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await stack.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** RFCU's report definitions: 'Q4 2021 ALM Report' is published, 'July 2022 Board Draft' has a data set not completed. */
  const definitions = async () => {
    const body = await as(
      "staff",
      `query($id: ID!) { client(id: $id) { reportDefinitions { id name workflowState baseDataSetId status } } }`,
      { id: ids.RFCU },
    );
    expect(body.errors).toBeUndefined();
    const data = body.data as {
      client: {
        reportDefinitions: {
          id: string;
          name: string;
          workflowState: string;
          baseDataSetId: string;
          status: string;
        }[];
      };
    };
    return data.client.reportDefinitions;
  };
  const catalogueEntries = async (id: string | undefined) => {
    const body = await as(
      "staff",
      `query($c: ID!, $id: ID!) { reportDefinition(clientId: $c, id: $id) {
        catalogue { categories { pages { entries { reportId year } } } } } }`,
      { c: ids.RFCU, id },
    );
    expect(body.errors).toBeUndefined();
    const data = body.data as {
      reportDefinition: {
        catalogue: { categories: { pages: { entries: { reportId: number; year: number | null }[] }[] }[] };
      };
    };
    return data.reportDefinition.catalogue.categories.flatMap((c) => c.pages.flatMap((p) => p.entries));
  };

  it("runs a data set as staff: Started at once, then Completed through dataSetStatusChanged; refusals are typed", async () => {
    const defs = await definitions();
    // The seed's draft by name: the worker's api is shared by the files before this one, and a draft
    // one of them made on a published report's (locked) data set was once found first.
    const draft = defs.find((d) => d.name === "July 2022 Deposit Runoff What-If");
    const published = defs.find((d) => d.workflowState === "PUBLISHED");
    expect(draft).toMatchObject({ workflowState: "DRAFT", status: "COMPLETED" });
    expect(published).toBeTruthy();
    const socket = wsClient(stack.gatewayUrl, {
      cookie: jars.staff?.header(`${stack.gatewayUrl}/graphql`) ?? "",
    });
    sockets.push(socket);
    const statuses: string[] = [];
    const base = listening(stack);
    socket.subscribe(
      {
        query: `subscription($c: ID!) { dataSetStatusChanged(clientId: $c) { dataSetId status } }`,
        variables: { c: ids.RFCU },
      },
      {
        next: (v) => {
          const e = (v.data as { dataSetStatusChanged: { dataSetId: string; status: string } } | undefined)
            ?.dataSetStatusChanged;
          if (e && e.dataSetId === draft?.baseDataSetId) statuses.push(e.status);
        },
        error: () => {},
        complete: () => {},
      },
    );
    await untilListening(stack, base + 1);

    const client = await as("client", RUN, { id: draft?.baseDataSetId });
    expect(client.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // Two at once: one run starts, the other finds it running (or, had it already completed, starts again).
    const [first, second] = await Promise.all([
      as("staff", RUN, { id: draft?.baseDataSetId }),
      as("staff", RUN, { id: draft?.baseDataSetId }),
    ]);
    const results = [first.data?.runDataSet, second.data?.runDataSet] as Data[];
    expect(results).toContainEqual({
      __typename: "DataSetRunStarted",
      dataSet: { id: draft?.baseDataSetId, status: "STARTED" },
    });
    for (const r of results.filter((x) => x.__typename !== "DataSetRunStarted")) {
      expect(r).toMatchObject({
        __typename: "ResourceInUse",
        message: expect.stringContaining("already running"),
      });
    }
    const locked = (await as("staff", RUN, { id: published?.baseDataSetId })).data?.runDataSet as Data;
    expect(locked).toMatchObject({
      __typename: "ResourceLocked",
      message: expect.stringContaining("locked"),
    });
    await expect.poll(() => statuses, { timeout: 60_000, interval: 100 }).toContain("COMPLETED");
    expect(statuses[0]).toBe("STARTED");
  }, 90_000);

  it("serves every catalogue page of a published report definition: typed blocks in template order", async () => {
    const published = (await definitions()).find((d) => d.name === "Q4 2021 ALM Report");
    const entries = await catalogueEntries(published?.id);
    expect(entries.length).toBeGreaterThan(40);
    for (const entry of entries) {
      const body = await report("staff", { id: published?.id, reportId: entry.reportId, year: entry.year });
      expect(body.errors, `report ${entry.reportId}`).toBeUndefined();
      const blocks = (body.data?.report as { blocks: Data[] }).blocks;
      const template = dictionaries.reports?.find((r) => r.id === entry.reportId)?.template ?? [];
      expect(blocks.map((b) => b.source)).toEqual(template.map((t) => t.source));
      for (const block of blocks) {
        // A title or column label that names the scenario names the definition's shock.
        expect(JSON.stringify([block.title, block.columns ?? []]), `report ${entry.reportId}`).not.toContain(
          "{scenario}",
        );
        if (block.__typename === "TableBlock") {
          const rows = block.rows as { cells: unknown[] }[];
          expect((block.columns as unknown[]).length).toBeGreaterThan(0);
          expect(rows.length).toBeGreaterThan(0);
          expect(rows.every((r) => r.cells.length > 0)).toBe(true);
        } else if (block.__typename === "ChartBlock") {
          const series = block.series as { values: unknown[] }[];
          expect(series.length).toBeGreaterThan(0);
          expect(series.every((s) => s.values.length === (block.labels as unknown[]).length)).toBe(true);
        } else {
          expect(block.__typename).toBe("TextBlock");
          expect(typeof block.text).toBe("string");
        }
      }
    }
    // Where one column reads a shock in NEV rows and a ramp in NII rows, the table says so.
    for (const reportId of [11, 28]) {
      const page = await report("staff", { id: published?.id, reportId });
      const footers = (page.data?.report as { blocks: Data[] }).blocks
        .filter((b) => b.__typename === "TableBlock")
        .map((b) => b.footer);
      expect(footers, `report ${reportId}`).toEqual([expect.stringContaining("rate ramps over 12 months")]);
    }
    // The trend page's columns say the shock they read, as its charts' legends do.
    const trends = await report("staff", { id: published?.id, reportId: 26 });
    const trendBlocks = (trends.data?.report as { blocks: { columns?: { label: string }[] }[] }).blocks;
    expect(trendBlocks.flatMap((b) => b.columns ?? []).map((c) => c.label)).toEqual(
      expect.arrayContaining([
        "NEV Ratio (+300 bp shock)",
        "NEV % Change (+300 bp shock)",
        "NII % Change, Year 1 (+300 bp shock)",
      ]),
    );
  }, 120_000);

  it("answers the template and data errors with the catalogue's texts", async () => {
    const defs = await definitions();
    const published = defs.find((d) => d.name === "Q4 2021 ALM Report");
    const unknown = await report("staff", { id: published?.id, reportId: 9999 });
    expect(unknown.errors?.[0]).toMatchObject({
      message: "There is no report 9999.",
      extensions: {
        code: "NOT_FOUND",
        reason: "REPORT_DICTIONARY_UNAVAILABLE",
        reportError: "REPORT_DICTIONARY_UNAVAILABLE",
        messages: [{ field: "reportId", resolution: "Open a report from the report definition's list." }],
      },
    });
    const notCompleted = defs.find((d) => d.name === "July 2022 Board Draft");
    const failing = await report("staff", { id: notCompleted?.id, reportId: 10 });
    expect(failing.errors?.[0]).toMatchObject({
      message: "Error retrieving report data for Behavioral Gap (ID 10).",
      extensions: {
        code: "CONFLICT",
        reportError: "DATA_RETRIEVAL_FAILED",
        messages: [{ error: expect.stringContaining("has not completed") }],
      },
    });
    expect(JSON.stringify(failing)).not.toContain("Try again in a moment");
  });

  it("says which NII years a package has when asked for one past them, as the api does", async () => {
    const defs = await definitions();
    const published = defs.find((d) => d.name === "Q4 2021 ALM Report");
    const body = await as(
      "staff",
      `query($c: ID!, $id: ID!) { reportDefinition(clientId: $c, id: $id) { databaseId niiYears } }`,
      { c: ids.RFCU, id: published?.id },
    );
    const { databaseId, niiYears } = (
      body.data as { reportDefinition: { databaseId: number; niiYears: number } }
    ).reportDefinition;
    expect(niiYears).toBe(2);
    const inside = await report("client", { id: published?.id, reportId: 55, year: niiYears });
    expect(inside.errors).toBeUndefined();
    for (const year of [niiYears + 1, 11]) {
      const past = await report("client", { id: published?.id, reportId: 55, year });
      const error = `NII Dollar Projections: this package has 2 years of NII; year ${year} is not in it.`;
      expect(past.errors?.[0]).toMatchObject({
        message: error,
        extensions: {
          code: "BAD_USER_INPUT",
          // The argument's reason, as the gateway's own refusals of a year give it (below): not
          // the api's INVALID_PARAMETER, which names a REST parameter the caller never sent.
          reason: "BAD_USER_INPUT",
          messages: [{ error, resolution: "Open one of years 1 to 2.", field: "year" }],
        },
      });
      expect(JSON.stringify(past)).not.toContain("Try again");
    }
    const rest = await fetch(
      `${stack.api.url}/base/analysis/reports/55/reportdefinition/${databaseId}/year/3?api-version=1.0`,
      { headers: { authorization: `Bearer ${ids.staffToken}` } },
    );
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({
      message: "NII Dollar Projections: this package has 2 years of NII; year 3 is not in it.",
    });
    // Another institution's package: refused before its years are told.
    const svcu = (
      await as("staff", `query($id: ID!) { client(id: $id) { reportDefinitions { id workflowState } } }`, {
        id: ids.SVCU,
      })
    ).data as { client: { reportDefinitions: { id: string; workflowState: string }[] } };
    const foreign = svcu.client.reportDefinitions.find((d) => d.workflowState === "PUBLISHED");
    const theirs = await report("client", { id: foreign?.id, reportId: 55, year: 5 });
    expect(["NOT_FOUND", "FORBIDDEN"]).toContain(theirs.errors?.[0]?.extensions?.code);
    expect(JSON.stringify(theirs)).not.toContain("years of NII");
    // Not there for this reader: the message names the argument to change, as every other does.
    const notTheirs = await report("client", { id: foreign?.id, reportId: 21 });
    expect(notTheirs.errors?.[0]?.extensions).toMatchObject({
      code: "NOT_FOUND",
      messages: [
        { error: "No report definition with this id that you may see.", field: "reportDefinitionId" },
      ],
    });
    for (const year of [0, -1]) {
      const bad = await report("staff", { id: published?.id, reportId: 55, year });
      expect(bad.errors?.[0]).toMatchObject({
        message: `year must be a positive whole number; ${year} is not.`,
        extensions: { code: "BAD_USER_INPUT", reason: "BAD_USER_INPUT", messages: [{ field: "year" }] },
      });
    }
    // A page without NII years has one entry: another year is refused, not read as year 1.
    const nev = await report("client", { id: published?.id, reportId: 21, year: 2 });
    expect(nev.errors?.[0]).toMatchObject({
      message: "NEV Summary is not an NII page: it has no years, so year 2 is not one of its years.",
      extensions: { code: "BAD_USER_INPUT", reason: "BAD_USER_INPUT", messages: [{ field: "year" }] },
    });
    expect((await report("client", { id: published?.id, reportId: 21, year: 1 })).errors).toBeUndefined();
    expect(
      (await as(undefined, REPORT, { id: published?.id, reportId: 55, year: 5 })).errors?.[0]?.extensions
        ?.code,
    ).toBe("UNAUTHENTICATED");
  });

  it("cuts each table's tree to the levels asked for, still counting the whole tree's levels", async () => {
    const published = (await definitions()).find((d) => d.name === "Q4 2021 ALM Report");
    type Table = { levels: number; rows: { id: string; path: string[] }[] };
    const tables = async (treeLevels?: number) => {
      const body = await as(
        "client",
        `query($id: ID!, $levels: Int) { report(reportDefinitionId: $id, reportId: 47, treeLevels: $levels) {
          blocks { ... on TableBlock { levels rows { id path } } } } }`,
        { id: published?.id, levels: treeLevels },
      );
      return body;
    };
    const whole = (await tables()).data?.report as { blocks: Table[] };
    const cut = (await tables(2)).data?.report as { blocks: Table[] };
    const [full] = whole.blocks;
    const [printed] = cut.blocks;
    // NEV Detailed Price: the balance sheet's whole account tree, deeper than the two levels printed.
    expect(full?.levels).toBeGreaterThan(2);
    expect(printed?.levels).toBe(full?.levels);
    // The table holds the whole tree: a row's path starts at one of its top rows.
    const top = new Set(full?.rows.filter((r) => r.path.length === 1).map((r) => r.id));
    expect(full?.rows.every((r) => top.has(r.path[0] ?? ""))).toBe(true);
    const shown = full?.rows.filter((r) => r.path.length <= 2) ?? [];
    expect(printed?.rows).toEqual(shown);
    expect(shown.length).toBeLessThan(full?.rows.length ?? 0);
    for (const treeLevels of [0, -2]) {
      expect((await tables(treeLevels)).errors?.[0]).toMatchObject({
        message: `treeLevels must be a whole number from 1; ${treeLevels} is not.`,
        extensions: { code: "BAD_USER_INPUT", messages: [{ field: "treeLevels" }] },
      });
    }
  });

  it("lets a client user load only their own published reports", async () => {
    const defs = await definitions();
    const published = defs.find((d) => d.name === "Q4 2021 ALM Report");
    const approved = defs.find((d) => d.workflowState === "APPROVED");
    // Staff reads first, so the caches hold both reports when the client asks.
    for (const id of [published?.id, approved?.id]) {
      expect((await report("staff", { id, reportId: 21 })).errors).toBeUndefined();
      expect((await report("staff", { id, reportId: 21 })).errors).toBeUndefined();
    }
    const own = await report("client", { id: published?.id, reportId: 21 });
    expect(own.errors).toBeUndefined();
    expect(own.data?.report).toMatchObject({ clientName: "Riverbend Federal Credit Union" });
    const unpublished = await report("client", { id: approved?.id, reportId: 21 });
    expect(["NOT_FOUND", "FORBIDDEN"]).toContain(unpublished.errors?.[0]?.extensions?.code);
    expect(unpublished.data).toEqual({ report: null });
    const svcu = (
      await as("staff", `query($id: ID!) { client(id: $id) { reportDefinitions { id workflowState } } }`, {
        id: ids.SVCU,
      })
    ).data as { client: { reportDefinitions: { id: string; workflowState: string }[] } };
    const other = svcu.client.reportDefinitions.find((d) => d.workflowState === "PUBLISHED");
    expect((await report("staff", { id: other?.id, reportId: 21 })).errors).toBeUndefined();
    const foreign = await report("client", { id: other?.id, reportId: 21 });
    expect(["NOT_FOUND", "FORBIDDEN"]).toContain(foreign.errors?.[0]?.extensions?.code);
    expect(JSON.stringify(foreign)).not.toContain("Summit Valley");
  });

  it("streams the upload templates to signed-in staff only", async () => {
    const get = (name: string, headers: Record<string, string> = {}) =>
      fetch(`${stack.gatewayUrl}/downloads/${name}`, { headers });
    const cookie = (user: string) => ({
      cookie: jars[user]?.header(`${stack.gatewayUrl}/downloads/x`) ?? "",
    });
    const csv = await get("positions-template.csv", cookie("staff"));
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toContain("attachment");
    expect((await csv.text()).length).toBeGreaterThan(20);
    const xlsx = await get("h3-overrides-sample.xlsx", { authorization: `Bearer ${ids.staffToken}` });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
    expect((await get("h3-overrides-sample.csv", cookie("staff"))).status).toBe(200);
    expect((await get("positions-template.xlsx", cookie("client"))).status).toBe(403);
    expect((await get("positions-template.csv")).status).toBe(401);
    expect((await get("passwords.csv", cookie("staff"))).status).toBe(404);
  });

  it("accepts persisted documents by hash, refuses unknown hashes, and still runs query text", async () => {
    const byHash = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: persistedHash } } });
    expect(byHash.body.data).toEqual({ viewer: { name: expect.any(String) } });
    expect(byHash.body).not.toHaveProperty("errors");
    const byDocumentId = await post({ documentId: `sha256:${persistedHash}` });
    expect(byDocumentId.body.data).toEqual(byHash.body.data);
    const getUrl = `${stack.gatewayUrl}/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: persistedHash } }))}`;
    const viaGet = await fetch(getUrl, {
      headers: {
        "apollo-require-preflight": "true",
        cookie: jars.staff?.header(`${stack.gatewayUrl}/graphql`) ?? "",
      },
    });
    expect(((await viaGet.json()) as Body).data).toEqual(byHash.body.data);
    const unknown = await post({
      extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } },
    });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: "PersistedQueryNotFound",
      extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
    });
    expect(unknown.body.data).toBeUndefined();
    const text = await post({ query: "{ viewer { name } }" });
    expect(text.body.data).toEqual(byHash.body.data);
    // A hash that is not the text's is refused, and nothing is kept under it.
    const wrong = await post({
      query: "{ viewer { name } }",
      extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_HASH_MISMATCH");
    expect(
      (await post({ extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } })).body
        .errors?.[0]?.extensions?.code,
    ).toBe("PERSISTED_QUERY_NOT_FOUND");
    // Automatic persisted queries: the text with its hash once, then the hash alone (one round trip).
    const apq = "query Apq { viewer { name } }";
    const apqHash = createHash("sha256").update(apq).digest("hex");
    const hashOnly = { extensions: { persistedQuery: { version: 1, sha256Hash: apqHash } } };
    expect((await post(hashOnly)).body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    expect((await post({ query: apq, ...hashOnly })).body.data).toEqual(byHash.body.data);
    const second = (await post(hashOnly)).body;
    expect(second.data).toEqual(byHash.body.data);
    expect(second).not.toHaveProperty("errors");
  });

  it("holds only documents valid against the schema in the web app's persisted documents", () => {
    const file = loadGatewayConfig({}).PERSISTED_DOCUMENTS;
    const documents = PersistedDocuments.load(file);
    const schema = buildSchema();
    for (const [hash, text] of documents.entries()) {
      expect(createHash("sha256").update(text).digest("hex"), hash).toBe(hash.replace(/^sha256:/, ""));
      expect(validate(schema, parse(text)), hash).toEqual([]);
    }
  });
});
