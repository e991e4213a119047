import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { openPostgresDatabase } from "@alm/database";
import { createScratchDatabase, databaseUrl, onServer, type ScratchDatabase } from "./postgres-databases.ts";
import { sourcesHash } from "./sources-hash.ts";

const builder = fileURLToPath(new URL("../api/src/testing/build-postgres-template.ts", import.meta.url));
const PREFIX = "alm_tpl_";

async function databasesLike(serverUrl: string, pattern: string): Promise<string[]> {
  const admin = await openPostgresDatabase(serverUrl);
  try {
    const rows = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [pattern],
    );
    return rows.map((r) => r.datname);
  } finally {
    await admin.close();
  }
}

function runBuilder(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [builder, url], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`Building the PostgreSQL test template failed: ${output}`)),
    );
  });
}

/**
 * The name of a database on the server of `serverUrl` that is migrated, demo-seeded and computed
 * for the current api sources (the hash seeded-template.ts uses): built once, then copied by every
 * test that needs a whole deployment on PostgreSQL. Built under a name of its own and renamed, so
 * a test copying it never sees it half-built; templates of older sources are dropped.
 */
export async function seededPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `${PREFIX}${sourcesHash()}`;
  if ((await databasesLike(serverUrl, name)).length) return name;
  const building = `${name}_b${process.pid}`;
  await onServer(serverUrl, `drop database if exists ${building}`);
  await onServer(serverUrl, `create database ${building}`);
  try {
    await runBuilder(databaseUrl(serverUrl, building));
    await onServer(serverUrl, `alter database ${building} rename to ${name}`);
  } catch (error) {
    await onServer(serverUrl, `drop database if exists ${building} with (force)`);
    // Another process finished the same template first.
    if (!(await databasesLike(serverUrl, name)).length) throw error;
  }
  for (const stale of await databasesLike(serverUrl, `${PREFIX}%`)) {
    if (stale === name || stale.includes("_b")) continue;
    // One in use (copied right now by a run on other sources) stays until a later build.
    await onServer(serverUrl, `drop database if exists ${stale}`).catch(() => undefined);
  }
  return name;
}

/** Per server, the template this process found or built: hashed and looked up once, not per copy. */
const templates = new Map<string, Promise<string>>();

/** A database of its own on the server of `serverUrl`, copied from the seeded, computed template. */
export function copyOfSeededPostgres(serverUrl: string): Promise<ScratchDatabase> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = seededPostgresTemplate(serverUrl);
    templates.set(serverUrl, template);
    template.catch(() => templates.delete(serverUrl));
  }
  return template.then((name) => createScratchDatabase(serverUrl, name));
}
