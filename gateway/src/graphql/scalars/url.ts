import { GraphQLScalarType } from "graphql";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { literalParser, quoted, scalarInputError, scalarOutputError } from "./scalar-input.ts";

/** An absolute URL, as the WHATWG URL parser normalises it. */
export function parseUrl(value: unknown): string {
  if (typeof value === "string" && URL.canParse(value)) return new URL(value).href;
  throw scalarInputError(ERROR_TEXTS.urlInvalid(quoted(value)), ERROR_TEXTS.urlFormat);
}

export function serializeUrl(value: unknown): string {
  if (value instanceof URL) return value.href;
  if (typeof value === "string" && URL.canParse(value)) return new URL(value).href;
  throw scalarOutputError("URL", value);
}

export const urlScalar = new GraphQLScalarType<string, string>({
  name: "URL",
  serialize: serializeUrl,
  parseValue: parseUrl,
  parseLiteral: literalParser(parseUrl),
});
