import { setPriority } from "node:os";
import { keepCompiledModules } from "@alm/service/compile-cache";
import type { ActionableMessage } from "../http/envelope.ts";
import type { FailureReason } from "../http/failure-reasons.ts";
import { HttpError } from "../http/http-error.ts";
import { log } from "../logging/logger.ts";
import { childProcessPool, type ChildProcessPool } from "../processes/child-process-pool.ts";
import type { UploadLimits } from "./upload-limits.ts";

/**
 * Uploaded files are parsed and checked in a worker process of their own, never on the request
 * loop: reading a 100,000-row workbook and validating each row takes seconds of CPU, during
 * which the api would answer nothing (not even /healthz). A process, with its own heap limit,
 * so that a file that still takes more memory than expected ends that process, not the api.
 * One at a time: uploads are rare and the engine's processes have the other cores.
 */

/** What a check answers: the value, or the refusal to send (an error loses its class on the way back). */
export type CheckOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; reason: FailureReason; message: string; messages: ActionableMessage[] };

/** Heap of the checking process: a file within the upload limits takes a few hundred MB at most. */
const CHECK_MEMORY_MB = 1024;

/**
 * The checking process runs at a lower priority than the api (nice 10): on a busy machine a
 * 100,000-row file's parsing then waits for the CPU rather than the api's requests. Set by the
 * process itself, when the check modules (which import this one) load in it.
 */
const CHECK_NICENESS = 10;
const inCheckingProcess = (process as { __tinypool_state__?: { isChildProcess?: boolean } })
  .__tinypool_state__?.isChildProcess;
if (inCheckingProcess) setPriority(CHECK_NICENESS);

/**
 * Called by each check module once it has loaded: in the checking process, which the pool ends
 * after an idle minute, its compiled modules are kept for the next one (keepCompiledModules).
 */
export function checkModuleLoaded(): void {
  if (inCheckingProcess) keepCompiledModules();
}

function createPool(): ChildProcessPool {
  return childProcessPool(
    {
      maxThreads: 1,
      // An idle api keeps no checking process; the next upload spends a few hundred ms starting one.
      idleTimeout: 60_000,
      execArgv: [`--max-old-space-size=${CHECK_MEMORY_MB}`],
    },
    // A process that died before taking a task: end the pool (its queued checks fail) rather than
    // let it stop the api; the next upload starts a new one.
    () => true,
  );
}

/**
 * Whether a check failed because its process ended (out of memory: the file is too large for it).
 * Tinypool rejects with an Error of its own then; what a check throws comes back as a plain object,
 * its class lost on the way.
 */
function processDied(error: unknown): boolean {
  return error instanceof Error && error.message === "Worker exited unexpectedly";
}

/** Whether the pool was ended under the check (the api stopping): Tinypool's own rejection then. */
function poolEnded(error: unknown): boolean {
  return error instanceof Error && error.message === "Terminating worker thread";
}

/** What the sender of an upload whose check the api's stop ended reads: nothing was lost. */
const CHECK_INTERRUPTED_TEXT = "The upload's check was interrupted: the api is stopping; nothing was saved.";

/** One api's checking process (services.ts), started by its first upload. */
export interface UploadCheckPool {
  /** Runs a check module's default export in the checking process; its refusal is thrown as an HttpError. */
  check<T>(module: URL, task: unknown, fileNames: string, part: UploadLimits["part"]): Promise<T>;
  /** Stops the checking process (at shutdown). */
  close(): Promise<void>;
}

export function createUploadCheckPool(): UploadCheckPool {
  const checking = createPool();
  return {
    async check<T>(module: URL, task: unknown, fileNames: string, part: UploadLimits["part"]): Promise<T> {
      let outcome: CheckOutcome<T>;
      try {
        outcome = (await checking.pool().run(task, { filename: module.href })) as CheckOutcome<T>;
      } catch (error) {
        // The api's stop, not a bug nor the file's size (it was logged at error and answered 500):
        // the sender tries again and another api, or this one restarted, checks it.
        if (poolEnded(error))
          throw new HttpError(
            503,
            "SERVICE_UNAVAILABLE",
            CHECK_INTERRUPTED_TEXT,
            [
              {
                error: CHECK_INTERRUPTED_TEXT,
                resolution: "Send the upload again in a moment.",
                field: part,
              },
            ],
            { retryAfterSeconds: 1 },
          );
        if (!processDied(error)) {
          // A check that threw is the api's bug, not the file's fault: logged with what it threw,
          // then the error handler's 500.
          log.error({ err: error, module: module.pathname }, "upload check failed");
          throw new Error("upload check failed", { cause: error });
        }
        const message = `${fileNames} could not be read within the memory the api gives one upload; nothing was saved.`;
        throw new HttpError(413, "FILE_TOO_LARGE", message, [
          {
            error: message,
            resolution: "Split the file into smaller files with the same columns, or save the sheet as CSV.",
            field: part,
          },
        ]);
      }
      if (outcome.ok) return outcome.value;
      throw new HttpError(outcome.status, outcome.reason, outcome.message, outcome.messages);
    },
    close: () => checking.close(),
  };
}

/** A refusal as a check answers it. */
export function refusalOf(error: HttpError): CheckOutcome<never> {
  return {
    ok: false,
    status: error.status,
    reason: error.reason,
    message: error.message,
    messages: error.messages,
  };
}

/**
 * The bytes of a file as the checking process receives them: structured clone hands a Buffer
 * over as a plain Uint8Array (whose toString lists numbers), so it is viewed as a Buffer again.
 */
export const received = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
