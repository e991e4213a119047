import { GraphQLScalarType } from "graphql";
import { GraphQLLocalDate } from "graphql-scalars";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { literalParser, quoted, scalarInputError, scalarOutputError } from "./scalar-input.ts";

/** No balance sheet or curve of the platform stands before this year. */
const FIRST_YEAR = 1900;

/** A calendar day, `YYYY-MM-DD`, kept as that string: a day has no zone to get wrong. */
export function parseDate(value: unknown): string {
  let day: string;
  try {
    // graphql-scalars' LocalDate: the format and a day the calendar has (no 2021-02-30).
    day = GraphQLLocalDate.parseValue(value) as string;
  } catch {
    throw scalarInputError(ERROR_TEXTS.dateInvalid(quoted(value)), ERROR_TEXTS.dateFormat);
  }
  // The REST API's first year (api analysis/dates.ts): refused here, naming the argument as sent,
  // not there, naming the API's own parameter.
  if (Number(day.slice(0, 4)) < FIRST_YEAR)
    throw scalarInputError(ERROR_TEXTS.dateTooEarly(quoted(value), FIRST_YEAR), ERROR_TEXTS.dateFormat);
  return day;
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
  parseLiteral: literalParser(parseDate),
});
