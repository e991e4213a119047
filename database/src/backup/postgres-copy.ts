import { execFile, spawn } from "node:child_process";
import { withoutPassword } from "../connection-url.ts";
import { makePrivate } from "./private-files.ts";

/**
 * Runs a PostgreSQL tool; its failure says what the tool said, never the URL's password (Node's
 * own error names the whole command line, the URL in it: it is not passed on).
 */
function tool(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) resolve(stdout);
      else reject(new Error(withoutPassword(`${command} failed: ${(stderr || error.message).trim()}`)));
    });
  });
}

/**
 * pg_dump's custom format: one consistent snapshot of the database (its own transaction), every
 * schema in it (the gateway's `gateway` and `gateway_queue` included), restorable by pg_restore.
 */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  await tool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, url]);
  makePrivate(file);
}

/**
 * Reads the whole dump, its data included, and writes nothing: one cut short fails here, before a
 * restore replaces anything (`pg_restore --list` reads its table of contents only, and passed one
 * cut in half).
 */
export async function checkDump(file: string): Promise<void> {
  await tool("pg_restore", ["--file=/dev/null", file]);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The schemas a dump creates, from its table of contents (`<id>; <oid> <oid> SCHEMA - <name> <owner>`). */
export function schemasOfDump(contents: string): string[] {
  return [...contents.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+)/gm)].map((m) => m[1] ?? "");
}

/**
 * What runs before the dump: each schema it creates dropped whole, and `public` emptied when it
 * does not create it. pg_restore's own --clean drops object by object, and fails on a partitioned
 * table's partitions (pg-boss's queues: "cannot drop inherited constraint").
 */
export function clearingStatements(schemas: readonly string[]): string {
  const drops = schemas.map((s) => `drop schema if exists ${quoted(s)} cascade;`);
  if (!schemas.includes("public"))
    drops.push("drop schema if exists public cascade;", "create schema public;");
  return drops.join("\n");
}

/**
 * The sessions other than this one open on the database of `url`, by who opened them: a restore
 * under connected services replaced their data while they went on serving what they held (an
 * operator's review), as one under a running embedded store's owner would.
 */
export async function otherSessionsOn(url: string): Promise<{ count: number; who: string }> {
  const [count = "0", who = ""] = (
    await tool("psql", [
      "--no-psqlrc",
      "--tuples-only",
      "--no-align",
      "--field-separator=|",
      "--command",
      "select count(*), coalesce(string_agg(distinct coalesce(nullif(application_name, ''), host(client_addr), 'a local session'), ', '), '') from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
      `--dbname=${url}`,
    ])
  )
    .trim()
    .split("|");
  return { count: Number(count), who };
}

/**
 * Restores a dump over the database at `url`, in one transaction that commits only once pg_restore
 * has written the whole dump: a restore that fails part-way leaves the database as it was.
 * pg_restore writes the dump as SQL into psql, which reads it as it comes (a dump may be larger
 * than memory). psql's own --single-transaction committed whatever reached it when its input
 * ended, so a pg_restore that failed between two statements (a read error, a kill) left the
 * schemas dropped and half the dump committed (a review); the commit is now written only after
 * pg_restore ended well, a rollback otherwise.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const schemas = schemasOfDump(await tool("pg_restore", ["--list", file]));
  const reader = spawn("pg_restore", ["--no-owner", "--no-privileges", "--file=-", file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const writer = spawn(
    "psql",
    ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--file=-", `--dbname=${url}`],
    {
      stdio: ["pipe", "ignore", "pipe"],
      // Warnings and errors only: the clearing drops' "drop cascades to …" NOTICEs buried the error.
      env: {
        ...process.env,
        PGOPTIONS: `${process.env.PGOPTIONS ?? ""} -c client_min_messages=warning`.trim(),
      },
    },
  );
  // psql stops at an error (ON_ERROR_STOP) and what is still sent to it has nowhere to go.
  writer.stdin.on("error", () => undefined);
  writer.stdin.write(`begin;\n${clearingStatements(schemas)}\n`);
  reader.stdout.pipe(writer.stdin, { end: false });
  const said = { pg_restore: "", psql: "" };
  reader.stderr.on("data", (d: Buffer) => (said.pg_restore += d.toString()));
  writer.stderr.on("data", (d: Buffer) => (said.psql += d.toString()));
  const ended = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", resolve);
    });
  const writing = ended(writer);
  const read = await ended(reader);
  writer.stdin.end(read === 0 ? "commit;\n" : "rollback;\n");
  const written = await writing;
  if (read !== 0 || written !== 0) {
    const which = written !== 0 ? "psql" : "pg_restore";
    throw new Error(
      withoutPassword(`The restore failed and the database is as it was (${which}: ${said[which].trim()}).`),
    );
  }
}
