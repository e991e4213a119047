import { takeBackup } from "@alm/database";
import { configuredStores, defaultBackupDir } from "./backup-stores.ts";

/**
 * `npm run backup [folder]`: a backup set of the api's and the gateway's stores, taken while they
 * serve (an embedded store is copied by the service that holds it open; PostgreSQL by pg_dump).
 */
const dir = process.argv[2] ?? defaultBackupDir();
try {
  const manifest = await takeBackup(configuredStores(), dir);
  const lines = manifest.stores.map(
    (s) => `  ${s.name}: ${s.file} (${s.kind}, ${s.bytes.toLocaleString("en-US")} bytes)`,
  );
  process.stdout.write(
    `Backup written to ${dir}\n${lines.join("\n")}\nRestore it with: npm run restore -- ${dir}\n`,
  );
  // Run without the stack's environment, the backup finds an embedded store the stack may not use.
  for (const s of manifest.stores.filter((c) => c.notHeldSince))
    process.stderr.write(
      `Note: no running service holds the ${s.name}'s embedded store: this is it as last written, at ${s.notHeldSince}. ` +
        "If the stack runs on PostgreSQL, run the backup with its DATABASE_URL and GATEWAY_DATABASE_URL.\n",
    );
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
