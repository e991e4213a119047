import { log } from "./logger.ts";

/** How often a failing background check is said at most: an outage fails every one of them. */
export const BACKGROUND_FAILURE_LOG_MS = 60_000;

/**
 * A warning for a background check that failed and fell back (the next check asks again): logged
 * with its error at most once per `periodMs`, with how many failures went unsaid since, so that an
 * api or database away for an hour writes a line a minute, not one per socket and check.
 */
export function occasionalWarning(
  message: string,
  periodMs = BACKGROUND_FAILURE_LOG_MS,
): (error: unknown) => void {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let unsaid = 0;
  return (error) => {
    const now = Date.now();
    if (now - loggedAt < periodMs) {
      unsaid++;
      return;
    }
    log.warn({ err: error, failuresUnsaid: unsaid }, message);
    loggedAt = now;
    unsaid = 0;
  };
}
