/**
 * Fills a new, empty PostgreSQL database as test-support/postgres-template.ts asks, or an empty
 * data directory's embedded store as test-support/pglite-gateway-store.ts asks: a gateway's store
 * as the first gateway on it leaves it, its migrations applied and pg-boss's schema installed.
 * Each test gateway then gets a copy (`create database … template …`, or of the directory).
 * Usage: node gateway/src/testing/build-store-template.ts <database url | data directory>
 */
import { JobQueue } from "../documents/jobs/job-queue.ts";
import { openGatewayDatabase } from "../store/gateway-database.ts";

const target = process.argv[2];
if (!target) throw new Error("Usage: build-store-template.ts <database url | data directory>");
const url = target.includes("://") ? target : undefined;

const db = await openGatewayDatabase({ GATEWAY_DATABASE_URL: url, DATA_DIR: url ? "" : target });
try {
  // pg-boss installs its schema when it starts. The queue itself is each deployment's (its
  // public URL): the first gateway of a test makes it.
  const queue = new JobQueue({
    db,
    deployment: "http://localhost",
    connectionString: url,
    concurrency: 1,
    runSeconds: 60,
    superviseSeconds: 60,
  });
  await queue.start();
  await queue.stop(0);
} finally {
  await db.close();
}
