import { describe, expect, it } from "vitest";
import { GraphQLError, Kind, specifiedRules, type DocumentNode } from "graphql";
import { loadGatewayConfig } from "../config.ts";
import { PersistedDocuments } from "../graphql/persisted-documents.ts";
import {
  documentLimitErrors,
  operationCost,
  parseWithinLimits,
  queryLimitsOf,
  queryLimitsRule,
} from "../graphql/query-limits.ts";
import { globalId } from "../graphql/ids.ts";
import { ValidatedDocuments } from "../graphql/validated-documents.ts";
import { buildSchema } from "./schema.ts";

const config = loadGatewayConfig({});
const limits = queryLimitsOf(config);
const schema = buildSchema();
const rules = [...specifiedRules, queryLimitsRule(limits)];
const validated = new ValidatedDocuments(schema, limits, rules);

const parsed = (text: string): DocumentNode => {
  const document = parseWithinLimits(text, { ...limits, maxTokens: 1_000_000 });
  if (document instanceof GraphQLError) throw document;
  return document;
};
const messagesOf = (text: string) => documentLimitErrors(schema, parsed(text), limits).map((e) => e.message);
const costOf = (text: string, variables?: Record<string, unknown>) => {
  const document = parsed(text);
  const operation = document.definitions[0];
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error("no operation");
  return operationCost(schema, document, operation, variables);
};
const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

describe("query limits at their defaults", () => {
  it("pass every operation of the web app (its persisted documents)", () => {
    const documents = PersistedDocuments.load(config.PERSISTED_DOCUMENTS).entries();
    expect(documents.length).toBeGreaterThan(10);
    for (const [hash, text] of documents) {
      const checked = validated.check(text);
      expect(
        checked.errors.map((e) => e.message),
        hash,
      ).toEqual([]);
    }
  });

  it("keep a document's validation and measure: the same answer again, its variables measured each time", () => {
    const wrong = "subscription { noSuchField }";
    const first = validated.check(wrong).errors.map((e) => e.message);
    expect(first).toEqual(['Cannot query field "noSuchField" on type "Subscription".']);
    expect(validated.check(wrong).errors.map((e) => e.message)).toEqual(first);
    // The text's validation is kept, but a variable's list size is measured with each request's value.
    const audit = `query($n: Int) { auditEvents(first: $n) { edges { cursor node { __typename } } } }`;
    expect(validated.check(audit, { n: 10 }).errors).toEqual([]);
    expect(validated.check(audit, { n: 1_000_000 }).errors.map((e) => e.extensions.code)).toEqual([
      "QUERY_TOO_COMPLEX",
    ]);
    expect(validated.check(audit, { n: 10 }).errors).toEqual([]);
  });

  it("refuse token floods while parsing", () => {
    const refused = parseWithinLimits(aliases(40_000, "__typename"), limits);
    expect(refused).toBeInstanceOf(GraphQLError);
    expect((refused as GraphQLError).extensions.code).toBe("QUERY_TOO_COMPLEX");
  });

  it("count aliases, __typename included, through fragments", () => {
    expect(messagesOf(`{ viewer ${aliases(101, "__typename")} }`)).toEqual([
      "The operation has 101 aliased fields, more than the limit of 100. Split it into smaller queries.",
    ]);
    expect(
      messagesOf(
        `{ viewer { ...F ...F } } fragment F on Viewer { ${aliases(60, "__typename").slice(1, -1)} }`,
      ),
    ).toEqual([
      "The operation has 120 aliased fields, more than the limit of 100. Split it into smaller queries.",
    ]);
    expect(messagesOf(aliases(100, "__typename"))).toEqual([
      "The operation asks for 100 top-level fields, more than the limit of 25. Split it into smaller queries.",
    ]);
  });

  it("price report fields as the upstream work they cause", () => {
    const reports = (n: number) =>
      `{ viewer { username } ${Array.from({ length: n }, (_, i) => `r${i}: report(reportDefinitionId: "1", reportId: ${i}) { pages: __typename }`).join(" ")} }`;
    expect(messagesOf(reports(20))).toEqual([]);
    expect(
      validated.check(`{ report(reportDefinitionId: "1", reportId: 1) { ${"__typename ".repeat(5)} } }`)
        .errors,
    ).toEqual([]);
    const costly = documentLimitErrors(schema, parsed(reports(24)), { ...limits, maxCost: 2_000 });
    expect(costly.map((e) => e.message)).toEqual([
      // viewer 10 + username 1, and 24 reports at 100 each with their __typename.
      "The query would cost 2435, more than the limit of 2000. Ask for fewer fields or smaller lists.",
    ]);
  });

  it("price a Report's id in node and nodes as the report field it reads, and count it as one", () => {
    const reportId = (k: number) =>
      globalId("Report", 2, 26, 1, JSON.stringify([[], ["shock", `x${k}`], null]));
    const nodes = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }`;
    const measure = (ids: string[]) =>
      documentLimitErrors(schema, parsed(nodes), limits, { ids }).map((e) => e.message);
    // 100 unique reports in one field were priced as 100 plain reads (a tenth): they held the api.
    const hundred = Array.from({ length: 100 }, (_, k) => reportId(k));
    expect(measure(hundred)).toEqual([
      "The operation asks for 100 top-level fields, more than the limit of 25. Split it into smaller queries.",
      "The query would cost 10100, more than the limit of 10000. Ask for fewer fields or smaller lists.",
    ]);
    expect(measure(hundred.slice(0, 25))).toEqual([]);
    expect(costOf(nodes, { ids: hundred.slice(0, 2) })).toBe(2 * 101);
    // Other types' ids stay one upstream read each.
    const dataSets = Array.from({ length: 100 }, (_, k) => globalId("DataSet", 1, k + 1));
    expect(measure(dataSets)).toEqual([]);
    expect(costOf(`{ node(id: "${reportId(1)}") { __typename } }`)).toBe(101);
  });

  it("refuse text and variables nested past any the schema needs, before anything recurses into them", () => {
    // 2,400 levels in 4,800 tokens overflowed graphql-js's parser: a 500, over a WebSocket a closed socket.
    const deep = `{${"a{".repeat(2_400)}b${"}".repeat(2_401)}`;
    const refused = parseWithinLimits(deep, limits);
    expect(refused).toBeInstanceOf(GraphQLError);
    expect((refused as GraphQLError).extensions.code).toBe("QUERY_TOO_COMPLEX");
    const list = `{ node(id: ${"[".repeat(2_000)}"x"${"]".repeat(2_000)}) { __typename } }`;
    expect((parseWithinLimits(list, limits) as GraphQLError).extensions.code).toBe("QUERY_TOO_COMPLEX");
    // Brackets inside strings and comments are text.
    expect(parseWithinLimits(`# ${"{".repeat(100)}\n{ viewer { username } }`, limits)).not.toBeInstanceOf(
      GraphQLError,
    );
    let nested: unknown = "x";
    for (let i = 0; i < 50_000; i++) nested = [nested];
    const checked = validated.check(`query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }`, {
      ids: nested,
    });
    expect(checked.errors.map((e) => [e.extensions.code, e.message])).toEqual([
      [
        "BAD_USER_INPUT",
        "The variables nest deeper than 32 levels of lists and objects; no input of this API does.",
      ],
    ]);
  });

  it("price a report definition's catalogue as the one read it is, not as lists of ten of ten", () => {
    // A consumer's natural query: its client's report definitions with their catalogues (it was
    // refused at 44,653, the catalogue's three nested lists assumed ten items each).
    const catalogues = `{ client(by: { acronym: "RFCU" }) { reportDefinitions { id name
      catalogue { categories { description pages { id description entries { key year } } } } } } }`;
    expect(messagesOf(catalogues)).toEqual([]);
  });

  it("measure fragments once: spreads doubling 40 times over are priced, not walked", () => {
    const chain = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Viewer { ...F${i + 1} ...F${i + 1} }`,
    ).join(" ");
    const text = `{ viewer { ...F0 } } ${chain} fragment F40 on Viewer { username }`;
    const started = Date.now();
    const errors = documentLimitErrors(schema, parsed(text), limits);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errors.map((e) => e.message).join(" ")).toMatch(/would cost/);
  });

  it("price a connection's items by the page it asks for: literal, variable, defaults", () => {
    const costOf = (text: string, variables?: Record<string, unknown>) => {
      const document = parsed(text);
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error("no operation");
      return operationCost(schema, document, operation, variables);
    };
    const rows = (first: string) =>
      `query($first: Int = 30) { infoMessagesConnection(${first}) { totalCount nodes { id message } } }`;
    // 50 for the root field, 1 for totalCount, 1 + first × 2 for the nodes.
    const priced = (first: number) => 50 + 1 + 1 + first * 2;
    expect(costOf(rows("first: 7"), {})).toBe(priced(7));
    expect(costOf(rows(`domain: "ALM"`), {})).toBe(priced(50));
    expect(costOf(rows("first: $first"), { first: 90 })).toBe(priced(90));
    expect(costOf(rows("first: $first"), {})).toBe(priced(30));
    // A validation rule never sees the values: it prices the least page, the edge the real one.
    expect(costOf(rows("first: $first"))).toBe(priced(1));
    const spread = `query($first: Int) { infoMessagesConnection(first: $first) { ...Page } }
      fragment Page on InfoMessageConnection { nodes { id message } edges { node { id } } }`;
    expect(costOf(spread, { first: 20 })).toBe(50 + (1 + 20 * 2) + (1 + 20 * (1 + 1)));
  });
});
