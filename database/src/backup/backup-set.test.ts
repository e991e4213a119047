import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import {
  copyPgliteGatewayStore,
  createScratchDatabase,
  type ScratchDatabase,
  skipsWithoutPostgres,
} from "@alm/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresDatabase } from "../postgres-database.ts";
import { restoreBackup, takeBackup, type Store } from "./backup-set.ts";
import { MANIFEST, sha256, type BackupManifest } from "./manifest.ts";
import { restorePostgres } from "./postgres-copy.ts";
import { keptDumpOf } from "./postgres-restore.ts";
import { REFUSE_NOTES_TABLE } from "./refused-table.ts";

/**
 * A backup set's files are private, and a restore is all or nothing across its stores, on stores
 * made here (each with a table of notes): no services, no stacks. `scripts/backup-restore.test.ts`
 * runs the commands over whole stacks.
 */
const server = process.env.DATABASE_URL ?? "";
const root = mkdtempSync(join(tmpdir(), "alm-backup-set-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * The test's own reads and writes of a store, beside the backup's and the restore's opens: with
 * shared buffers of 16 MB (seeded-template.ts) an open took 0.13 s of CPU instead of 0.22.
 */
const SMALL_BUFFERS = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] };

/**
 * The cluster copied for every embedded store: a copy of the tests' embedded gateway store (a
 * cluster of the size of an empty one, built once per version of its sources and kept), instead of
 * a cluster made here (2.8 s of CPU, the file's largest cost). Nothing here reads what it holds
 * besides the notes.
 */
const template = join(root, "gateway");
beforeAll(async () => {
  copyPgliteGatewayStore(root);
  const pg = await PGlite.create({ dataDir: template, ...SMALL_BUFFERS });
  await pg.exec("create table notes (name text primary key); insert into notes values ('backed up');");
  await pg.close();
});

/** An embedded store holding the note 'backed up'. */
function embeddedStore(name: string, dataDir: string): Store {
  cpSync(template, dataDir, { recursive: true });
  return { name, dataDir };
}

/** A PostgreSQL store holding the note 'backed up'. */
async function postgresStore(name: string, dataDir: string, dropped: ScratchDatabase[]): Promise<Store> {
  const scratch = await createScratchDatabase(server);
  dropped.push(scratch);
  await onDatabase(scratch.url, (db) =>
    db.exec("create table notes (name text primary key); insert into notes values ('backed up');"),
  );
  return { name, url: scratch.url, dataDir };
}

/** A restore refuses databases with sessions open: each use opens and closes its own. */
async function onDatabase<T>(
  url: string,
  use: (db: Awaited<ReturnType<typeof openPostgresDatabase>>) => Promise<T>,
) {
  const db = await openPostgresDatabase(url);
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

async function onStore<T>(store: Store, sql: string): Promise<T[]> {
  if (store.url) return onDatabase(store.url, (db) => db.query<T>(sql));
  const pg = await PGlite.create({ dataDir: store.dataDir, ...SMALL_BUFFERS });
  try {
    return (await pg.query<T>(sql)).rows;
  } finally {
    await pg.close();
  }
}

const notes = async (store: Store) =>
  (await onStore<{ name: string }>(store, "select name from notes order by name")).map((r) => r.name);
const writeLater = (store: Store) => onStore(store, "insert into notes values ('written later')");
const mode = (path: string) => statSync(path).mode & 0o777;

/** Rewrites a file of the set and its manifest's checksum, as a snapshot bad when taken would be. */
function replaceWithChecksum(set: string, file: string, bytes: Uint8Array) {
  writeFileSync(join(set, file), bytes);
  const manifest = JSON.parse(readFileSync(join(set, MANIFEST), "utf8")) as BackupManifest;
  for (const copy of manifest.stores.filter((c) => c.file === file)) {
    copy.sha256 = sha256(bytes);
    copy.bytes = bytes.length;
  }
  writeFileSync(join(set, MANIFEST), JSON.stringify(manifest));
}

/**
 * Every read or write of an embedded store opens a PGlite (seconds each on a machine slow to fault
 * memory in: a test opens up to nine), so these tests wait longer than the package's 30 s.
 */
const OPENS_PGLITE = { timeout: 120_000 };

describe("a backup set of embedded stores", OPENS_PGLITE, () => {
  const dir = join(root, "embedded");
  const set = join(dir, "backups", "set");
  const stores: Store[] = [];
  const storeFolders = () =>
    readdirSync(dir)
      .filter((name) => name !== "backups")
      .sort();
  beforeAll(() => {
    stores.push(embeddedStore("api", join(dir, "pglite")), embeddedStore("gateway", join(dir, "gateway")));
  });

  it("is readable by its owner alone: the folder 0700, every file 0600", async () => {
    await takeBackup(stores, set);
    expect(mode(set)).toBe(0o700);
    expect(readdirSync(set).sort()).toEqual(["api.tar.gz", "gateway.tar.gz", MANIFEST]);
    for (const file of readdirSync(set)) expect([file, mode(join(set, file))]).toEqual([file, 0o600]);
  });

  it("whose gateway archive was cut short, its checksum matching, leaves both stores as they were and says why", async () => {
    for (const store of stores) await writeLater(store);
    const whole = readFileSync(join(set, "gateway.tar.gz"));
    replaceWithChecksum(set, "gateway.tar.gz", whole.subarray(0, whole.length >> 1));
    const failure = await restoreBackup(set, stores).catch((e: Error) => e);
    for (const store of stores) expect(await notes(store)).toEqual(["backed up", "written later"]);
    expect(storeFolders()).toEqual(["gateway", "pglite"]);
    expect(String(failure)).toContain(
      `The gateway archive ${join(set, "gateway.tar.gz")} cannot be restored: it is not a whole gzip archive (unexpected end of file)`,
    );
    expect(String(failure)).toContain("Nothing was replaced: the api and gateway stores are as they were.");

    // Whole again, it restores both, and keeps what they held under this restore's time.
    replaceWithChecksum(set, "gateway.tar.gz", whole);
    const at = new Date("2026-01-02T03:04:05.678Z");
    const { kept, stamp } = await restoreBackup(set, stores, at);
    expect(stamp).toBe("2026-01-02T03-04-05-678Z");
    expect(kept).toEqual([
      { store: "api", path: `${stores[0]?.dataDir}.before-restore-${stamp}` },
      { store: "gateway", path: `${stores[1]?.dataDir}.before-restore-${stamp}` },
    ]);
    for (const store of stores) expect(await notes(store)).toEqual(["backed up"]);
    expect(await notes({ name: "kept", dataDir: kept[1]?.path ?? "" })).toEqual([
      "backed up",
      "written later",
    ]);
  });
});

describe.skipIf(skipsWithoutPostgres())("a restore of PostgreSQL stores", OPENS_PGLITE, () => {
  const dropped: ScratchDatabase[] = [];
  afterAll(async () => {
    for (const scratch of dropped) await scratch.drop();
  });

  /** The gateway's database refuses the dump's table, as the restore re-creates it. */
  const refuseNotes = (store: Store) => onDatabase(store.url ?? "", (db) => db.exec(REFUSE_NOTES_TABLE));

  it("keeps what the set's only database held, so that the restore can be undone", async () => {
    const dir = join(root, "one-database");
    const shared = await postgresStore("api", join(dir, "pglite"), dropped);
    const stores = [shared, { ...shared, name: "gateway", dataDir: join(dir, "gateway") }];
    const set = join(dir, "set");
    await takeBackup(stores, set);
    await writeLater(shared);
    const { kept, stamp } = await restoreBackup(set, stores);
    // A deployment with one database (compose's) had nothing to go back to: no dump was kept.
    const dump = keptDumpOf(shared.dataDir, "api", stamp);
    expect(kept).toEqual([{ store: "api and gateway", path: dump }]);
    expect(mode(dump)).toBe(0o600);
    expect(await notes(shared)).toEqual(["backed up"]);
    // The README's undo: the kept dump restored over the database.
    await restorePostgres(dump, shared.url ?? "");
    expect(await notes(shared)).toEqual(["backed up", "written later"]);
  });

  it.each(["embedded", "PostgreSQL"] as const)(
    "whose gateway store fails after the api's was replaced puts the %s api store back",
    async (kind) => {
      const dir = join(root, `rollback-${kind}`);
      const api =
        kind === "embedded"
          ? embeddedStore("api", join(dir, "pglite"))
          : await postgresStore("api", join(dir, "pglite"), dropped);
      const gateway = await postgresStore("gateway", join(dir, "gateway"), dropped);
      const set = join(dir, "set");
      await takeBackup([api, gateway], set);
      expect(mode(join(set, "gateway.dump"))).toBe(0o600);
      await writeLater(api);
      await writeLater(gateway);
      await refuseNotes(gateway);

      const failure = await restoreBackup(set, [api, gateway]).catch((e: Error) => e);
      expect(await notes(api)).toEqual(["backed up", "written later"]);
      expect(await notes(gateway)).toEqual(["backed up", "written later"]);
      expect(String(failure)).toMatch(
        new RegExp(
          `The gateway store could not be restored from ${join(set, "gateway.dump")}: The restore failed and the database is as it was \\(psql: .*notes refused.*\\)\\. ` +
            "The api store, restored before it, was put back: every store is as it was\\.$",
          "s",
        ),
      );
      // Nothing of the restore is left: no kept copy, no unpacked archive.
      expect(readdirSync(dir).sort()).toEqual(kind === "embedded" ? ["pglite", "set"] : ["set"]);
    },
  );
});
