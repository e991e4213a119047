import { z } from "zod";
import { isCalendarDate } from "../analysis/dates.ts";
import { badRequest, unprocessable } from "../http/http-error.ts";

/** The as-of date in a curve's path: a real calendar date, yyyy-mm-dd. */
export function curveDateParam(params: Record<string, string | string[] | undefined>): string {
  const text = params.asOfDate;
  if (typeof text !== "string" || !isCalendarDate(text) || text.length !== 10) {
    const error = `asOfDate must be a calendar date written yyyy-mm-dd, e.g. 2023-12-29; '${String(text)}' is not.`;
    throw badRequest("INVALID_PARAMETER", error, [
      { error, resolution: "Correct the as-of date.", field: "asOfDate" },
    ]);
  }
  return text;
}

/** Rates of a future date are not known yet: an upload for one is a typo in the date. */
export function checkUploadDate(asOfDate: string, today = new Date().toISOString().slice(0, 10)): void {
  if (asOfDate <= today) return;
  const error = `The as-of date ${asOfDate} is in the future: a curve holds rates observed on its date.`;
  throw unprocessable("VALIDATION_FAILED", error, [
    { error, resolution: "Enter the date the rates were observed on (today or earlier).", field: "asOfDate" },
  ]);
}

/** The text fields of an upload besides the file. */
export const curveUploadSchema = z.object({
  source: z
    .string()
    .trim()
    .max(300, "must be at most 300 characters")
    .optional()
    .transform((s) => (s ? s : undefined)),
});

/** What an upload without a stated source records: the file, so a reader knows it is unstated. */
export const unstatedSource = (fileName: string) => `File ${fileName} (source not stated)`;
