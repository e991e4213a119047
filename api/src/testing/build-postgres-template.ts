/**
 * Fills a new, empty PostgreSQL database as test-support/postgres-template.ts asks: migrated,
 * demo-seeded, the demo's runs computed, as an api leaves a database a minute after its first
 * start. Tests then copy it (`create database … template …`) instead of seeding and computing.
 * Usage: node api/src/testing/build-postgres-template.ts <database url>
 */
import { openPostgresDatabase } from "@alm/database";
import { migrate } from "../db/migrate.ts";
import { seedDemoIfEmpty } from "../seed/seed-demo.ts";
import { computeQueuedDemoRuns } from "./computed-demo.ts";

const url = process.argv[2];
if (!url) throw new Error("Usage: build-postgres-template.ts <database url>");

const db = await openPostgresDatabase(url);
try {
  await migrate(db);
  await seedDemoIfEmpty(db);
  await computeQueuedDemoRuns(db);
} finally {
  await db.close();
}
