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
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "../db/migrate.ts";
import { openPgliteDatabase } from "@alm/database";
import { seedDemoIfEmpty } from "../seed/seed-demo.ts";
import { computeQueuedDemoRuns } from "./computed-demo.ts";

const outDir = process.argv[2];
if (!outDir) throw new Error("Usage: build-seeded-template.ts <directory>");

async function dump(dataDir: string, file: string) {
  const pg = await PGlite.create(dataDir);
  const tarball = await pg.dumpDataDir("none");
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  await pg.close();
}

const migratedDir = join(outDir, "migrated");
const migrated = await openPgliteDatabase(migratedDir, {}, { inProcess: true });
await migrate(migrated);
await migrated.close();
await dump(migratedDir, join(outDir, "migrated.tar"));
rmSync(migratedDir, { recursive: true, force: true });

const seededDir = join(outDir, "pglite");
const seeded = await openPgliteDatabase(seededDir, {}, { inProcess: true });
await migrate(seeded);
await seedDemoIfEmpty(seeded);
await seeded.close();
await dump(seededDir, join(outDir, "seeded.tar"));

const computed = await openPgliteDatabase(seededDir, {}, { inProcess: true });
await computeQueuedDemoRuns(computed);
await computed.close();
await dump(seededDir, join(outDir, "computed.tar"));
