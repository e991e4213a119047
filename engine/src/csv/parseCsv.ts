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
  for (const row of rows) {
    if (row.cells.every((c) => c.trim() === "")) continue;
    const values: Record<string, string> = {};
    header.forEach((name, i) => {
      values[name] = (row.cells[i] ?? "").trim();
    });
    records.push({ line: row.line, values });
  }
  return { header, records };
}

interface RawRow {
  line: number;
  cells: string[];
}

function splitRows(text: string): RawRow[] {
  const rows: RawRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else {
      cell += ch;
    }
  }
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
