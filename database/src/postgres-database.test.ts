import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createServer, connect, type Socket } from "node:net";
import { createScratchDatabase, type ScratchDatabase, skipsWithoutPostgres } from "@alm/test-support";
import type { Database } from "./database.ts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { applyMigrations } from "./migrate.ts";
import { openPostgresDatabase } from "./postgres-database.ts";

const server = process.env.DATABASE_URL ?? "";

describe.skipIf(skipsWithoutPostgres())("a pool on a real PostgreSQL server", () => {
  let scratch: ScratchDatabase;
  let admin: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase(server);
    admin = await openPostgresDatabase(server);
  });
  afterAll(async () => {
    await admin?.close();
    await scratch?.drop();
  });

  /** Has the server end every connection to the scratch database, at once (what "drop … with (force)" does). */
  const terminateConnections = () =>
    admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [scratch.name]);

  // An unheard "error" event from the pool ended an api or gateway on PostgreSQL whenever the
  // server closed an idle connection: a restart, a failover, an administrator, an idle timeout.
  it("survives the server closing its idle connections, and the next query opens another", async () => {
    const lost: Error[] = [];
    const db = await openPostgresDatabase(scratch.url, { onConnectionLost: (error) => lost.push(error) });
    try {
      const pid = async () => (await db.query<{ pid: number }>("select pg_backend_pid() as pid"))[0]?.pid;
      const before = await pid();
      await terminateConnections();
      await vi.waitUntil(() => lost.length > 0, { timeout: 10_000 });
      expect(lost[0]?.message).toMatch(/terminating connection due to administrator command/);
      const after = await pid();
      expect(after).toBeGreaterThan(0);
      expect(after).not.toBe(before);
    } finally {
      await db.close();
    }
  });

  it("tells why a transaction failed when the server ended its connection, and goes on", async () => {
    const db = await openPostgresDatabase(scratch.url, { onConnectionLost: () => undefined });
    try {
      await db.exec("create table if not exists kept (n int)");
      const failed = db.transaction(async (tx) => {
        await tx.query("insert into kept values (1)");
        await tx.query("select pg_terminate_backend(pg_backend_pid())");
      });
      await expect(failed).rejects.toThrow(/terminating connection due to administrator command/);
      expect(await db.query("select n from kept")).toEqual([]);
    } finally {
      await db.close();
    }
  });

  /**
   * Ends the given backends while this process cannot listen: their goodbyes wait unread in the
   * sockets, as they do when a request arrives in the same moment (a PostgreSQL restart under load).
   */
  const endUnheard = (pids: number[]) => {
    const script = `import pg from "pg";
      const admin = new pg.Client(process.env.SERVER); await admin.connect();
      const pids = ${JSON.stringify(pids)};
      await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [pids]);
      while ((await admin.query("select 1 from pg_stat_activity where pid = any($1)", [pids])).rowCount) {}
      await admin.end();`;
    const ended = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: import.meta.dirname,
      env: { ...process.env, SERVER: server },
      encoding: "utf8",
    });
    expect(ended.stderr).toBe("");
  };

  // A gateway's sign-in answered 500 right after a restart: its query went out on a connection
  // whose end the pool had not read yet.
  it("sends a statement again on another connection when the one it got was already ended", async () => {
    const db = await openPostgresDatabase(scratch.url, { onConnectionLost: () => undefined });
    try {
      await db.exec("create table if not exists counted (n int)");
      const pid = async () =>
        (await db.query<{ pid: number }>("select pg_backend_pid() as pid"))[0]?.pid ?? 0;
      const idle = await Promise.all(
        Array.from({ length: 3 }, () =>
          db.query<{ pid: number }>("select pg_backend_pid() as pid, pg_sleep(0.05)"),
        ),
      );
      const pids = idle.map((rows) => rows[0]?.pid ?? 0);
      endUnheard(pids);
      expect(pids).not.toContain(await pid());
      endUnheard([await pid()]);
      await db.exec("insert into counted values (1)");
      endUnheard([await pid()]);
      await db.transaction((tx) => tx.query("insert into counted values (2)"));
      endUnheard([await pid()]);
      expect(await db.exclusively?.("counting", () => db.query("select n from counted order by n"))).toEqual([
        { n: 1 },
        { n: 2 },
      ]);
    } finally {
      await db.close();
    }
  });

  /**
   * A relay to the server that can fall silent: it keeps every connection open and passes nothing
   * either way, as a partitioned network or a frozen host does (no refusal, no reset).
   */
  async function relayTo(url: string) {
    const target = new URL(url);
    let silent = false;
    const sockets = new Set<Socket>();
    const relay = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(from);
        from.on("data", (chunk) => silent || to.write(chunk));
        from.on("error", () => undefined);
        from.on("close", () => to.destroy());
      }
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const port = (relay.address() as { port: number }).port;
    return {
      url: Object.assign(new URL(url), { host: `127.0.0.1:${port}` }).toString(),
      silence: (on: boolean) => (silent = on),
      close: async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => relay.close(resolve));
      },
    };
  }

  // An operator's review: a server that accepts and says nothing held every request, and those
  // under way for minutes after it answered again.
  it("gives up on a silent server within its waits, with an error that says so, and recovers", async () => {
    const relay = await relayTo(scratch.url);
    const waits = { connectMs: 800, queryMs: 2_000 };
    try {
      relay.silence(true);
      const opening = Date.now();
      await expect(openPostgresDatabase(relay.url, { waits })).rejects.toThrow(
        "The database server did not let a connection in within 0.8 s: check that it runs and answers (DATABASE_URL).",
      );
      // The gateway's store is named by its own setting (an operator's review: it said DATABASE_URL).
      await expect(
        openPostgresDatabase(relay.url, { waits, setting: "GATEWAY_DATABASE_URL" }),
      ).rejects.toThrow("check that it runs and answers (GATEWAY_DATABASE_URL).");
      expect(Date.now() - opening).toBeLessThan(5_000);
      relay.silence(false);
      const db = await openPostgresDatabase(relay.url, { waits });
      try {
        relay.silence(true);
        const asking = Date.now();
        await expect(db.query("select 1 as one")).rejects.toThrow(
          "The database server did not answer a statement within 2 s: check that it runs and answers (DATABASE_URL).",
        );
        expect(Date.now() - asking).toBeLessThan(5_000);
        // Silent inside a transaction: its statement times out once, and its connection goes
        // without a rollback that would wait as long again.
        relay.silence(false);
        const inTransaction = Date.now();
        await expect(
          db.transaction(async (tx) => {
            await tx.query("select 1 as one");
            relay.silence(true);
            return tx.query("select 2 as two");
          }),
        ).rejects.toThrow(
          "The database server did not answer a statement within 2 s: check that it runs and answers (DATABASE_URL).",
        );
        // Two waits (the statement's, then a rollback's) would be 4 s.
        expect(Date.now() - inTransaction).toBeLessThan(3_600);
        // Back: the connection that timed out is not lent again, the next statement is answered.
        relay.silence(false);
        expect(await db.query("select 1 as one")).toEqual([{ one: 1 }]);
      } finally {
        relay.silence(false);
        await db.close();
      }
    } finally {
      await relay.close();
    }
  });

  // An operator's review: a migration rewriting a large table outlasted the statement wait (60 s),
  // the start failed saying the server did not answer, and the next start did the same; and an
  // older version started on a schema a newer one had migrated.
  it("gives a migration as long as it takes, names what it applied, and refuses a newer schema", async () => {
    const folder = mkdtempSync(join(tmpdir(), "alm-migrations-"));
    const db = await openPostgresDatabase(scratch.url, { waits: { queryMs: 1_000 } });
    try {
      await db.exec("create schema slow_migrations");
      writeFileSync(
        join(folder, "001_slow.sql"),
        "select pg_sleep(1.5); create table slow_migrations.t (a int);",
      );
      const migrations = { folder: pathToFileURL(`${folder}/`), schema: "slow_migrations" };
      expect(await applyMigrations(db, migrations)).toEqual(["001_slow.sql"]);
      rmSync(join(folder, "001_slow.sql"));
      await expect(applyMigrations(db, migrations)).rejects.toThrow(
        "The database was migrated by a newer version (slow_migrations.schema_migrations lists 001_slow.sql, which this version does not have): run the version that migrated it or a newer one, or restore the backup taken before the upgrade.",
      );
    } finally {
      await db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  // Tests drop a database "with (force)" as soon as its pool is closed; a close that returned
  // while connections were still closing let the server's goodbye reach them as an error.
  it("closes only once every connection has ended", async () => {
    const lost: Error[] = [];
    for (let round = 0; round < 5; round++) {
      const db = await openPostgresDatabase(scratch.url, { onConnectionLost: (error) => lost.push(error) });
      await Promise.all(Array.from({ length: 8 }, () => db.query("select pg_sleep(0.02)")));
      await db.close();
      await terminateConnections();
    }
    // What the server said to the earlier rounds' connections has arrived by now.
    expect(lost).toEqual([]);
  });
});
