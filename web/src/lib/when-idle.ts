/**
 * Runs work once the browser has nothing more urgent to do (requestIdleCallback; a task soon
 * after where a browser lacks it), for what a screen does not need in order to show itself.
 */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 2_000 });
  else setTimeout(work, 50);
}
