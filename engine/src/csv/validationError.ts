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

/** Finds template columns in a header, ignoring case and surrounding spaces. */
export function missingColumns(header: readonly string[], required: readonly string[]): ValidationError[] {
  const present = new Set(header.map((h) => h.trim().toLowerCase()));
  return required
    .filter((c) => !present.has(c.toLowerCase()))
    .map((column) => ({
      row: 1,
      column,
      reason: `missing column "${column}"; the header must be: ${required.join(",")}`,
    }));
}

/** Re-keys a record by the template's own column spelling. */
export function canonicalRecord(
  values: Record<string, string>,
  columns: readonly string[],
): Record<string, string> {
  const byLower = new Map<string, string>();
  for (const [k, v] of Object.entries(values)) byLower.set(k.trim().toLowerCase(), v);
  const out: Record<string, string> = {};
  for (const c of columns) out[c] = (byLower.get(c.toLowerCase()) ?? "").trim();
  return out;
}
