import { gatewayError } from "../../errors/error-codes.ts";
import { ERROR_TEXTS } from "../../errors/error-texts.ts";
import { parseDate } from "./date.ts";

/**
 * The as-of date of a field that takes `asOf: Date` beside the deprecated `asOfDate: String`:
 * exactly one of them, as the day the upstream call takes.
 */
export function asOfArgument(
  args: { asOf?: string | null; asOfDate?: string | null },
  { monthAllowed = false } = {},
): string {
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
  // The deprecated text is held to the Date's calendar (no 2021-02-30) where a day is meant; a
  // data set's may name its month. A date-time after the day is the REST API's own form.
  if (!asOf && !monthAllowed && !isCalendarDay(day.slice(0, 10), day.slice(10))) {
    const error = ERROR_TEXTS.dateInvalid(`'${day}'`);
    // INVALID_INPUT where a mutation answers failures as ValidationFailed.
    throw gatewayError("BAD_USER_INPUT", error, {
      reason: "INVALID_INPUT",
      messages: [{ error, resolution: ERROR_TEXTS.dateFormat, field: "asOfDate" }],
    });
  }
  return day;
}

function isCalendarDay(day: string, time: string): boolean {
  if (time && !/^T[\d:.]+Z?$/.test(time)) return false;
  try {
    parseDate(day);
    return true;
  } catch {
    return false;
  }
}

/** The field the consumer gave the as-of date in, to name in failures; the api calls it asOfDate. */
export const asOfFieldOf = (args: { asOf?: string | null }) => (args.asOf ? "asOf" : "asOfDate");
