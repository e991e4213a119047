/** One problem in an uploaded file, located the way a spreadsheet user finds it. */
export interface ValidationError {
  /** 1-based row number; the header is row 1, so the first data row is 2. */
  row: number;
  /** Column name as in the template, or "" for a problem with the whole row or file. */
  column: string;
  reason: string;
  /**
   * For a cell that breaks a rule: the rule alone and the cell as found (`reason` says both).
   * The same rule broken on several rows is then one problem (groupProblems.ts).
   */
  rule?: string;
  value?: string;
}

/**
 * What a file gave, or every problem that stops it. `warnings` are problems that do not stop it
 * but that the user should see (rates that look like decimals), located the same way.
 */
export type ParseResult<T> =
  { ok: true; value: T; warnings?: ValidationError[] } | { ok: false; errors: ValidationError[] };

/**
 * The template columns a header lacks (ignoring case and surrounding spaces), as one problem: the
 * columns named once and the header to use said once. A file of other columns (a header `foo,bar`)
 * would otherwise give one message per column, each repeating the whole header. Empty when none.
 */
export function missingColumns(header: readonly string[], required: readonly string[]): ValidationError[] {
  const present = new Set(header.map((h) => h.trim().toLowerCase()));
  const missing = required.filter((c) => !present.has(c.toLowerCase()));
  if (!missing.length) return [];
  const fix = `the header must be: ${required.join(",")}`;
  const [only] = missing;
  if (missing.length === 1)
    return [{ row: 1, column: only as string, reason: `missing column "${only}"; ${fix}` }];
  const named = missing.map((c) => `"${c}"`).join(", ");
  return [{ row: 1, column: "", reason: `missing ${missing.length} columns (${named}); ${fix}` }];
}

/** Re-keys a record by the template's own column spelling. */
export function canonicalRecord(
  values: Record<string, string>,
  columns: readonly string[],
): Record<string, string> {
  return canonicalRecords(columns)(values);
}

/**
 * canonicalRecord for many records: which key gives each column is worked out again only when a
 * record's keys differ from the one before (the rows of one file share their header's).
 */
export function canonicalRecords(
  columns: readonly string[],
): (values: Record<string, string>) => Record<string, string> {
  let keys: string[] = [];
  let source: (string | undefined)[] = [];
  return (values) => {
    const own = Object.keys(values);
    if (!sameKeys(own, keys)) {
      keys = own;
      // The last key that matches, as re-keying them in order would leave it.
      source = columns.map((c) => own.findLast((k) => k.trim().toLowerCase() === c.toLowerCase()));
    }
    const out: Record<string, string> = {};
    for (let i = 0; i < columns.length; i++) {
      const from = source[i];
      out[columns[i]] = from === undefined ? "" : (values[from] ?? "").trim();
    }
    return out;
  };
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
