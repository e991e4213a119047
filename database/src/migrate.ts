import { readdirSync, readFileSync } from "node:fs";
import { exclusively, type Database } from "./database.ts";

export interface Migrations {
  /** The folder of numbered `.sql` files, applied in name order. */
  folder: URL;
  /**
   * The schema that holds the record of applied files, created when missing: a service sharing
   * another's database (the gateway in the api's) keeps its own record there. Unset: `public`.
   */
  schema?: string;
}

/**
 * How long one migration (one file) may take: one that rewrites a large table takes minutes, and a
 * statement's usual wait (a minute) ended the start in a loop, each start leaving the server
 * rewriting. The Kubernetes startup probes of the services that migrate the api's database wait
 * twice as long.
 */
export const MIGRATION_WAIT_MS = 60 * 60 * 1000;

/**
 * Applies the numbered SQL files not applied yet, each in its own transaction; returns their names.
 * Instances starting at once on one server take turns (the lock is per record of applied files):
 * the second finds the files applied by the first. A database migrated by a newer version (files
 * this one does not have) refuses the start: the older code would read a schema it does not know.
 */
export const applyMigrations = (db: Database, migrations: Migrations): Promise<string[]> =>
  exclusively(db, `migrations:${migrations.schema ?? ""}`, () => applyPending(db, migrations));

async function applyPending(db: Database, { folder, schema }: Migrations): Promise<string[]> {
  const table = schema ? `${schema}.schema_migrations` : "schema_migrations";
  await db.exec(
    `${schema ? `create schema if not exists ${schema};\n` : ""}create table if not exists ${table} (
       name text primary key,
       applied_at timestamptz not null default now())`,
  );
  const done = new Set((await db.query<{ name: string }>(`select name from ${table}`)).map((r) => r.name));
  const known = readdirSync(folder).filter((f) => f.endsWith(".sql"));
  const unknown = [...done].filter((name) => !known.includes(name)).sort();
  if (unknown.length)
    throw new Error(
      `The database was migrated by a newer version (${table} lists ${unknown.join(", ")}, which this version does not have): ` +
        "run the version that migrated it or a newer one, or restore the backup taken before the upgrade.",
    );
  const pending = known.filter((f) => !done.has(f)).sort();
  for (const name of pending) {
    const sql = readFileSync(new URL(name, folder), "utf8");
    await db.exec(`begin;\n${sql}\ninsert into ${table} (name) values ('${name}');\ncommit;`, {
      waitMs: MIGRATION_WAIT_MS,
    });
  }
  return pending;
}
