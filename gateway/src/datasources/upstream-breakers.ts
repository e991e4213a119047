import {
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleType,
} from "cockatiel";

export interface BreakerSettings {
  /** Consecutive failed calls that open the circuit. */
  failures: number;
  /** How long an open circuit answers at once before one call probes the upstream again. */
  cooldownMs: number;
}

/** A call that found the upstream down (refused, timed out, 502/503/504): what the breaker counts. */
export class UpstreamDown extends Error {
  readonly kind: "timeout" | "unreachable" | "status";
  readonly response?: Response;

  constructor(kind: UpstreamDown["kind"], response?: Response) {
    super(`upstream ${kind}`);
    this.kind = kind;
    this.response = response;
  }
}

// One breaker per upstream server of this instance, shared by every request: its state is how
// that server answered lately. Keyed by origin, so the core and base API of one api trip together.
const breakers = new Map<string, CircuitBreakerPolicy>();

export function breakerFor(baseUrl: string, settings: BreakerSettings): CircuitBreakerPolicy {
  const key = `${new URL(baseUrl).origin} ${settings.failures} ${settings.cooldownMs}`;
  let breaker = breakers.get(key);
  if (!breaker) {
    breaker = circuitBreaker(handleType(UpstreamDown), {
      halfOpenAfter: settings.cooldownMs,
      breaker: new ConsecutiveBreaker(settings.failures),
    });
    breakers.set(key, breaker);
  }
  return breaker;
}

/** Each breaker's upstream origin and state (the metrics' figure). */
export const breakerStates = (): { origin: string; state: CircuitState }[] =>
  [...breakers].map(([key, breaker]) => ({ origin: key.split(" ")[0] ?? key, state: breaker.state }));

/**
 * Half-open with its one probe under way: other callers are answered at once too, as while open
 * (cockatiel would make them wait for the probe, which may take a whole deadline of a hung api).
 */
export const probing = (breaker: CircuitBreakerPolicy): boolean => breaker.state === CircuitState.HalfOpen;
