import { readdirSync, readFileSync } from "node:fs";
import type { Database } from "./database.ts";

const folder = new URL("./migrations/", import.meta.url);

/** Applies the numbered SQL files not applied yet, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    `create table if not exists schema_migrations (
       name text primary key,
       applied_at timestamptz not null default now())`,
  );
  const done = new Set(
    (await db.query<{ name: string }>("select name from schema_migrations")).map((r) => r.name),
  );
  const pending = readdirSync(folder)
    .filter((f) => f.endsWith(".sql") && !done.has(f))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(new URL(name, folder), "utf8");
    await db.exec(`begin;\n${sql}\ninsert into schema_migrations (name) values ('${name}');\ncommit;`);
  }
  return pending;
}
