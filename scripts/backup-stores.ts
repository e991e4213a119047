import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { timeInFileName, type Store } from "@alm/database";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));

/**
 * The stores of the api and the gateway as the services find them from the same environment:
 * PostgreSQL where DATABASE_URL / GATEWAY_DATABASE_URL name one, else embedded PGlite under
 * DATA_DIR (`pglite` and `gateway`, the services' own folder names; DATA_DIR's default is theirs).
 */
export function configuredStores(env: NodeJS.ProcessEnv = process.env): Store[] {
  const dataDir = env.DATA_DIR || `${repoRoot}.data`;
  return [
    { name: "api", url: env.DATABASE_URL || undefined, dataDir: join(dataDir, "pglite") },
    { name: "gateway", url: env.GATEWAY_DATABASE_URL || undefined, dataDir: join(dataDir, "gateway") },
  ];
}

/** Where a backup goes unless the command names a folder: `.backups/<time>` beside the project. */
export const defaultBackupDir = () => join(repoRoot, ".backups", timeInFileName());
