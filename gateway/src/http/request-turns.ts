/**
 * Request work takes turns with the event loop's other events (issue 41: a status event must not
 * queue behind request work). Under a closed-loop load, tens of requests arrive in one pass of
 * the loop and a joined revalidation releases tens of answers at once; run back to back, they
 * kept the loop from reading the hub's socket and writing to the subscribers' sockets for
 * 50–90 ms at a time. A step that waits its turn here runs alone in its pass of the loop, so the
 * sockets' events are handled between two steps: the loop's delay is one step (about a
 * millisecond), not the sum of every request ready at once.
 *
 * When nobody waits, a step runs at once; otherwise turns are handed out in order, one per pass.
 * The turns belong to the process's one event loop, not to a gateway: two gateways in one process
 * (tests, the benches) take turns with each other too, which is why this state is the module's.
 */
const waiting: (() => void)[] = [];
let turnTakenThisPass = false;

function endPass(): void {
  turnTakenThisPass = false;
  const next = waiting.shift();
  if (!next) return;
  turnTakenThisPass = true;
  // The next pass's turn: its own setImmediate runs after that pass has polled the sockets.
  setImmediate(endPass);
  next();
}

/** Resolves when this step may run: at once (undefined) when the loop's pass has no step yet. */
export function requestTurn(): Promise<void> | undefined {
  if (!turnTakenThisPass && waiting.length === 0) {
    turnTakenThisPass = true;
    setImmediate(endPass);
    return undefined;
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** The middleware form: the rest of the request's handling waits for its turn. */
export const takeRequestTurn = (_req: unknown, _res: unknown, next: () => void): void => {
  const turn = requestTurn();
  if (turn) void turn.then(next);
  else next();
};
