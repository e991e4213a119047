import { mkdtempSync } from "node:fs";
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
const dataDir = mkdtempSync(join(tmpdir(), "alm-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.ALM_TEST_SEEDED_TEMPLATE = buildSeededTemplate();
copySeededDatabase(dataDir);
copyPgliteGatewayStore(dataDir);
await import("../../scripts/start.ts");
