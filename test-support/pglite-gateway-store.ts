import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildOnce } from "./build-once.ts";
import { GATEWAY_STORE } from "./postgres-template.ts";
import { sourcesHash } from "./sources-hash.ts";
import { markTemplateUsed, TEMPLATES_ROOT } from "./template-folders.ts";

/** The embedded store's folder in a gateway's data directory (gateway/src/store/gateway-database.ts). */
const STORE_FOLDER = "gateway";

/** A data directory holding the embedded store for the current store sources, built once per version. */
function pgliteStoreTemplate(): string {
  const dir = join(TEMPLATES_ROOT, `gateway-store-${sourcesHash(GATEWAY_STORE.sources)}`);
  buildOnce(
    `${dir}.lock`,
    () => existsSync(join(dir, STORE_FOLDER)),
    () => {
      // Built aside and renamed, so that a reader never sees it half-written.
      const building = `${dir}.building-${process.pid}`;
      rmSync(building, { recursive: true, force: true });
      mkdirSync(building, { recursive: true });
      const result = spawnSync(process.execPath, [GATEWAY_STORE.builder, building], { encoding: "utf8" });
      if (result.status !== 0) {
        rmSync(building, { recursive: true, force: true });
        throw new Error(`Building the ${GATEWAY_STORE.label} failed: ${result.stderr || result.stdout}`);
      }
      rmSync(dir, { recursive: true, force: true });
      renameSync(building, dir);
    },
  );
  // Old templates are pruned where a run starts (buildSeededTemplate), not at every copy.
  markTemplateUsed(dir);
  return dir;
}

/**
 * Puts the embedded gateway store, migrated and with pg-boss's schema, into a gateway's data
 * directory (DATA_DIR) unless one is there: a gateway creating it on first start spent 4 s of CPU,
 * and 15 s of its start on a loaded machine, against under 1 s to open a copy.
 */
export function copyPgliteGatewayStore(dataDir: string): void {
  if (existsSync(join(dataDir, STORE_FOLDER))) return;
  cpSync(join(pgliteStoreTemplate(), STORE_FOLDER), join(dataDir, STORE_FOLDER), { recursive: true });
}
