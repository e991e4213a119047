import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  buildSeededTemplate,
  copyPgliteGatewayStore,
  copySeededDatabase,
  shareCompileCache,
} from "@alm/test-support";

/**
 * One browser-test stack: the product as `npm start` runs it (scripts/start.ts supervising the api
 * and the gateway), on a copy of the demo database whose runs are already computed. Journeys
 * then meet the demo as a user does a minute after the first start, instead of each waiting for
 * the engine while it computes twelve data sets beside them. The gateway's store is a copy too,
 * as its first start leaves it, so that the stack's start does not wait for it to be made.
 */
shareCompileCache();
// Named by the stack's port, and removed when the stack stops (playwright.config.ts stops it with
// SIGTERM) and again before it starts: a run that was killed leaves one stack's copy behind, not
// one per run (each holds 118 MB, and 41 of them had piled up in /tmp).
const dataDir = join(tmpdir(), `alm-e2e-stack-${process.env.GATEWAY_PORT}`);
const removeData = () => rmSync(dataDir, { recursive: true, force: true });
removeData();
mkdirSync(dataDir);
process.on("exit", removeData);
process.env.DATA_DIR = dataDir;
process.env.ALM_TEST_SEEDED_TEMPLATE = buildSeededTemplate();
copySeededDatabase(dataDir);
copyPgliteGatewayStore(dataDir);
await import("../../scripts/start.ts");
