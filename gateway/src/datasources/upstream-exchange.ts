import { setTimeout as sleep } from "node:timers/promises";
import { isBrokenCircuitError, type CircuitBreakerPolicy } from "cockatiel";
import { probing, UpstreamDown } from "./upstream-breakers.ts";
import type { UpstreamDeadline } from "./upstream-deadline.ts";

export interface UpstreamCall {
  deadline: UpstreamDeadline;
  breaker: CircuitBreakerPolicy;
  /** Extra attempts after a refused or reset connection or a 502/503 (idempotent calls only). */
  retries: number;
}

/**
 * Why no answer came: the deadline passed, the server could not be reached, the breaker is open,
 * or the request ended first (abandoned: its caller went away, or had its answer already).
 */
export type NoAnswer = "timeout" | "unreachable" | "circuit-open" | "abandoned";

export class UpstreamNoAnswer extends Error {
  readonly why: NoAnswer;

  constructor(why: NoAnswer) {
    super(`no answer from upstream: ${why}`);
    this.why = why;
  }
}

// A refused connection or a proxy's 502/503 reached nothing that could have acted: trying again
// is safe and may find a restarted instance. So is a kept-alive connection that the other side
// closed as the request went out (the race of an idle timeout, frequent on a loaded machine): the
// calls retried at all are idempotent. A timeout is not retried: the call may be under way and the
// request's time is spent.
const RETRIED_STATUSES = new Set([502, 503]);
const DOWN_STATUSES = new Set([502, 503, 504]);
const FIRST_PAUSE_MS = 100;

const RETRIED_CAUSES = new Set(["ECONNREFUSED", "ECONNRESET", "UND_ERR_SOCKET"]);

const retriable = (error: unknown): boolean =>
  RETRIED_CAUSES.has((error as { cause?: { code?: string } } | undefined)?.cause?.code ?? "");

/** Waits before the next attempt if the deadline leaves time for it; false when it does not. */
async function pausedBefore(attempt: number, deadline: UpstreamDeadline): Promise<boolean> {
  const pause = FIRST_PAUSE_MS * 2 ** attempt;
  if (deadline.remainingMs() <= pause) return false;
  await sleep(pause);
  return true;
}

async function attempts(url: string, init: RequestInit, call: UpstreamCall): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const more = attempt < call.retries;
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: call.deadline.signal });
    } catch (error) {
      // Not the upstream's failure: the breaker does not count it.
      if (call.deadline.ended) throw new UpstreamNoAnswer("abandoned");
      if (call.deadline.expired) throw new UpstreamDown("timeout");
      if (retriable(error) && more && (await pausedBefore(attempt, call.deadline))) continue;
      throw new UpstreamDown("unreachable");
    }
    if (RETRIED_STATUSES.has(response.status) && more && (await pausedBefore(attempt, call.deadline))) {
      await response.body?.cancel();
      continue;
    }
    if (DOWN_STATUSES.has(response.status)) throw new UpstreamDown("status", response);
    return response;
  }
}

/**
 * One upstream call within the request's deadline, through the upstream's circuit breaker: the
 * response (a 502/503/504 one included, for its envelope), or UpstreamNoAnswer.
 */
export async function exchange(url: string, init: RequestInit, call: UpstreamCall): Promise<Response> {
  if (call.deadline.ended) throw new UpstreamNoAnswer("abandoned");
  if (call.deadline.expired) throw new UpstreamNoAnswer("timeout");
  if (probing(call.breaker)) throw new UpstreamNoAnswer("circuit-open");
  try {
    return await call.breaker.execute(() => attempts(url, init, call));
  } catch (error) {
    if (isBrokenCircuitError(error)) throw new UpstreamNoAnswer("circuit-open");
    if (!(error instanceof UpstreamDown)) throw error;
    if (error.response) return error.response;
    throw new UpstreamNoAnswer(error.kind === "timeout" ? "timeout" : "unreachable");
  }
}
