/**
 * Prepares a database directory for the web app's home benchmark: adds a client of 500 data sets
 * and 200 report definitions (BENCH_SMOKE=1: 20 and 10) to the demo firm in it (a copy of the
 * seeded, computed demo: no engine run competes with the measurement).
 * Usage: node api/bench/seed-home-bench.ts <DATA_DIR of the api>
 */
import { openDatabase } from "../src/db/open-database.ts";
import { seedLargeClient } from "./large-client.ts";
import { sized } from "../../scripts/bench-report.ts";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("Usage: node api/bench/seed-home-bench.ts <DATA_DIR of the api>");
// Where the api will look with DATA_DIR set and no DATABASE_URL.
const db = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
await seedLargeClient(db, {
  name: "Benchmark Federal Credit Union",
  acronym: "BENCH",
  dataSets: sized(500, 20),
  reportDefinitions: sized(200, 10),
});
await db.close();
console.log("seeded");
