import { DATA_SET_UPLOAD_LIMITS } from "@alm/formats";
import { unprocessable } from "../../http/http-error.ts";
import type { UploadCheckPool } from "../../spreadsheets/upload-check-pool.ts";
import { checkUploadSize, DATA_SET_FILE_LIMITS } from "../../spreadsheets/upload-limits.ts";
import type { FileFacts } from "./data-set-file-check.ts";
import { DATA_SET_UPLOAD_TEXTS } from "./data-set-upload-texts.ts";

export const MAX_UPLOAD_BYTES = DATA_SET_UPLOAD_LIMITS.fileBytes;
export const MAX_UPLOAD_FILES = DATA_SET_UPLOAD_LIMITS.files;

export interface UploadedFile {
  originalname: string;
  mimetype: string;
  buffer: Buffer;
}

/** What a stored file holds; the run reads positions and overrides back by this kind. */
export type FileKind = "positions" | "overrides";

export interface CheckedFile {
  fileName: string;
  kind: FileKind;
  content: Buffer;
  rows: number;
  /**
   * What the file seems to get wrong without being refused (the engine's warnings: rates that
   * look like decimals), each naming the file and where; the save answers them to the user.
   */
  warnings: string[];
}

const isXlsx = (f: UploadedFile) => /\.xlsx$/i.test(f.originalname);
const isCsv = (f: UploadedFile) => /\.csv$/i.test(f.originalname);

const CHECK = new URL("./data-set-file-check.ts", import.meta.url);

/**
 * Validates every uploaded file completely before anything is stored; all problems of all
 * files come back together, each with file, rows, column and reason. A file over the upload
 * limits (rows, cells, expanded size) is refused first, before anything parses it; the files are
 * then parsed and checked in the checking process, off the request loop.
 */
export async function checkUploads(checks: UploadCheckPool, files: UploadedFile[]): Promise<CheckedFile[]> {
  const wrongType = files.filter((f) => !isCsv(f) && !isXlsx(f));
  if (wrongType.length) {
    throw unprocessable(
      "UPLOAD_INVALID",
      `The upload has ${wrongType.length} problem${wrongType.length === 1 ? "" : "s"}; nothing was saved.`,
      wrongType.map((f) => ({
        error: DATA_SET_UPLOAD_TEXTS.wrongType(f.originalname),
        resolution: DATA_SET_UPLOAD_TEXTS.wrongTypeResolution(f.originalname),
        field: DATA_SET_FILE_LIMITS.part,
      })),
    );
  }
  for (const file of files) await checkUploadSize(file, DATA_SET_FILE_LIMITS);
  if (!files.length) return [];
  const facts = await checks.check<FileFacts[]>(
    CHECK,
    files.map((f) => ({ originalname: f.originalname, buffer: f.buffer })),
    files.map((f) => f.originalname).join(", "),
    DATA_SET_FILE_LIMITS.part,
  );
  return files.map((file, i) => ({ ...(facts[i] as FileFacts), content: file.buffer }));
}
