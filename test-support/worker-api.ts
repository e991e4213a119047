import { startApiProcess, type RunningApiProcess } from "./api-process.ts";
import { freePort } from "./free-port.ts";
import { keepForTheRun, keepsServices } from "./kept-services.ts";

/**
 * The api process of a test worker. The gateway and security projects run their files one after
 * another in each worker without isolation, so a module's state lives from file to file: the first
 * file that asks starts the api (a database copy, a process, its modules loaded: 3 to 8 s of CPU on
 * two cores), the next files of that worker reuse it, and the run's teardown stops it
 * (kept-services.ts). Each file still starts a gateway of its own (configuration, store, sessions,
 * caches, rate limits).
 *
 * The api knows its gateway's public address (the provider's redirect URIs), so the worker's
 * gateway port is chosen with it and each file's gateway listens there in turn.
 */
export interface WorkerApi {
  api: RunningApiProcess;
  gatewayPort: number;
  /** Hands the api back for the worker's next file. */
  release(): void;
}

let started: Promise<{ api: RunningApiProcess; gatewayPort: number }> | undefined;
let claimed = false;

async function startWorkerApi() {
  const gatewayPort = await freePort();
  const api = await startApiProcess(`http://localhost:${gatewayPort}`);
  if (api.process.pid === undefined) throw new Error("The worker's api process has no pid.");
  keepForTheRun({ pid: api.process.pid, dataDir: api.dataDir, databaseUrl: api.databaseUrl });
  return { api: { ...api, stop: refuseToStop }, gatewayPort };
}

async function refuseToStop(): Promise<void> {
  throw new Error(
    "The worker's api is shared by the files it runs: start a stack of its own (startTestStack) to stop its api.",
  );
}

/**
 * The worker's api, unless a stack of this file holds it already or the project keeps no services;
 * then undefined, and the caller starts an api of its own.
 */
export async function claimWorkerApi(): Promise<WorkerApi | undefined> {
  if (claimed || !keepsServices()) return undefined;
  claimed = true;
  try {
    if (!started) {
      started = startWorkerApi();
      started.catch(() => (started = undefined));
    }
    const { api, gatewayPort } = await started;
    if (api.process.exitCode !== null)
      throw new Error(`The worker's api exited (${api.process.exitCode}): ${api.output()}`);
    return { api, gatewayPort, release: () => (claimed = false) };
  } catch (error) {
    claimed = false;
    throw error;
  }
}
