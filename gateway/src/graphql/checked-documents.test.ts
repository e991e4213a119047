import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import { loadGatewayConfig } from "../config.ts";
import { buildSchema } from "../server/schema.ts";
import { CheckedDocuments } from "./checked-documents.ts";
import { queryLimitsOf } from "./query-limits.ts";

const limits = queryLimitsOf(loadGatewayConfig({}));
const schema = buildSchema();
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

/** Heap the checks below leave held, in MB, once garbage is collected. */
function heapHeldBy(attack: () => void): number {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  attack();
  collectGarbage();
  return (process.memoryUsage().heapUsed - before) / 1e6;
}

const reports = `query Messages($first: Int) { infoMessagesConnection(first: $first) { totalCount nodes { id message } } }`;

describe("checked documents", () => {
  it("parse a text once and measure it once per variables, with the outcome a fresh check gives", () => {
    const checked = new CheckedDocuments(schema, limits);
    const small = checked.check(reports, { first: 5 });
    expect(small.document).not.toBeInstanceOf(GraphQLError);
    expect(small.limitErrors).toEqual([]);
    // The same text again: the same document, not parsed again.
    expect(checked.check(reports, { first: 5 }).document).toBe(small.document);
    // Other variables are measured for themselves: a page too large is refused.
    const large = checked.check(reports, { first: 1_000_000 });
    expect(large.document).toBe(small.document);
    expect(large.limitErrors.map((e) => e.message).join()).toMatch(/cost/i);
    expect(new CheckedDocuments(schema, limits).check(reports, { first: 1_000_000 }).limitErrors).toEqual(
      large.limitErrors,
    );
  });

  it("keep a syntax error as graphql-js reports it, and a token flood as too complex", () => {
    const checked = new CheckedDocuments(schema, limits);
    const broken = checked.check("{ clients { ", {});
    expect(broken.document).toBeInstanceOf(GraphQLError);
    expect((broken.document as GraphQLError).message).toMatch(/Syntax Error/);
    const flood = `{ ${Array.from({ length: 40_000 }, (_, i) => `a${i}: __typename`).join(" ")} }`;
    const refused = checked.check(flood, {}).document as GraphQLError;
    expect(refused.extensions.code).toBeTruthy();
  });

  it("hold a bounded heap however many distinct documents an attacker sends", () => {
    const checked = new CheckedDocuments(schema, limits);
    const fields = Array.from({ length: 2000 }, (_, j) => `a${j}`).join(" ");
    // 3 MB of distinct one-name-field documents: their syntax trees held about 280 MB.
    const held = heapHeldBy(() => {
      for (let i = 0; i < 300; i++) checked.parse(`{ ${fields} b${i} }`);
    });
    expect(held).toBeLessThan(80);
  });

  it("hold a bounded heap however large and many the variables sent with small documents", () => {
    const checked = new CheckedDocuments(schema, limits);
    const large = "x".repeat(1_000_000);
    // 100 requests within the body limit, each a document of its own: 100 MB were held.
    const held = heapHeldBy(() => {
      for (let i = 0; i < 100; i++) checked.check(`{ __typename a${i}: __typename }`, { v: large + i });
    });
    expect(held).toBeLessThan(20);
  });

  it("never give one text and variables the outcome kept for another pair", () => {
    const checked = new CheckedDocuments(schema, limits);
    expect(checked.check(reports, { first: 5 }).limitErrors).toEqual([]);
    // Another text with other variables: measured for itself, not given the first outcome.
    expect(checked.check(`${reports} `, { first: 1_000_000 }).limitErrors.length).toBeGreaterThan(0);
    expect(checked.check(reports, { first: 5, __proto__: { first: 1_000_000 } }).limitErrors).toEqual([]);
    const own = JSON.parse('{"first": 5, "__proto__": {"first": 1000000}}') as Record<string, unknown>;
    expect(checked.check(reports, own).limitErrors).toEqual([]);
  });

  it("measure a variable named __proto__ or constructor with the value sent, as graphql-js executes it", () => {
    const checked = new CheckedDocuments(schema, limits);
    for (const name of ["__proto__", "constructor", "toString"]) {
      const text = reports.replaceAll("$first", `$${name}`);
      // As a JSON body arrives: `__proto__` an own key.
      const sent = JSON.parse(`{"${name}": 1000000}`) as Record<string, unknown>;
      expect(
        checked
          .check(text, sent)
          .limitErrors.map((e) => e.message)
          .join(),
        name,
      ).toMatch(/cost/i);
      expect(checked.check(text, {}).limitErrors, name).toEqual([]);
    }
  });
});
