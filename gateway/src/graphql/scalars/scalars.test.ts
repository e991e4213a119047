import { excelCellValue } from "@alm/formats";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { parseDateTime, serializeDateTime } from "./date-time.ts";
import { parseDate, serializeDate } from "./date.ts";
import { decimalOf, usdOf } from "./decimal-rounding.ts";
import { isCanonicalDecimal, parseDecimal, serializeDecimal } from "./decimal.ts";
import { parseUrl, serializeUrl } from "./url.ts";

/** The BAD_USER_INPUT a parser throws, with its message and what to send instead. */
function refusal(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    const { extensions, message } = error as GraphQLError;
    expect(extensions.code).toBe("BAD_USER_INPUT");
    const [advice] = extensions.messages as { resolution: string }[];
    return { message, resolution: advice?.resolution ?? "" };
  }
  throw new Error("accepted");
}

describe("Date", () => {
  it("takes and gives YYYY-MM-DD, and the day of the api's midnight as-of date-times", () => {
    expect(parseDate("2021-12-31")).toBe("2021-12-31");
    expect(serializeDate(parseDate("2024-02-29"))).toBe("2024-02-29");
    expect(serializeDate("2021-12-31T00:00:00")).toBe("2021-12-31");
  });
  it("refuses other formats and days the calendar lacks, naming the value and the format", () => {
    for (const bad of [
      "2021-12",
      "12/31/2021",
      "2021-02-30",
      "2021-13-01",
      "2021-12-31T00:00:00Z",
      20211231,
    ]) {
      const { message, resolution } = refusal(() => parseDate(bad));
      expect(message).toContain(typeof bad === "string" ? `'${bad}'` : String(bad));
      expect(resolution).toContain("YYYY-MM-DD");
    }
  });
  it("refuses a day before 1900, as the REST API does, naming it here rather than the API's field", () => {
    expect(refusal(() => parseDate("0000-01-01")).message).toBe(
      "'0000-01-01' is before 1900: no Date of the platform is.",
    );
    expect(refusal(() => parseDate("1899-12-31")).message).toMatch(/before 1900/);
    expect(parseDate("1900-01-01")).toBe("1900-01-01");
  });
  it("will not write out what is not a day", () => {
    expect(() => serializeDate("31/12/2021")).toThrow(/Date cannot represent/);
    expect(() => serializeDate(null)).toThrow(/Date cannot represent/);
  });
});

describe("DateTime", () => {
  it("takes any offset and gives the instant in UTC with milliseconds", () => {
    expect(parseDateTime("2026-11-25T05:15:00-05:00")).toBe("2026-11-25T10:15:00.000Z");
    expect(parseDateTime("2026-11-25T10:15:00.5Z")).toBe("2026-11-25T10:15:00.500Z");
    expect(serializeDateTime(new Date(Date.UTC(2026, 10, 25, 10, 15)))).toBe("2026-11-25T10:15:00.000Z");
    expect(serializeDateTime(parseDateTime("2026-11-25T12:15:00+02:00"))).toBe("2026-11-25T10:15:00.000Z");
  });
  it("reads an upstream instant without an offset as UTC", () => {
    expect(serializeDateTime("2026-11-25T10:15:00")).toBe("2026-11-25T10:15:00.000Z");
  });
  it("refuses a date-time without an offset, a date alone and impossible times", () => {
    for (const bad of [
      "2026-11-25T10:15:00",
      "2026-11-25",
      "2026-11-25T25:00:00Z",
      "yesterday",
      1764065700000,
    ]) {
      const { message, resolution } = refusal(() => parseDateTime(bad));
      expect(message).toContain(String(bad));
      expect(resolution).toContain("offset");
    }
  });
});

describe("Decimal", () => {
  it("keeps a decimal argument exact, in its canonical spelling", () => {
    expect(parseDecimal("-7868627.73")).toBe("-7868627.73");
    expect(parseDecimal("0.10")).toBe("0.1");
    expect(parseDecimal("12.000")).toBe("12");
    expect(parseDecimal("-0.0")).toBe("0");
    expect(parseDecimal("123456789012345678901234.123456789")).toBe("123456789012345678901234.123456789");
  });
  it("refuses numbers, exponents, plus signs and leading zeros, saying to send a string", () => {
    for (const bad of [0.1, "1e5", "+1", "01.5", "1.", ".5", "1,5", ""]) {
      const { resolution } = refusal(() => parseDecimal(bad));
      expect(resolution).toContain("JSON string");
    }
  });
  it("writes out canonical strings only, never a number", () => {
    expect(serializeDecimal("1.5")).toBe("1.5");
    for (const bad of [1.5, "1.50", "-0", "1e3"]) expect(() => serializeDecimal(bad)).toThrow(/Decimal/);
  });
});

describe("engine numbers as decimals", () => {
  it("drops a double's noise digits: 15 significant digits, at most 8 decimals", () => {
    expect(decimalOf(-7868627.734099999)).toBe("-7868627.7341");
    expect(decimalOf(0.1 + 0.2)).toBe("0.3");
    expect(decimalOf(0.129012345678)).toBe("0.12901235");
    expect(decimalOf(123456789012.34567)).toBe("123456789012.346");
    expect(decimalOf(5e-9)).toBe("0.00000001");
    expect(decimalOf(-4e-9)).toBe("0");
    expect(decimalOf(1e21)).toBe("1000000000000000000000");
    expect(() => decimalOf(Number.NaN)).toThrow(RangeError);
  });
  it("rounds half away from zero and stays within half a unit of the last place", () => {
    expect(decimalOf(2.5e-8)).toBe("0.00000003");
    expect(decimalOf(-2.5e-8)).toBe("-0.00000003");
    // A fixed pseudo-random walk (Park-Miller), so a failure shows again on the next run.
    let seed = 42;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const value = (next() - 0.5) * 10 ** Math.floor(next() * 14 - 4);
      const text = decimalOf(value);
      expect(isCanonicalDecimal(text), text).toBe(true);
      const places = text.split(".")[1]?.length ?? 0;
      expect(places).toBeLessThanOrEqual(8);
      expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(Math.max(5e-9, Math.abs(value) * 1e-14));
    }
  });
  it("gives a workbook's cell the same number as the API's Decimal", () => {
    const cell = (value: number) => excelCellValue(value, { format: "NUMERIC" });
    // The API consumer's cell: the workbook carried the noise GraphQL drops.
    expect(cell(-756046.9371000009)).toBe(-756046.9371);
    expect(cell(-756046.9371000009)).toBe(Number(decimalOf(-756046.9371000009)));
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const values = [5e-9, -4e-9, 2.5e-8, -2.5e-8, 1e21, 1234.00499999999, 0.1 + 0.2, 0.125, -0.125];
    for (let i = 0; i < 20_000; i++) {
      // Sums and products as the engine makes them, from a millionth to a hundred trillion.
      const a = (next() - 0.5) * 10 ** Math.floor(next() * 21 - 6);
      values.push(a, a + next() / 7, a * 1.000000001);
    }
    for (const value of values) expect(cell(value), String(value)).toBe(Number(decimalOf(value)));
  });
  it("rounds dollars to cents as US dollars", () => {
    expect(usdOf(-7868627.734099999)).toEqual({ amount: "-7868627.73", currencyCode: "USD" });
    expect(usdOf(0.005)).toEqual({ amount: "0.01", currencyCode: "USD" });
    expect(usdOf(-0.004)).toEqual({ amount: "0", currencyCode: "USD" });
    expect(usdOf(1234.5)).toEqual({ amount: "1234.5", currencyCode: "USD" });
  });
  it("rounds the number's Decimal, so that money is always the cell's number rounded to cents", () => {
    // Past 15 significant digits a double's digits are noise: the Decimal says 1234.005, and so does the money.
    const value = 1234.00499999999;
    expect(decimalOf(value)).toBe("1234.005");
    expect(usdOf(value).amount).toBe("1234.01");
  });
});

describe("URL", () => {
  it("takes and gives absolute URLs, normalised", () => {
    expect(parseUrl("https://Example.com/a b")).toBe("https://example.com/a%20b");
    expect(serializeUrl(new URL("/documents/7", "https://alm.example.com"))).toBe(
      "https://alm.example.com/documents/7",
    );
  });
  it("refuses relative references", () => {
    expect(refusal(() => parseUrl("/documents/7")).resolution).toContain("absolute");
    expect(() => serializeUrl("/documents/7")).toThrow(/URL cannot represent/);
  });
});

describe("the custom scalars in introspection", () => {
  it("carry the description and specification URL of schema/scalars.graphql", async () => {
    const { buildSchema } = await import("../../server/schema.ts");
    const { graphqlSync } = await import("graphql");
    const answer = graphqlSync({
      schema: buildSchema(),
      source: "{ __schema { types { name kind description specifiedByURL } } }",
    });
    const types = (answer.data as { __schema: { types: Record<string, string | null>[] } }).__schema.types;
    const custom = types.filter(
      (t) => t.kind === "SCALAR" && ["Date", "DateTime", "Decimal", "URL"].includes(String(t.name)),
    );
    expect(custom).toHaveLength(4);
    for (const scalar of custom) {
      expect(scalar.description?.length, String(scalar.name)).toBeGreaterThan(40);
      expect(scalar.specifiedByURL, String(scalar.name)).toMatch(/^https:\/\/www\.rfc-editor\.org\/rfc\//);
    }
  });
});
