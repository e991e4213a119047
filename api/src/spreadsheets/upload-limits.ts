import { createInflateRaw } from "node:zlib";
import { DATA_SET_UPLOAD_LIMITS } from "@alm/formats";
import { HttpError } from "../http/http-error.ts";
import { entryData, UnreadableZip, zipEntries, type ZipEntry } from "./zip-directory.ts";

/**
 * How much of a file the api reads, for every kind of upload (the one place these limits live).
 * The bytes sent are not enough: a 100 KB workbook can expand to a million rows (a zip bomb), and
 * parsing that whole took the api to 1.78 GB and stopped its event loop for seconds. So a file's
 * expanded size, rows and cells are counted first, from the zip's directory and a streaming
 * inflate that stops at the limit, and a file over any limit is refused before a parser sees it.
 */
export interface UploadLimits {
  /** What the files are, in the messages ("positions file"). */
  what: string;
  /** Bytes of one file as sent (multer stops reading beyond them). */
  bytes: number;
  /** Bytes a workbook's parts may expand to, all together. */
  expandedBytes: number;
  /** Rows of a file, header included (a CSV's lines, a workbook's rows over all its sheets). */
  rows: number;
  /** Cells of a file (a CSV's fields, a workbook's cells). */
  cells: number;
  /** What the user can do about a file over the limits. */
  fix: string;
  /** The multipart part the files are sent as: a message about a file names it as its field. */
  part: "files" | "file";
}

const MB = 1024 * 1024;

/**
 * Positions and overrides of a data set: a 100,000-position balance sheet (the largest the runs
 * are measured on, about 12 MB as CSV) fits twice over.
 */
export const DATA_SET_FILE_LIMITS: UploadLimits = {
  what: "data set file",
  bytes: DATA_SET_UPLOAD_LIMITS.fileBytes,
  expandedBytes: 256 * MB,
  rows: 200_000,
  cells: 200_000 * 32,
  fix: "Split the positions into files with the same columns and upload them together (4 at most), or save the sheet as CSV.",
  part: "files",
};

/** A yield curve: a row per Treasury tenor (a dozen), with room for a finer curve. */
export const CURVE_FILE_LIMITS: UploadLimits = {
  what: "curve file",
  bytes: 1 * MB,
  expandedBytes: 10 * MB,
  rows: 1_000,
  cells: 10_000,
  fix: "Upload one curve: columns tenorMonths and rate, one row per tenor, on the workbook's first sheet.",
  part: "file",
};

const sizeText = (bytes: number) =>
  bytes >= MB ? `${Math.round(bytes / MB).toLocaleString("en-US")} MB` : `${Math.ceil(bytes / 1024)} KB`;
const count = (n: number) => n.toLocaleString("en-US");

/** 413 naming the file, what it exceeds and what to do; nothing is stored. */
export function tooLargeFile(fileName: string, exceeds: string, limits: UploadLimits): HttpError {
  const message = `${fileName} ${exceeds}; nothing was saved.`;
  return new HttpError(413, "FILE_TOO_LARGE", message, [
    { error: message, resolution: limits.fix, field: limits.part },
  ]);
}

/**
 * Counts occurrences of each needle in a stream of chunks, needles split across chunks included;
 * each chunk is searched where it lies (no copy), the seam with the previous one apart.
 */
class TagCounter {
  private tail: Buffer = Buffer.alloc(0);
  private readonly needles: Buffer[];
  readonly counts: number[];
  private readonly overlap: number;
  constructor(needles: Buffer[]) {
    this.needles = needles;
    this.counts = needles.map(() => 0);
    this.overlap = Math.max(...needles.map((n) => n.length)) - 1;
  }
  add(chunk: Buffer): void {
    if (this.tail.length) {
      const seam = Buffer.concat([this.tail, chunk.subarray(0, this.overlap)]);
      // Only needles starting in the tail: those starting in the chunk are counted below.
      this.count(seam, (at) => at < this.tail.length);
    }
    this.count(chunk, () => true);
    this.tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - this.overlap)));
  }
  total(): number {
    return this.counts.reduce((a, b) => a + b, 0);
  }
  private count(text: Buffer, counts: (at: number) => boolean): void {
    this.needles.forEach((needle, i) => {
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length))
        if (counts(at)) this.counts[i]!++;
    });
  }
}

const ROW_TAGS = ["<row ", "<row>"].map((t) => Buffer.from(t));
const CELL_TAGS = ["<c ", "<c>"].map((t) => Buffer.from(t));
const isWorksheet = (entry: ZipEntry) => /^xl\/worksheets\/[^/]+\.xml$/i.test(entry.name);

/**
 * Inflates an entry without keeping it, feeding each chunk to `seen`; stops past `maxBytes` or
 * when `seen` answers false (a limit is passed: the rest is not worth inflating).
 */
function inflateCounting(data: Buffer, maxBytes: number, seen: (chunk: Buffer) => boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let bytes = 0;
    inflate.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes || !seen(chunk)) {
        inflate.destroy();
        resolve(bytes);
      }
    });
    inflate.on("end", () => resolve(bytes));
    inflate.on("error", reject);
    inflate.end(data);
  });
}

/**
 * Refuses (413) a workbook over the limits: first by what its zip directory declares, at once;
 * then by inflating its parts as a stream (zlib works off the event loop, the loop only counts
 * tags in each chunk), stopping as soon as the real expanded bytes, rows or cells pass a limit,
 * whatever the directory claimed. An unreadable archive is left to the parser to name.
 */
async function checkWorkbook(fileName: string, buffer: Buffer, limits: UploadLimits): Promise<void> {
  let entries: ZipEntry[];
  try {
    entries = zipEntries(buffer);
  } catch (error) {
    if (error instanceof UnreadableZip) return;
    throw error;
  }
  const expands = (bytes: number) =>
    tooLargeFile(
      fileName,
      `expands to more than ${sizeText(limits.expandedBytes)} when opened (${sizeText(bytes)}${bytes > limits.expandedBytes ? "" : " or more"})`,
      limits,
    );
  const declared = entries.reduce((sum, e) => sum + e.uncompressedBytes, 0);
  if (declared > limits.expandedBytes) throw expands(declared);
  let expanded = 0;
  const rows = new TagCounter(ROW_TAGS);
  const cells = new TagCounter(CELL_TAGS);
  const over = () => {
    const rowCount = rows.total();
    const cellCount = cells.total();
    if (rowCount > limits.rows)
      return tooLargeFile(fileName, `has more than ${count(limits.rows)} rows`, limits);
    if (cellCount > limits.cells)
      return tooLargeFile(fileName, `has more than ${count(limits.cells)} cells`, limits);
    return undefined;
  };
  for (const entry of entries) {
    if (entry.method !== 8) {
      expanded += entry.compressedBytes; // stored: as large as it is
      continue;
    }
    let data: Buffer;
    try {
      data = entryData(buffer, entry);
    } catch {
      return; // the parser says the workbook cannot be read
    }
    const worksheet = isWorksheet(entry);
    let refusal: HttpError | undefined;
    const bytes = await inflateCounting(data, limits.expandedBytes - expanded, (chunk) => {
      if (!worksheet) return true;
      rows.add(chunk);
      cells.add(chunk);
      refusal = over();
      return !refusal;
    }).catch(() => 0); // a corrupt part: the parser says so
    if (refusal) throw refusal;
    expanded += bytes;
    if (expanded > limits.expandedBytes) throw expands(expanded);
  }
}

/**
 * Counts a CSV's lines, stopping past the limit (a few milliseconds on the loop); its cells are
 * lines × the header's fields, as the parser keeps a record of the header's columns per line.
 */
function checkCsv(fileName: string, buffer: Buffer, limits: UploadLimits): void {
  let lines = 1;
  let at = buffer.indexOf(10);
  const firstLine = at < 0 ? buffer.length : at;
  while (at >= 0 && lines <= limits.rows) {
    lines++;
    at = buffer.indexOf(10, at + 1);
  }
  if (lines > limits.rows) throw tooLargeFile(fileName, `has more than ${count(limits.rows)} rows`, limits);
  let fields = 1;
  for (let i = buffer.indexOf(44); i >= 0 && i < firstLine; i = buffer.indexOf(44, i + 1)) fields++;
  if (lines * fields > limits.cells)
    throw tooLargeFile(fileName, `has more than ${count(limits.cells)} cells`, limits);
}

/**
 * Refuses (413, naming the file, the limit and what to do) a file whose rows, cells or expanded
 * size exceed the limits, before anything parses it whole. Other files pass (their format is the
 * parser's to judge).
 */
export async function checkUploadSize(
  file: { originalname: string; buffer: Buffer },
  limits: UploadLimits,
): Promise<void> {
  if (/\.xlsx$/i.test(file.originalname)) await checkWorkbook(file.originalname, file.buffer, limits);
  else if (/\.csv$/i.test(file.originalname)) checkCsv(file.originalname, file.buffer, limits);
}
