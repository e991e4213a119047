import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";

/**
 * The as-of date of a field that takes `asOf: Date` beside the deprecated `asOfDate: String`:
 * exactly one of them, as the day the upstream call takes.
 */
export function asOfArgument(args: { asOf?: string | null; asOfDate?: string | null }): string {
  const { asOf, asOfDate } = args;
  if (asOf && asOfDate)
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.asOfTwice, {
      messages: [{ error: ERROR_TEXTS.asOfTwice, resolution: ERROR_TEXTS.dateFormat, field: "asOfDate" }],
    });
  const day = asOf ?? asOfDate;
  if (!day)
    throw gatewayError("BAD_USER_INPUT", ERROR_TEXTS.asOfMissing, {
      messages: [{ error: ERROR_TEXTS.asOfMissing, resolution: ERROR_TEXTS.dateFormat, field: "asOf" }],
    });
  return day;
}

/** The field the consumer gave the as-of date in, to name in failures; the api calls it asOfDate. */
export const asOfFieldOf = (args: { asOf?: string | null }) => (args.asOf ? "asOf" : "asOfDate");
