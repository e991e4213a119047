import { GraphQLScalarType } from "graphql";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { literalParser, quoted, scalarInputError, scalarOutputError } from "./scalar-input.ts";

const WRITTEN = /^-?(0|[1-9]\d*)(\.\d+)?$/;
/** Canonical: no trailing zeros after the point, no point without a fraction, never '-0'. */
const CANONICAL = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;

export const isCanonicalDecimal = (text: string) => CANONICAL.test(text) && text !== "-0";

/** Trailing fraction zeros dropped ('12.50' → '12.5', '-0.0' → '0'): one spelling per number. */
function canonical(text: string): string {
  const [whole = "0", fraction = ""] = text.split(".");
  const digits = fraction.replace(/0+$/, "");
  const result = digits ? `${whole}.${digits}` : whole;
  return result === "-0" ? "0" : result;
}

/**
 * A Decimal argument, kept as its canonical string: a JavaScript number would round it. Numbers
 * are refused rather than guessed at: '0.1' sent as 0.1 already went through a double.
 */
export function parseDecimal(value: unknown): string {
  if (typeof value !== "string" || !WRITTEN.test(value))
    throw scalarInputError(ERROR_TEXTS.decimalInvalid(quoted(value)), ERROR_TEXTS.decimalFormat);
  return canonical(value);
}

/** Resolvers hand over canonical strings (decimal-rounding.ts), never numbers. */
export function serializeDecimal(value: unknown): string {
  if (typeof value === "string" && isCanonicalDecimal(value)) return value;
  throw scalarOutputError("Decimal", value);
}

export const decimalScalar = new GraphQLScalarType<string, string>({
  name: "Decimal",
  serialize: serializeDecimal,
  parseValue: parseDecimal,
  parseLiteral: literalParser(parseDecimal),
});
