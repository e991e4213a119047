/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks.
 * Returns the header and one record per non-blank line, keyed by the trimmed
 * header names, with the 1-based line number a spreadsheet user would see.
 */
export interface CsvTable {
  header: string[];
  records: CsvRecord[];
}

export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

export function parseCsv(text: string): CsvTable {
  const rows = splitRows(text.replace(/^\uFEFF/, ""));
  const first = rows.shift();
  if (!first) return { header: [], records: [] };
  const header = first.cells.map((h) => h.trim());
  const records: CsvRecord[] = [];
  // Plain loops: a file of 100,000 positions goes through them 2 million times.
  for (const row of rows) {
    const trimmed = row.cells.map((c) => c.trim());
    if (trimmed.every((c) => c === "")) continue;
    const values: Record<string, string> = {};
    for (let i = 0; i < header.length; i++) values[header[i]] = trimmed[i] ?? "";
    records.push({ line: row.line, values });
  }
  return { header, records };
}

interface RawRow {
  line: number;
  cells: string[];
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * The rows' cells. A cell is taken as slices of the text between the characters that matter
 * (quotes, commas, line ends), not character by character: strings built a character at a time
 * made parsing a large file mostly garbage collection.
 */
function splitRows(text: string): RawRow[] {
  const rows: RawRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  // Where the part of the cell not yet added to `cell` begins.
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (quoted) {
      if (ch === QUOTE) {
        cell += text.slice(from, i);
        if (text.charCodeAt(i + 1) === QUOTE) {
          cell += '"';
          i++;
        } else quoted = false;
        from = i + 1;
      } else if (ch === LF) line++;
    } else if (ch === QUOTE) {
      cell += text.slice(from, i);
      quoted = true;
      from = i + 1;
    } else if (ch === COMMA) {
      cells.push(cell + text.slice(from, i));
      cell = "";
      from = i + 1;
    } else if (ch === LF || ch === CR) {
      cells.push(cell + text.slice(from, i));
      if (ch === CR && text.charCodeAt(i + 1) === LF) i++;
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
      from = i + 1;
    }
  }
  cell += text.slice(from);
  if (cell !== "" || cells.length > 0) {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
  }
  return rows;
}

/** Quotes a value only when CSV needs it. */
export function csvCell(value: string | number): string {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
