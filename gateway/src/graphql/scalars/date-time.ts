import { GraphQLScalarType } from "graphql";
import { GraphQLDateTime } from "graphql-scalars";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { literalParser, quoted, scalarInputError, scalarOutputError } from "./scalar-input.ts";

/** An RFC 3339 date-time with its offset, as the instant in UTC ('…T10:15:00.000Z'). */
export function parseDateTime(value: unknown): string {
  let instant: unknown;
  try {
    // graphql-scalars' DateTime: RFC 3339 with a required offset, a real day and time.
    instant = GraphQLDateTime.parseValue(value);
  } catch {
    // Reported below with what to send.
  }
  if (typeof value !== "string" || !(instant instanceof Date))
    throw scalarInputError(ERROR_TEXTS.dateTimeInvalid(quoted(value)), ERROR_TEXTS.dateTimeFormat);
  return instant.toISOString();
}

// The REST contract writes instants in UTC; a provider's service may leave the 'Z' off.
const WITHOUT_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** An instant (a Date, epoch milliseconds or an ISO string) in UTC with milliseconds. */
export function serializeDateTime(value: unknown): string {
  const instant =
    value instanceof Date || typeof value === "number"
      ? new Date(value)
      : typeof value === "string"
        ? new Date(WITHOUT_OFFSET.test(value) ? `${value}Z` : value)
        : null;
  if (!instant || Number.isNaN(instant.getTime())) throw scalarOutputError("DateTime", value);
  return instant.toISOString();
}

export const dateTimeScalar = new GraphQLScalarType<string, string>({
  name: "DateTime",
  serialize: serializeDateTime,
  parseValue: parseDateTime,
  parseLiteral: literalParser(parseDateTime),
});
