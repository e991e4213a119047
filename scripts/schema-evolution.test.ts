import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { publishedSdl } from "@alm/schema";
import { changelogSection, onlyLosesNonNull, reviewSchemaChange } from "./schema-evolution.ts";

const TODAY = "2026-11-24";
const sdl = (fields: string, extra = "") => `type Query {\n${fields}\n}\n${extra}`;

describe("the published schema's evolution", () => {
  it("is the SDL the gateway serves, published in docs/schema.graphql", () => {
    const published = readFileSync(new URL("../docs/schema.graphql", import.meta.url), "utf8");
    expect(published).toBe(publishedSdl());
  });

  it("refuses to remove a field that was never deprecated, and says how to deprecate it", async () => {
    const review = await reviewSchemaChange(sdl("a: Int\nb: Int"), sdl("a: Int"), TODAY);
    expect(review.refused).toEqual([
      expect.stringMatching(
        /^Breaking change without a deprecation period: Field 'b' was removed from object type 'Query' \(Query\.b\); deprecate it first with @deprecated\(reason: "… Removal after 2027-02-22\."\)/,
      ),
    ]);
  });

  it("removes a deprecated field once its removal date has passed, not before", async () => {
    const deprecated = sdl('a: Int\nb: Int @deprecated(reason: "Use a. Removal after 2026-11-01.")');
    expect((await reviewSchemaChange(deprecated, sdl("a: Int"), TODAY)).refused).toEqual([]);
    const early = await reviewSchemaChange(deprecated, sdl("a: Int"), "2026-10-15");
    expect(early.refused).toEqual([
      expect.stringContaining("its published deprecation runs until 2026-11-01"),
    ]);
  });

  it("applies the same rule to arguments, input fields and enum values, and lets an unused type go", async () => {
    const before = sdl(
      'f(x: Int @deprecated(reason: "Removal after 2026-01-01."), y: Int): Int\ng(i: In): E',
      'input In { keep: Int, drop: Int @deprecated(reason: "Removal after 2026-01-01.") }\nenum E { A, B @deprecated(reason: "Removal after 2026-01-01.") }\ntype Old { z: Int }',
    );
    const after = sdl("f(y: Int): Int\ng(i: In): E", "input In { keep: Int }\nenum E { A }");
    const review = await reviewSchemaChange(before, after, TODAY);
    expect(review.changes.length).toBeGreaterThanOrEqual(4);
    expect(review.refused).toEqual([]);
    // An argument without a deprecation stays: removing it breaks callers.
    const refused = await reviewSchemaChange(
      before,
      sdl("f(x: Int): Int\ng(i: In): E", "input In { keep: Int, drop: Int }\nenum E { A, B }"),
      TODAY,
    );
    expect(refused.refused).toEqual([expect.stringContaining("(Query.f.y)")]);
  });

  it("wants a new deprecation to give consumers 90 days", async () => {
    const short = sdl('a: Int @deprecated(reason: "Use b. Removal after 2027-01-01.")\nb: Int');
    const review = await reviewSchemaChange(sdl("a: Int\nb: Int"), short, TODAY);
    expect(review.refused).toEqual([expect.stringContaining("on or after 2027-02-22 (90 days from today)")]);
    const long = sdl('a: Int @deprecated(reason: "Use b. Removal after 2027-03-01.")\nb: Int');
    expect((await reviewSchemaChange(sdl("a: Int\nb: Int"), long, TODAY)).refused).toEqual([]);
  });

  it("tells a type that only lost non-null marks from any other change", () => {
    expect(onlyLosesNonNull("[Row!]!", "[Row]!")).toBe(true);
    expect(onlyLosesNonNull("[Row!]!", "[Row]")).toBe(true);
    expect(onlyLosesNonNull("Client!", "Client")).toBe(true);
    expect(onlyLosesNonNull("Client", "Client!")).toBe(false);
    expect(onlyLosesNonNull("[Row]!", "[Row!]")).toBe(false);
    expect(onlyLosesNonNull("[Row]", "Row")).toBe(false);
    expect(onlyLosesNonNull("Client!", "Client!")).toBe(false);
  });

  it("lets an output field lose non-null marks as a dangerous change, and nothing else of its type change", async () => {
    const before = sdl("a: Int!\nlist: [Int!]!\nb(x: Int!): Int");
    const relaxed = await reviewSchemaChange(before, sdl("a: Int\nlist: [Int]\nb(x: Int!): Int"), TODAY);
    expect(relaxed.refused).toEqual([]);
    expect(relaxed.changes.map((c) => c.criticality.level)).toEqual(["DANGEROUS", "DANGEROUS"]);
    expect(changelogSection(relaxed.changes, TODAY)).toContain(
      "- (dangerous) Field 'Query.a' changed type from 'Int!' to 'Int'",
    );
    // Another type, or a list where there was none, still breaks consumers.
    const changed = await reviewSchemaChange(before, sdl("a: String\nlist: Int\nb(x: Int!): Int"), TODAY);
    expect(changed.refused).toHaveLength(2);
    // An argument that must now be given breaks callers: no nullability rule for arguments.
    const argument = await reviewSchemaChange(sdl("b(x: Int): Int"), sdl("b(x: Int!): Int"), TODAY);
    expect(argument.refused).toHaveLength(1);
  });

  it("writes a changelog entry that marks the breaking changes", async () => {
    const review = await reviewSchemaChange(
      sdl('a: Int\nb: Int @deprecated(reason: "Removal after 2026-01-01.")'),
      sdl("a: Int\nc: String"),
      TODAY,
    );
    const section = changelogSection(review.changes, TODAY);
    expect(section).toContain("## 2026-11-24");
    expect(section).toContain("- Field 'c' was added to object type 'Query'");
    expect(section).toContain("- **Breaking** Field 'b' (deprecated) was removed from object type 'Query'");
  });
});
