import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { provideApiDatabase } from "./api-database.ts";
import { freePort } from "./free-port.ts";
import { startServiceProcess } from "./service-process.ts";

const apiMain = fileURLToPath(new URL("../api/src/main.ts", import.meta.url));

export interface RunningApiProcess {
  url: string;
  process: ChildProcess;
  /** Its DATA_DIR, and the database made for it on DATABASE_URL's server ("" for none: PGlite). */
  dataDir: string;
  databaseUrl: string;
  /** Everything the api printed so far (its JSON log lines). */
  output(): string;
  stop(): Promise<void>;
}

/** The real api as its own process, reached only over the wire (as by a gateway at `gatewayUrl`). */
export async function startApiProcess(
  gatewayUrl: string,
  options: { port?: number; dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningApiProcess> {
  const { port, dataDir } = options;
  const apiPort = port ?? (await freePort());
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "alm-api-"));
  // A test that keeps the data directory starts an api on it again: its data must be there.
  const database =
    options.env?.DATABASE_URL === undefined ? await provideApiDatabase(dir, !!dataDir) : undefined;
  const url = `http://localhost:${apiPort}`;
  const service = await startServiceProcess(apiMain, url, {
    API_PORT: String(apiPort),
    API_PUBLIC_URL: url,
    GATEWAY_PUBLIC_URL: gatewayUrl,
    DATA_DIR: dir,
    DATABASE_URL: database?.url ?? "",
    // Results are computed when a test reads a report, never rewritten under it in the background.
    PRECOMPUTE: "off",
    // A line per request cost the api processes of a run a minute of CPU; a test that reads the
    // log asks for "info".
    LOG_LEVEL: "warn",
    ...options.env,
  });
  return {
    url,
    process: service.process,
    dataDir: dir,
    databaseUrl: database?.url ?? "",
    output: service.output,
    stop: async () => {
      await service.stop();
      await database?.drop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
