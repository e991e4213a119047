import {
  parseOverridesCsv,
  parsePositionsCsv,
  validateOverrideSheet,
  validatePositionSheet,
  type ValidationError,
} from "@alm/engine";
import { unprocessable } from "../../http/http-error.ts";
import { readFirstSheet } from "../../spreadsheets/first-sheet.ts";

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 4;

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

/** The first line (CSV) or first row (XLSX) says which template a file follows. */
function kindOf(header: string[]): FileKind {
  return header.some((h) => h.trim().toLowerCase() === "group") ? "overrides" : "positions";
}

/**
 * Validates every uploaded file completely before anything is stored; all problems of all
 * files come back together, each with file, row, column and reason.
 */
export async function checkUploads(files: UploadedFile[]): Promise<CheckedFile[]> {
  const problems: (ValidationError & { file: string })[] = [];
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (!isCsv(file) && !isXlsx(file)) {
      problems.push({
        file: file.originalname,
        row: 0,
        column: "",
        reason: "only .csv and .xlsx files can be uploaded",
      });
      continue;
    }
    let result:
      { ok: true; value: unknown[]; warnings?: ValidationError[] } | { ok: false; errors: ValidationError[] };
    let kind: FileKind;
    if (isCsv(file)) {
      const text = file.buffer.toString("utf8").replace(/^\uFEFF/, "");
      kind = kindOf((text.split(/\r?\n/, 1)[0] ?? "").split(","));
      result = kind === "overrides" ? parseOverridesCsv(text) : parsePositionsCsv(text);
    } else {
      const sheet = await readFirstSheet(file.buffer).catch(() => undefined);
      if (!sheet) {
        problems.push({
          file: file.originalname,
          row: 0,
          column: "",
          reason: "the file is not a readable .xlsx workbook",
        });
        continue;
      }
      kind = kindOf(sheet.header);
      result =
        kind === "overrides"
          ? validateOverrideSheet(sheet.header, sheet.rows)
          : validatePositionSheet(sheet.header, sheet.rows);
    }
    if (result.ok)
      checked.push({
        fileName: file.originalname,
        kind,
        content: file.buffer,
        rows: result.value.length,
        warnings: (result.warnings ?? []).map((w) => located({ ...w, file: file.originalname })),
      });
    else problems.push(...result.errors.map((e) => ({ ...e, file: file.originalname })));
  }
  if (problems.length) {
    const shown = problems.slice(0, 200);
    throw unprocessable(
      "UPLOAD_INVALID",
      `The upload has ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was saved.`,
      shown.map((p) => ({
        error: located(p),
        resolution:
          "Correct the file (the manual upload template shows the expected columns) and upload it again.",
        field: "file",
      })),
    );
  }
  return checked;
}

/** A problem as the user finds it: file, row and column, then the engine's reason. */
const located = (p: ValidationError & { file: string }) =>
  `${p.file}${p.row ? `, row ${p.row}` : ""}${p.column ? `, column ${p.column}` : ""}: ${p.reason}`;
