import type { CurvePoint } from "@alm/engine";
import { unprocessable } from "../http/http-error.ts";
import type { UploadCheckPool } from "../spreadsheets/upload-check-pool.ts";
import { checkUploadSize, CURVE_FILE_LIMITS } from "../spreadsheets/upload-limits.ts";
import { UPLOAD_TEXTS } from "../spreadsheets/upload-texts.ts";

/** A file as multer hands it over. */
export interface CurveFile {
  originalname: string;
  buffer: Buffer;
}

/** A curve file is small: a row per tenor. */
export const MAX_CURVE_FILE_BYTES = CURVE_FILE_LIMITS.bytes;

export const RESOLUTION =
  "Correct the file (columns tenorMonths and rate, one row per Treasury tenor, rates in percent) and upload it again.";

export const refused = (headline: string, errors: string[]) =>
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

const CHECK = new URL("./curve-file-check.ts", import.meta.url);

/**
 * The points of an uploaded curve, or a 413 when the file is over the curve limits (before it is
 * parsed), or a 422 naming every problem once (parsed in the checking process, off the loop).
 */
export async function readCurveFile(checks: UploadCheckPool, file: CurveFile): Promise<CurvePoint[]> {
  if (!/\.(csv|xlsx)$/i.test(file.originalname)) {
    throw refused("The curve file is neither .csv nor .xlsx; nothing was saved.", [
      UPLOAD_TEXTS.wrongType(file.originalname),
    ]);
  }
  await checkUploadSize(file, CURVE_FILE_LIMITS);
  return checks.check<CurvePoint[]>(
    CHECK,
    { originalname: file.originalname, buffer: file.buffer },
    file.originalname,
    CURVE_FILE_LIMITS.part,
  );
}
