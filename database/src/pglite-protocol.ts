/**
 * The messages between the api's event loop and the thread that owns its embedded PGlite
 * (pglite-thread.ts). PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls
 * it: a large insert or read holds that thread for as long as it takes, so it gets its own.
 */

export type PgliteRequest =
  | { id: number; op: "query"; sql: string; params?: unknown[]; tx?: number }
  | { id: number; op: "exec"; sql: string }
  | { id: number; op: "script"; sql: string }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "snapshot" }
  | { id: number; op: "close" };

export type PgliteReply =
  { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: DatabaseErrorFields };

/** What callers read from a database error (SQLSTATE `code` above all); the rest is diagnosis. */
export interface DatabaseErrorFields {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
  position?: string;
}

const FIELDS = ["code", "detail", "hint", "constraint", "table", "column", "severity", "position"] as const;

export function errorFields(error: unknown): DatabaseErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: DatabaseErrorFields = { message: error.message };
  const source = error as unknown as Record<string, unknown>;
  for (const key of FIELDS) if (typeof source[key] === "string") fields[key] = source[key];
  return fields;
}

/** The error again, as PostgreSQL's client would throw it: message and SQLSTATE fields. */
export class DatabaseError extends Error {
  readonly code?: string;
  readonly detail?: string;
  readonly hint?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  readonly severity?: string;
  readonly position?: string;

  constructor(fields: DatabaseErrorFields) {
    super(fields.message);
    this.name = "DatabaseError";
    Object.assign(this, fields);
  }
}
