import {
  describeProblem,
  groupProblems,
  parseCurveCsv,
  validateCurveSheet,
  type CurvePoint,
  type ParseResult,
} from "@alm/engine";
import { unprocessable } from "../http/http-error.ts";
import { readFirstSheet } from "../spreadsheets/first-sheet.ts";

/** A file as multer hands it over. */
export interface CurveFile {
  originalname: string;
  buffer: Buffer;
}

/** A curve file is small: a row per tenor. */
export const MAX_CURVE_FILE_BYTES = 1024 * 1024;

const RESOLUTION =
  "Correct the file (columns tenorMonths and rate, one row per Treasury tenor, rates in percent) and upload it again.";

const refused = (headline: string, errors: string[]) =>
  unprocessable(
    "UPLOAD_INVALID",
    headline,
    errors.map((error) => ({ error, resolution: RESOLUTION, field: "file" })),
  );

/** The one file of an upload, or why there is not exactly one. */
export function theOneFile(files: readonly CurveFile[]): CurveFile {
  const [file] = files;
  if (files.length === 1 && file) return file;
  const error = files.length ? `${files.length} files were sent` : "No file was sent";
  throw refused(`${error}; nothing was saved.`, [`${error}: upload one curve file, .csv or .xlsx.`]);
}

/**
 * The points of an uploaded curve (CSV, or a workbook's first sheet read as the user sees it:
 * a percent-formatted cell as the percent shown), or a 422 naming every problem once, with the
 * rows and column to fix.
 */
export async function readCurveFile(file: CurveFile): Promise<CurvePoint[]> {
  const name = file.originalname;
  let result: ParseResult<CurvePoint[]>;
  if (/\.csv$/i.test(name)) result = parseCurveCsv(file.buffer.toString("utf8"));
  else if (/\.xlsx$/i.test(name)) {
    const sheet = await readFirstSheet(file.buffer).catch(() => undefined);
    if (!sheet)
      throw refused("The curve file cannot be read; nothing was saved.", [
        `${name}: the file is not a readable .xlsx workbook`,
      ]);
    result = validateCurveSheet(sheet.header, sheet.rows);
  } else {
    throw refused("The curve file is neither .csv nor .xlsx; nothing was saved.", [
      `${name}: only .csv and .xlsx files can be uploaded`,
    ]);
  }
  if (result.ok) return result.value;
  // One message per problem, not per row: a rule broken on 12 rows is said once, naming the rows.
  const problems = groupProblems(result.errors);
  const count = problems.length;
  throw refused(
    `The curve file has ${count} problem${count === 1 ? "" : "s"}; nothing was saved.`,
    problems.map((p) => `${name}, ${describeProblem(p)}`),
  );
}
