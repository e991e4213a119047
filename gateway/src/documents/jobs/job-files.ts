import { randomBytes } from "node:crypto";
import { createReadStream, fstatSync, openSync, rmSync, type ReadStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The finished files of one gateway instance's jobs, on disk rather than in memory (PDF packages
 * run to megabytes). Each instance has its own folder, removed when it stops: jobs live in memory,
 * so files from an earlier run would have no owner.
 */
export class JobFiles {
  readonly folder: string;
  private closed = false;

  constructor(root: string) {
    this.folder = join(root, `jobs-${process.pid}-${randomBytes(4).toString("hex")}`);
  }

  private pathOf(id: string): string {
    // Job ids are generated here (base64url); anything else never reaches the disk.
    if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new Error(`Not a job id: ${id}`);
    return join(this.folder, id);
  }

  async write(id: string, bytes: Uint8Array): Promise<void> {
    if (this.closed) throw new Error("The gateway is stopping: the document is not kept.");
    // Made on first use: instances that never make a document leave nothing behind.
    await mkdir(this.folder, { recursive: true });
    await writeFile(this.pathOf(id), bytes);
  }

  /** The file and its size, or undefined when it is gone. */
  open(id: string): { stream: ReadStream; size: number } | undefined {
    const path = this.pathOf(id);
    try {
      // Opened now: a file deleted while it downloads (expiry, a newer package) still streams whole.
      const fd = openSync(path, "r");
      return { stream: createReadStream(path, { fd }), size: fstatSync(fd).size };
    } catch {
      return undefined;
    }
  }

  async remove(id: string): Promise<void> {
    await rm(this.pathOf(id), { force: true });
  }

  removeAll(): void {
    this.closed = true;
    rmSync(this.folder, { recursive: true, force: true });
  }
}
