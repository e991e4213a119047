import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import { loadGatewayConfig } from "../config.ts";
import { buildSchema } from "../server/schema.ts";
import { CheckedDocuments } from "./checked-documents.ts";
import { queryLimitsOf } from "./query-limits.ts";

const limits = queryLimitsOf(loadGatewayConfig({}));
const schema = buildSchema();
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
});
