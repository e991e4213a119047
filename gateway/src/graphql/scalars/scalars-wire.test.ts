import type { CookieJar } from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  graphqlRequest,
  signInThroughGateway,
  startWorkerStack,
  type TestStack,
} from "../../testing/test-stack.ts";

interface Body {
  data?: Record<string, unknown> | null;
  errors?: {
    message: string;
    locations?: { line: number; column: number }[];
    extensions?: { code?: string; messages?: { error: string; resolution: string; field?: string }[] };
  }[];
}
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("Date and DateTime through the gateway against the running api", () => {
  let stack: TestStack;
  let staff: CookieJar;
  const as = async (jar: CookieJar | undefined, query: string, variables = {}) =>
    (await graphqlRequest(stack, query, { jar, variables })).body as Body;

  beforeAll(async () => {
    stack = await startWorkerStack();
    staff = (await signInThroughGateway(stack, "staff")).jar;
  }, 180_000);
  afterAll(() => stack?.close());

  it("refuses a caller signed out", async () => {
    const body = await as(undefined, `{ curve(asOf: "2021-12-31") { asOf } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("answers as-of dates as YYYY-MM-DD and instants in UTC, and takes the date back", async () => {
    const { data } = await as(
      staff,
      `{ curves { asOf uploadedAt versions { asOf uploadedAt } } clients { id dataSets { asOf createdAt updatedAt } reportDefinitions { asOf createdAt } } }`,
    );
    const curves = data?.curves as { asOf: string; uploadedAt: string | null }[];
    expect(curves.length).toBeGreaterThan(0);
    for (const c of curves) {
      expect(c.asOf).toMatch(DAY);
      if (c.uploadedAt !== null) expect(c.uploadedAt).toMatch(INSTANT);
    }
    const clients = data?.clients as { dataSets: { asOf: string; createdAt: string; updatedAt: string }[] }[];
    const dataSets = clients.flatMap((c) => c.dataSets);
    expect(dataSets.length).toBeGreaterThan(0);
    for (const d of dataSets) {
      expect(d.asOf).toMatch(DAY);
      expect(d.createdAt).toMatch(INSTANT);
      expect(d.updatedAt).toMatch(INSTANT);
    }
    const asOf = curves[0]?.asOf as string;
    const again = await as(staff, `query($asOf: Date!) { curve(asOf: $asOf) { asOf } }`, { asOf });
    expect(again.data?.curve).toEqual({ asOf });
  });

  it("refuses a Date that is not YYYY-MM-DD, in a variable or in the document, naming it and the format", async () => {
    const variable = await as(staff, `query($asOf: Date!) { curve(asOf: $asOf) { asOf } }`, {
      asOf: "12/31/2021",
    });
    expect(variable.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(variable.errors?.[0]?.message).toContain("'12/31/2021' is not a Date");
    const literal = await as(staff, `{ curve(asOf: "2021-02-30") { asOf } }`);
    expect(literal.errors?.[0]?.message).toContain("'2021-02-30' is not a Date");
    expect(literal.data ?? null).toBeNull();
    // Each names the input it is about, as every other refusal of an input does, and the
    // literal where it stands in the document.
    const advice = (error: string, field: string) => ({
      messages: [{ error, resolution: "Send a calendar date as YYYY-MM-DD, e.g. '2021-12-31'.", field }],
    });
    expect(variable.errors?.[0]?.extensions).toMatchObject(advice("'12/31/2021' is not a Date.", "asOf"));
    expect(literal.errors?.[0]?.extensions).toMatchObject(advice("'2021-02-30' is not a Date.", "asOf"));
    expect(literal.errors?.[0]?.locations).toEqual([{ line: 1, column: 15 }]);
    // Inside a mutation's input, as its failures name the fields there; one variable for the input.
    const file = { fileName: "curve.csv", contentBase64: "" };
    const upload = `mutation($input: CurveUploadInput!) { uploadCurve(input: $input) { __typename } }`;
    const nested = await as(staff, upload, { input: { asOf: "2021-13-01", file } });
    expect(nested.errors?.[0]?.extensions).toMatchObject(advice("'2021-13-01' is not a Date.", "asOf"));
    const written = await as(
      staff,
      `mutation { uploadCurve(input: { asOf: "1800-01-01", file: { fileName: "c.csv", contentBase64: "" } }) { __typename } }`,
    );
    expect(written.errors?.[0]?.extensions).toMatchObject(
      advice("'1800-01-01' is before 1900: no Date of the platform is.", "asOf"),
    );
  });

  it("names each bad value of a list, in a variable or in the document, with a missing field between them", async () => {
    const fieldsOf = (body: Body) => body.errors?.map((e) => e.extensions?.messages?.[0]?.field);
    const whatIf = `query($input: WhatIfInput!) { whatIf(input: $input) { __typename } }`;
    const changes = [
      { resize: { group: "a", amount: "lots" } },
      { purchase: { group: "b", amount: "1", termMonths: 12 } },
      { resize: { group: "c", fraction: "a quarter" } },
    ];
    const sent = await as(staff, whatIf, { input: { dataSetId: "x", changes } });
    expect(sent.errors?.every((e) => e.extensions?.code === "BAD_USER_INPUT")).toBe(true);
    // The purchase missing its rate is named as the input that lacks it (graphql-js's text says
    // which field), the two Decimals by their own fields.
    expect(fieldsOf(sent)).toEqual([
      "changes[0].resize.amount",
      "changes[1].purchase",
      "changes[2].resize.fraction",
    ]);
    const inDocument = await as(
      staff,
      `{ whatIf(input: { dataSetId: "x", changes: [{ resize: { group: "a", amount: "1" } }, { resize: { group: "c", amount: "lots" } }] }) { __typename } }`,
    );
    expect(fieldsOf(inDocument)).toEqual(["changes[1].resize.amount"]);
  });

  it("names a variable passed to several inputs as itself, and a variable's bad default value as the variable is named", async () => {
    const fieldsOf = (body: Body) => body.errors?.map((e) => e.extensions?.messages?.[0]?.field);
    const twice = await as(
      staff,
      `query($amount: Decimal!) { whatIf(input: { dataSetId: "x", changes: [
        { resize: { group: "a", amount: $amount } }, { resize: { group: "b", amount: $amount } }] }) { __typename } }`,
      { amount: "lots" },
    );
    // Not the first input it goes to: the variable is what was sent, and what to correct.
    expect(fieldsOf(twice)).toEqual(["$amount"]);
    const defaulted = await as(staff, `query($asOf: Date = "12/31/2021") { curve(asOf: $asOf) { asOf } }`);
    expect(defaulted.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      messages: [{ error: "'12/31/2021' is not a Date.", field: "asOf" }],
    });
    const defaultedTwice = await as(
      staff,
      `query($amount: Decimal = "lots") { whatIf(input: { dataSetId: "x", changes: [
        { resize: { group: "a", amount: $amount } }, { resize: { group: "b", amount: $amount } }] }) { __typename } }`,
    );
    expect(fieldsOf(defaultedTwice)).toEqual(["$amount"]);
  });

  it("sends every number of the largest detail report as a canonical decimal: the engine's value rounded, no noise digits", async () => {
    const { data } = await as(staff, `{ clients { reportDefinitions { id status } } }`);
    const definitions = (data?.clients as { reportDefinitions: { id: string; status: string }[] }[]).flatMap(
      (c) => c.reportDefinitions,
    );
    const id = definitions.find((d) => d.status === "COMPLETED")?.id;
    const numbers = "value number";
    const report = await as(
      staff,
      `query($id: ID!) { report(reportDefinitionId: $id, reportId: 49) { blocks {
        ... on TableBlock { rows { cells { ${numbers} money { amount currencyCode } pairs { ${numbers} } } } values { ${numbers} } }
        ... on ChartBlock { series { values numbers } } } } }`,
      { id },
    );
    expect(report.errors).toBeUndefined();
    interface Numbered {
      value: number | null;
      number: string | null;
    }
    const pairs: [number | null, string | null][] = [];
    const blocks = (report.data?.report as { blocks: Record<string, unknown>[] }).blocks;
    for (const block of blocks) {
      const rows = (block.rows ?? []) as { cells: (Numbered & { pairs: Numbered[] | null })[] }[];
      for (const cell of [...rows.flatMap((r) => r.cells), ...((block.values ?? []) as Numbered[])]) {
        pairs.push([cell.value, cell.number]);
        for (const p of (cell as { pairs?: Numbered[] | null }).pairs ?? []) pairs.push([p.value, p.number]);
      }
      for (const series of (block.series ?? []) as {
        values: (number | null)[];
        numbers: (string | null)[];
      }[])
        series.values.forEach((v, i) => pairs.push([v, series.numbers[i] ?? null]));
    }
    expect(pairs.length).toBeGreaterThan(5000);
    for (const [value, text] of pairs) {
      if (value === null) {
        expect(text).toBeNull();
        continue;
      }
      expect(text).toMatch(/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/);
      const [whole = "", fraction = ""] = (text as string).replace("-", "").split(".");
      const wholeDigits = whole === "0" ? 1 : whole.length;
      const places = Math.min(
        8,
        Math.max(0, 15 - Math.max(wholeDigits, Math.floor(Math.log10(Math.abs(value) || 1)) + 1)),
      );
      expect(fraction.length).toBeLessThanOrEqual(places);
      // Rounded, not cut: within half a unit of the last place the rule keeps.
      expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(
        0.5 * 10 ** -places + Math.abs(value) * 1e-15,
      );
    }
  });

  it("takes the as-of date once: asOf, or the deprecated asOfDate, not both and not neither", async () => {
    const both = await as(staff, `{ curve(asOf: "2021-12-31", asOfDate: "2021-12-31") { asOf } }`);
    expect(both.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const neither = await as(staff, `{ curve { asOf } }`);
    expect(neither.errors?.[0]?.message).toContain("Give the as-of date as asOf");
    const old = await as(staff, `{ curve(asOfDate: "2021-12-31") { asOf } }`);
    expect(old.errors).toBeUndefined();
  });
});
