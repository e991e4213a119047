import { CircuitState } from "cockatiel";
import { DURATION_BUCKETS, Histogram, metrics, sampledGauge } from "@alm/logging";
import { breakerStates } from "./upstream-breakers.ts";

/**
 * The gateway's calls to the api as Prometheus sees them (README, "Metrics"): each call's time and
 * outcome (the status answered, else why none came), and each breaker's state.
 */
const upstreamDuration = new Histogram({
  name: "gateway_upstream_request_duration_seconds",
  help: "Calls to the api, retries included, by upstream (core API, base API), method and outcome: the status, or timeout, unreachable, circuit-open, abandoned (the request ended first)",
  labelNames: ["upstream", "method", "outcome"] as const,
  buckets: DURATION_BUCKETS,
  registers: [metrics],
});

/** Starts timing one upstream call; the returned function ends it with the call's outcome. */
export function timeUpstreamCall(upstream: string, method: string): (outcome: number | string) => void {
  const stop = upstreamDuration.startTimer({ upstream, method });
  return (outcome) => stop({ outcome: String(outcome) });
}

const STATE_VALUES: Record<CircuitState, number> = {
  [CircuitState.Closed]: 0,
  [CircuitState.HalfOpen]: 1,
  [CircuitState.Open]: 2,
  [CircuitState.Isolated]: 2,
};

// The breakers are the process's (one per upstream origin), not an instance's: tracked once.
sampledGauge({
  name: "gateway_upstream_breaker_state",
  help: "Circuit breaker per upstream origin: 0 closed, 1 half-open (one call probing), 2 open",
  labelNames: ["origin"],
}).track(() =>
  breakerStates().map(({ origin, state }) => ({ labels: { origin }, value: STATE_VALUES[state] })),
);
