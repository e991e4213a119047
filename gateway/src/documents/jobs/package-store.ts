import { createReadStream, fstatSync, openSync, mkdirSync, type ReadStream } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A stored PDF package: the report definition's file that the Download Multiple menu links to. */
export interface StoredPackage {
  reportDefinitionId: number;
  clientId: number;
  suffix: string;
  fileName: string;
  /** When its rendering started: a report definition changed after this makes it outdated. */
  createdAt: number;
}

/** Where readers of a report definition download its package (document-routes.ts). */
export const PACKAGES_PATH = "/documents/packages";

/** A package made before the report definition's last change is regenerated, never served. */
export const isCurrent = (stored: StoredPackage, updatedDate: string) => {
  const changed = Date.parse(updatedDate);
  return Number.isFinite(changed) && stored.createdAt >= changed;
};

/**
 * The latest package per report definition and suffix, on disk: they outlive jobs (readers other
 * than the user who asked download them) and gateway restarts. Point DOCUMENTS_DIR at a shared
 * volume when several gateway instances serve the same users.
 */
export class PackageStore {
  private readonly folder: string;

  constructor(root: string) {
    this.folder = join(root, "packages");
    mkdirSync(this.folder, { recursive: true });
  }

  private base(reportDefinitionId: number, suffix: string): string {
    if (!Number.isSafeInteger(reportDefinitionId) || !/^[A-Za-z]+$/.test(suffix)) {
      throw new Error(`Not a package: ${reportDefinitionId}/${suffix}`);
    }
    return join(this.folder, `${reportDefinitionId}-${suffix}`);
  }

  async find(reportDefinitionId: number, suffix: string): Promise<StoredPackage | undefined> {
    try {
      const text = await readFile(`${this.base(reportDefinitionId, suffix)}.json`, "utf8");
      return JSON.parse(text) as StoredPackage;
    } catch {
      return undefined;
    }
  }

  read(stored: StoredPackage): Promise<Buffer> {
    return readFile(`${this.base(stored.reportDefinitionId, stored.suffix)}.pdf`);
  }

  /** The package's file and its size, or undefined when it is gone. */
  open(stored: StoredPackage): { stream: ReadStream; size: number } | undefined {
    const path = `${this.base(stored.reportDefinitionId, stored.suffix)}.pdf`;
    try {
      // Opened now: a file deleted while it downloads (expiry, a newer package) still streams whole.
      const fd = openSync(path, "r");
      return { stream: createReadStream(path, { fd }), size: fstatSync(fd).size };
    } catch {
      return undefined;
    }
  }

  /** Replaces the package; the file lands before its description, so a reader never sees half of one. */
  async save(stored: StoredPackage, bytes: Uint8Array): Promise<void> {
    const base = this.base(stored.reportDefinitionId, stored.suffix);
    await writeFile(`${base}.pdf.tmp`, bytes);
    await rename(`${base}.pdf.tmp`, `${base}.pdf`);
    await writeFile(`${base}.json.tmp`, JSON.stringify(stored));
    await rename(`${base}.json.tmp`, `${base}.json`);
  }
}
