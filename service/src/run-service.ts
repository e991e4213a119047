/** What a started service hands back: how to log, how long its requests may take to finish, how to close. */
export interface StartedService {
  log: { info(message: string): void; error(message: string): void };
  /**
   * SHUTDOWN_UNREADY_MS: how long the service keeps serving, not ready, after a signal before its
   * requests' grace begins (its close waits this long first).
   */
  unreadyMs: number;
  /** SHUTDOWN_GRACE_MS: how long requests under way may take to finish once that wait is over. */
  graceMs: number;
  close(): Promise<void>;
}

let stopSignal: string | undefined;

/**
 * The signal that told this process to stop, once one has: its child processes (the api's engine
 * workers) ending now may have had it too (Ctrl+C and process supervisors signal the whole process
 * group), which is the stop under way, not a failure. Undefined while the process runs on.
 */
export const stopSignalled = (): string | undefined => stopSignal;

/**
 * How long a start under way may go on after a stop signal: migrations and the demo's seed take
 * seconds. A start that hung (a database that accepts and says nothing; DATA_DIR on /proc) kept a
 * stopped process alive for as long as it hung (an operator's review).
 */
const START_AFTER_SIGNAL_MS = 15_000;

/**
 * Runs a service's process: start it, and on SIGINT or SIGTERM close it and exit 0. A close that
 * hangs must not keep the process alive: past the unready wait, the grace and `closingMarginMs`
 * (what closing may take beyond the requests: a run in hand, a renderer, the stores) it exits 1;
 * nor a start that has not ended `startAfterSignalMs` after the signal. Signals after the first are
 * ignored while it stops: systemd (KillMode=control-group) and `npm start` both signal every
 * process, so each service gets two, and the second, with Node's default action, ended the process
 * mid-close (exit 143, requests cut, the stores left open).
 */
export async function runService(
  name: string,
  closingMarginMs: number,
  start: () => Promise<StartedService>,
  { startAfterSignalMs = START_AFTER_SIGNAL_MS } = {},
): Promise<void> {
  // The signals are heard from the first moment: one that comes while the service starts (an
  // orchestrator stopping it early) waits for the start and then closes what was started.
  let starting: Promise<StartedService> | undefined;
  let started: StartedService | undefined;
  const stop = async (signal: string) => {
    // Before anything is awaited: a child ended by the same signal is told apart from one that failed.
    stopSignal = signal;
    const abandon = setTimeout(() => {
      // Plain text on stderr, as a failed start says: the service's log may not be set up yet.
      process.stderr.write(
        `${name}: ${signal}: the start had not ended ${startAfterSignalMs} ms later; exiting\n`,
      );
      process.exit(1);
    }, startAfterSignalMs);
    const service = await starting;
    clearTimeout(abandon);
    if (!service) process.exit(0);
    const { log, unreadyMs, graceMs } = service;
    const finishing = `finishing requests under way (at most ${graceMs} ms)`;
    log.info(
      `${name}: ${signal}: ${unreadyMs ? `not ready for ${unreadyMs} ms, then ${finishing}` : finishing}`,
    );
    // The close waits the unready time before its requests' grace begins: the deadline counts it,
    // else a long unready wait ate into the grace (requests cut, the stores never closed).
    setTimeout(
      () => {
        log.error(`${name}: did not stop within the grace period; exiting`);
        process.exit(1);
      },
      unreadyMs + graceMs + closingMarginMs,
    ).unref();
    await service.close();
    process.exit(0);
  };
  // A failed close ends the process too (as an unhandled rejection): nothing is left to do.
  let repeatTold = false;
  const hear = (signal: NodeJS.Signals) => {
    if (!stopSignal) {
      void stop(signal);
      return;
    }
    // Kept listening, not `once`: a repeat must not take Node's default action (exit mid-close).
    if (repeatTold) return;
    repeatTold = true;
    const text = `${name}: ${signal}: already stopping (since ${stopSignal}); ignored`;
    if (started) started.log.info(text);
    else process.stderr.write(`${text}\n`);
  };
  process.on("SIGINT", hear);
  process.on("SIGTERM", hear);
  try {
    starting = start();
    started = await starting;
  } catch (error) {
    // Plain text on stderr: a bad configuration (LOG_LEVEL included) fails before logging is set up.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
