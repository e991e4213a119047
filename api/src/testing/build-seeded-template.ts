/**
 * Builds the databases tests start from, once per version of the api's sources (see
 * test-support/seeded-template.ts): `pglite/` is a migrated, demo-seeded data directory whose
 * demo runs are computed, which api processes start on (copied per test or browser stack);
 * `seeded.tar` (demo runs still queued), `computed.tar` and `migrated.tar` are dumps that
 * in-process tests load into memory. Creating a PGlite cluster, seeding it and computing the demo
 * costs 5–30 s on two cores; loading a dump costs a fraction of that, and a stack that starts
 * computed spends its first minute serving tests instead of the engine.
 * Usage: node api/src/testing/build-seeded-template.ts <directory>
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "../db/migrate.ts";
import { openPgliteDatabase } from "@alm/database";
import { seedDemoIfEmpty } from "../seed/seed-demo.ts";
import { computeQueuedDemoRuns } from "./computed-demo.ts";

const outDir = process.argv[2];
if (!outDir) throw new Error("Usage: build-seeded-template.ts <directory>");

/**
 * PGlite clears its shared buffers at every start: 16 MB instead of PostgreSQL's 128 MB, as the
 * tests open their databases (a start-time setting: the data directory keeps nothing of it).
 */
const options = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] };

async function dump(dataDir: string, file: string) {
  const pg = await PGlite.create(dataDir, options);
  const tarball = await pg.dumpDataDir("none");
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  await pg.close();
}

const migratedDir = join(outDir, "migrated");
const migrated = await openPgliteDatabase(migratedDir, options, { inProcess: true });
await migrate(migrated);
await migrated.close();
await dump(migratedDir, join(outDir, "migrated.tar"));
rmSync(migratedDir, { recursive: true, force: true });

// Seeded from the migrated dump: creating a second cluster and migrating it again cost 2.6 s of CPU.
const seededDir = join(outDir, "pglite");
const migratedDump = new Blob([readFileSync(join(outDir, "migrated.tar"))]);
const seeded = await openPgliteDatabase(
  seededDir,
  { ...options, loadDataDir: migratedDump },
  { inProcess: true },
);
await migrate(seeded);
await seedDemoIfEmpty(seeded);
await seeded.close();
await dump(seededDir, join(outDir, "seeded.tar"));

const computed = await openPgliteDatabase(seededDir, options, { inProcess: true });
await computeQueuedDemoRuns(computed);
await computed.close();
await dump(seededDir, join(outDir, "computed.tar"));
