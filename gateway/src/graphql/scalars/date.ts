import { GraphQLScalarType, valueFromASTUntyped } from "graphql";
import { GraphQLLocalDate } from "graphql-scalars";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { quoted, scalarInputError, scalarOutputError } from "./scalar-input.ts";

/** A calendar day, `YYYY-MM-DD`, kept as that string: a day has no zone to get wrong. */
export function parseDate(value: unknown): string {
  try {
    // graphql-scalars' LocalDate: the format and a day the calendar has (no 2021-02-30).
    return GraphQLLocalDate.parseValue(value) as string;
  } catch {
    throw scalarInputError(ERROR_TEXTS.dateInvalid(quoted(value)), ERROR_TEXTS.dateFormat);
  }
}

/**
 * The day of a date, or of an upstream as-of date written as a midnight date-time
 * ('2021-12-31T00:00:00', as the REST API's data sets carry it): its first ten characters.
 */
export function serializeDate(value: unknown): string {
  if (typeof value === "string" && (value.length === 10 || value[10] === "T")) {
    try {
      return parseDate(value.slice(0, 10));
    } catch {
      // Reported below as the platform's fault.
    }
  }
  throw scalarOutputError("Date", value);
}

export const dateScalar = new GraphQLScalarType<string, string>({
  name: "Date",
  serialize: serializeDate,
  parseValue: parseDate,
  parseLiteral: (ast, variables) => parseDate(valueFromASTUntyped(ast, variables)),
});
