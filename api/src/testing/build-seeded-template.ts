/**
 * Builds the databases tests start from, once per version of the api's sources (see
 * test-support/seeded-template.ts): `pglite/` is a migrated, demo-seeded data directory that api
 * processes start on (copied per test); `seeded.tar` and `migrated.tar` are dumps that in-process
 * tests load into memory. Creating a PGlite cluster and seeding it costs 5–30 s on two cores;
 * loading a dump costs a fraction of that.
 * Usage: node api/src/testing/build-seeded-template.ts <directory>
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "../db/migrate.ts";
import { openPgliteDatabase } from "@alm/database";
import { seedDemoIfEmpty } from "../seed/seed-demo.ts";

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
