import { restoreBackup } from "@alm/database";
import { configuredStores } from "./backup-stores.ts";

/** `npm run restore -- <folder>`: puts a backup set back into the configured stores (services stopped). */
const dir = process.argv[2];
if (!dir) {
  process.stderr.write("Name the backup set to restore: npm run restore -- .backups/<time>\n");
  process.exit(2);
}
try {
  const { manifest, stamp, kept } = await restoreBackup(dir, configuredStores());
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} (${manifest.stores.map((s) => s.name).join(", ")}).\n`,
  );
  // Several restores leave several of these: the time in their names says which restore made them.
  if (kept.length)
    process.stdout.write(
      `What the stores held before this restore is kept, named after it (before-restore-${stamp}):\n` +
        kept.map((k) => `  ${k.store}: ${k.path}\n`).join("") +
        "To go back, stop the services and put these in place (README, Backups); delete them once you no longer need them.\n",
    );
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
