import { readFileSync } from "node:fs";
import { buildSchema, NoDeprecatedCustomRule, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { loadTypeDefs } from "@alm/schema";

const schema = buildSchema(loadTypeDefs());
const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

/** What of the deprecated schema a document still asks for, one line per use. */
const deprecatedUses = (document: string) =>
  validate(schema, parse(document), [NoDeprecatedCustomRule]).map((e) => e.message);

/**
 * The repository's own consumers show the way: nothing they ask for is on its way out, so a
 * deprecation's removal date breaks no screen and no example of the guide.
 */
describe("the repository's GraphQL documents use no deprecated field, argument or value", () => {
  it("the web app's operations (its persisted documents)", () => {
    const documents = JSON.parse(read("../web/src/generated/persisted-documents.json")) as Record<
      string,
      string
    >;
    const uses = Object.values(documents).flatMap(deprecatedUses);
    expect(uses).toEqual([]);
    expect(Object.keys(documents).length).toBeGreaterThan(50);
  });

  it("the consumer guide's GraphQL examples", () => {
    const guide = read("../docs/api.md");
    const blocks = [...guide.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
    const inline = [...guide.matchAll(/"query":"((?:[^"\\]|\\.)*)"/g)].map(
      (m) => JSON.parse(`"${m[1]}"`) as string,
    );
    const templates = [...guide.matchAll(/QUERY='([\s\S]*?)'/g)].map((m) => m[1] ?? "");
    const scripts = [...guide.matchAll(/query: `([\s\S]*?)`/g)].map((m) => m[1] ?? "");
    const documents = [...blocks, ...inline, ...templates, ...scripts];
    expect(documents.length).toBeGreaterThanOrEqual(5);
    expect(documents.flatMap(deprecatedUses)).toEqual([]);
  });

  it("finds a deprecated field where one is used", () => {
    expect(deprecatedUses("{ curves { asOfDate } }")).toEqual([
      expect.stringContaining("Curve.asOfDate is deprecated"),
    ]);
  });
});
