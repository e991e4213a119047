import { setImmediate } from "node:timers/promises";
import {
  OVERRIDE_COLUMNS,
  parseOverridesCsv,
  POSITION_COLUMNS,
  parsePositionsCsv,
  validateOverrideSheet,
  validatePositionSheet,
  type GroupOverride,
  type ParseResult,
  type Position,
} from "@alm/engine";
import type { Queryable } from "@alm/database";
import { readFirstSheet, validatedSheet, type SheetTable } from "../spreadsheets/first-sheet.ts";
import { RunFailure } from "./run-failure.ts";
import { applySteps, WHAT_IF_FILE_KIND, type WhatIfDocument, type WhatIfStep } from "./what-if-steps.ts";

export interface StoredFile {
  id: number;
  fileName: string;
  kind: string;
  /** Own memory (not a view into a shared pool), so that it can be transferred to a worker. */
  content: Uint8Array;
}

export interface RunInputs {
  positions: Position[];
  overrides: GroupOverride[];
  /** Names of the files read, in upload order. */
  files: string[];
  /** Identifies the inputs: results computed from other files are stale. */
  fileIds: number[];
}

const isXlsx = (name: string) => /\.xlsx$/i.test(name);

async function parseFile<T>(
  file: StoredFile,
  csv: (text: string) => ParseResult<T[]>,
  sheet: (table: SheetTable) => ParseResult<T[]>,
): Promise<T[]> {
  const content = Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
  const result = isXlsx(file.fileName)
    ? sheet(await readFirstSheet(content))
    : csv(content.toString("utf8").replace(/^\uFEFF/, ""));
  if (result.ok) return result.value;
  const first = result.errors
    .slice(0, 3)
    .map((e) => `row ${e.row}, column ${e.column}: ${e.reason}`)
    .join("; ");
  throw new RunFailure(
    `The file '${file.fileName}' cannot be read (${first}${result.errors.length > 3 ? "; …" : ""}).`,
    "Upload a corrected file to the data set (the manual upload template shows the columns), then run it again.",
  );
}

/**
 * Bytes of a file read per query: about 20 ms of the event loop each on PGlite, as files are
 * stored uncompressed (migration 009; a compressed file is decompressed whole for every slice).
 */
const SLICE_BYTES = 1 << 20;

/**
 * A stored file's contents, a slice per query with a turn of the event loop between: a large
 * positions file read at once holds the loop (and every request) for a second. Base64, because
 * the drivers decode bytea's hex form in JavaScript, ten times slower.
 */
async function readContent(db: Queryable, fileId: number, bytes: number): Promise<Uint8Array> {
  const content = new Uint8Array(bytes);
  for (let at = 0; at < bytes; at += SLICE_BYTES) {
    const [slice] = await db.query<{ part: string }>(
      "select encode(substring(content from $2 for $3), 'base64') as part from data_set_files where id = $1",
      [fileId, at + 1, SLICE_BYTES],
    );
    content.set(Buffer.from(slice?.part ?? "", "base64"), at);
    await setImmediate();
  }
  return content;
}

/** The files stored with a data set, in upload order. */
export async function readStoredFiles(db: Queryable, dataSetId: number): Promise<StoredFile[]> {
  const heads = await db.query<Omit<StoredFile, "content"> & { bytes: number }>(
    `select id, file_name as "fileName", content_type as kind, octet_length(content) as bytes
     from data_set_files where data_set_id = $1 order by id`,
    [dataSetId],
  );
  const files: StoredFile[] = [];
  for (const { bytes, ...head } of heads) {
    files.push({ ...head, content: await readContent(db, head.id, bytes) });
  }
  return files;
}

function whatIfSteps(file: StoredFile): WhatIfStep[] {
  try {
    return (JSON.parse(Buffer.from(file.content).toString("utf8")) as WhatIfDocument).steps;
  } catch {
    throw new RunFailure(
      `The what-if changes '${file.fileName}' cannot be read.`,
      "Save the what-if again from its source data set.",
    );
  }
}

/**
 * Positions and H3 overrides from a data set's files (an engine worker parses them), changed by
 * the what-if steps among them (a What If data set's, or a what-if computed on the spot).
 */
export async function parseRunInputs(files: readonly StoredFile[]): Promise<RunInputs> {
  const inputs: RunInputs = { positions: [], overrides: [], files: [], fileIds: [] };
  let steps: WhatIfStep[] = [];
  for (const file of files) {
    // concat, not push(...rows): a spread of a few hundred thousand rows overflows the stack.
    if (file.kind === WHAT_IF_FILE_KIND) steps = steps.concat(whatIfSteps(file));
    else if (file.kind === "overrides") {
      inputs.overrides = inputs.overrides.concat(
        await parseFile(file, parseOverridesCsv, (table) =>
          validatedSheet(table, OVERRIDE_COLUMNS, validateOverrideSheet),
        ),
      );
    } else {
      inputs.positions = inputs.positions.concat(
        await parseFile(file, parsePositionsCsv, (table) =>
          validatedSheet(table, POSITION_COLUMNS, (header, rows, rowNumbers) =>
            validatePositionSheet(header, rows, { rowNumbers }),
          ),
        ),
      );
    }
    inputs.files.push(file.fileName);
    inputs.fileIds.push(file.id);
  }
  return steps.length ? { ...inputs, ...applySteps(inputs, steps) } : inputs;
}

/** The ids of the files stored with a data set (cheap: no contents). */
export async function storedFileIds(db: Queryable, dataSetId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "select id from data_set_files where data_set_id = $1 order by id",
    [dataSetId],
  );
  return rows.map((r) => r.id);
}
