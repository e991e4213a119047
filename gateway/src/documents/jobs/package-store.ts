import { createHash } from "node:crypto";
import type { Database } from "@alm/database";
import type { DocumentFiles, StoredFile } from "./document-files.ts";

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

/** Whether a report definition's `pdfs` lists the package as Available: a staff member registered it. */
export const listedAvailable = (pdfs: readonly { suffix: string; status: string }[], suffix: string) =>
  pdfs.some((p) => p.suffix === suffix && p.status === "Available");

/** The deployment (its public URL) as the packages' tables and files name it. */
export const deploymentKey = (publicUrl: string) =>
  createHash("sha256").update(publicUrl).digest("hex").slice(0, 16);

interface PackageRow {
  report_definition_id: number;
  client_id: number;
  suffix: string;
  file_name: string;
  created_at: Date;
}

/**
 * The latest package per report definition and suffix, in the gateway's database: they outlive
 * jobs (readers other than the user who asked download them), restarts, and the instance that
 * rendered them.
 */
export class PackageStore {
  private readonly db: Database;
  private readonly files: DocumentFiles;
  private readonly deployment: string;

  constructor(db: Database, files: DocumentFiles, publicUrl: string) {
    this.db = db;
    this.files = files;
    this.deployment = deploymentKey(publicUrl);
  }

  /** The name of a package's file among the document files. */
  fileIdOf(stored: Pick<StoredPackage, "reportDefinitionId" | "suffix">): string {
    return `package-${this.deployment}-${stored.reportDefinitionId}-${stored.suffix}`;
  }

  async find(reportDefinitionId: number, suffix: string): Promise<StoredPackage | undefined> {
    const [row] = await this.db.query<PackageRow>(
      "select * from gateway.pdf_packages where deployment = $1 and report_definition_id = $2 and suffix = $3",
      [this.deployment, reportDefinitionId, suffix],
    );
    return (
      row && {
        reportDefinitionId: row.report_definition_id,
        clientId: row.client_id,
        suffix: row.suffix,
        fileName: row.file_name,
        createdAt: new Date(row.created_at).getTime(),
      }
    );
  }

  /** The package's file and its size, or undefined when it is gone. */
  open(stored: StoredPackage): Promise<StoredFile | undefined> {
    return this.files.open(this.fileIdOf(stored));
  }

  /** Replaces the package; the file lands before its description, so a reader never sees half of one. */
  async save(stored: StoredPackage, bytes: Uint8Array): Promise<void> {
    await this.files.write(this.fileIdOf(stored), bytes);
    await this.db.query(
      `insert into gateway.pdf_packages (deployment, report_definition_id, suffix, client_id, file_name, created_at)
       values ($6, $1, $2, $3, $4, $5::timestamptz)
       on conflict (deployment, report_definition_id, suffix) do update set client_id = excluded.client_id,
         file_name = excluded.file_name, created_at = excluded.created_at`,
      [
        stored.reportDefinitionId,
        stored.suffix,
        stored.clientId,
        stored.fileName,
        new Date(stored.createdAt).toISOString(),
        this.deployment,
      ],
    );
  }
}
