import {
  asSentence,
  describeProblem,
  groupProblems,
  OVERRIDE_COLUMNS,
  parseOverridesCsv,
  POSITION_COLUMNS,
  parsePositionsCsv,
  validateOverrideSheet,
  validatePositionSheet,
  type ValidationError,
} from "@alm/engine";
import { unprocessable } from "../../http/http-error.ts";
import { readFirstSheet, validatedSheet } from "../../spreadsheets/first-sheet.ts";
import {
  checkModuleLoaded,
  received,
  refusalOf,
  type CheckOutcome,
} from "../../spreadsheets/upload-check-pool.ts";
import { DATA_SET_FILE_LIMITS } from "../../spreadsheets/upload-limits.ts";
import { UPLOAD_TEXTS } from "../../spreadsheets/upload-texts.ts";
import type { FileKind } from "./data-set-files.ts";
import { DATA_SET_UPLOAD_TEXTS } from "./data-set-upload-texts.ts";

checkModuleLoaded();

/** What the check found in a file the api accepts. */
export interface FileFacts {
  fileName: string;
  kind: FileKind;
  rows: number;
  warnings: string[];
}

/** At most this many messages go back: a file broken on every row is still one screen to read. */
const MAX_MESSAGES = 200;
/** Rows are checked until this many problems are found (the engine says where it stopped). */
const MAX_PROBLEMS = 10_000;

/** The first line (CSV) or first row (XLSX) says which template a file follows. */
function kindOf(header: string[]): FileKind {
  return header.some((h) => h.trim().toLowerCase() === "group") ? "overrides" : "positions";
}

type Parsed =
  { ok: true; value: unknown[]; warnings?: ValidationError[] } | { ok: false; errors: ValidationError[] };

async function parseFile(file: {
  originalname: string;
  buffer: Buffer;
}): Promise<{ kind: FileKind; result: Parsed }> {
  if (/\.csv$/i.test(file.originalname)) {
    const text = file.buffer.toString("utf8").replace(/^\uFEFF/, "");
    const kind = kindOf((text.split(/\r?\n/, 1)[0] ?? "").split(","));
    return {
      kind,
      result:
        kind === "overrides" ? parseOverridesCsv(text) : parsePositionsCsv(text, { maxErrors: MAX_PROBLEMS }),
    };
  }
  const sheet = await readFirstSheet(file.buffer).catch(() => undefined);
  if (!sheet) {
    const unreadable = { row: 0, column: "", reason: UPLOAD_TEXTS.notAWorkbook };
    return { kind: "positions", result: { ok: false, errors: [unreadable] } };
  }
  const kind = kindOf(sheet.header);
  return {
    kind,
    result:
      kind === "overrides"
        ? validatedSheet(sheet, OVERRIDE_COLUMNS, validateOverrideSheet)
        : validatedSheet(sheet, POSITION_COLUMNS, (header, rows, rowNumbers) =>
            validatePositionSheet(header, rows, { maxErrors: MAX_PROBLEMS, rowNumbers }),
          ),
  };
}

/** A problem as the user finds it: file, row and column, then the engine's reason. */
export const located = (p: ValidationError & { file: string }) =>
  `${p.file}${p.row ? `, row ${p.row}` : ""}${p.column ? `, column ${p.column}` : ""}: ${p.reason}`;

/**
 * The data set upload's check (run in the checking process, upload-check-pool.ts): parses and
 * validates every file; the problems of all files come back together, a rule broken on many rows
 * said once naming the rows, at most MAX_MESSAGES of them.
 */
export default async function checkDataSetFiles(
  files: { originalname: string; buffer: Buffer }[],
): Promise<CheckOutcome<FileFacts[]>> {
  const facts: FileFacts[] = [];
  const problems: { error: string; resolution: string }[] = [];
  for (const sent of files) {
    const file = { originalname: sent.originalname, buffer: received(sent.buffer) };
    const { kind, result } = await parseFile(file);
    if (result.ok) {
      facts.push({
        fileName: file.originalname,
        kind,
        rows: result.value.length,
        warnings: (result.warnings ?? []).map((w) => located({ ...w, file: file.originalname })),
      });
      continue;
    }
    // Grouped, and added one by one: a spread of 100,000 problems overflowed the call stack.
    for (const problem of groupProblems(result.errors)) {
      problems.push({
        error:
          problem.rows[0] === 0
            ? `${file.originalname}: ${asSentence(problem.reason)}`
            : `${file.originalname}, ${describeProblem(problem)}`,
        resolution: DATA_SET_UPLOAD_TEXTS.problemResolution(file.originalname, kind, problem),
      });
    }
  }
  if (!problems.length) return { ok: true, value: facts };
  const shown = problems.slice(0, MAX_MESSAGES);
  const more = problems.length - shown.length;
  return refusalOf(
    unprocessable(
      "UPLOAD_INVALID",
      `The upload has ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was saved.${more ? ` The first ${shown.length} are listed.` : ""}`,
      shown.map((problem) => ({ ...problem, field: DATA_SET_FILE_LIMITS.part })),
    ),
  );
}
