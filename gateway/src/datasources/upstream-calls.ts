import type { GatewayConfig } from "../config.ts";
import type { BreakerSettings } from "./upstream-breakers.ts";
import { UpstreamDeadline } from "./upstream-deadline.ts";

export type UpstreamSettings = Pick<
  GatewayConfig,
  | "UPSTREAM_TIMEOUT_MS"
  | "UPSTREAM_COMPUTE_TIMEOUT_MS"
  | "UPSTREAM_BREAKER_FAILURES"
  | "UPSTREAM_BREAKER_COOLDOWN_MS"
>;

/**
 * What every data source of one request shares: its deadline, from now, the longer one a call that
 * has the api compute may extend it to, and the breaker settings.
 */
export function upstreamCallsOf(config: UpstreamSettings): {
  deadline: UpstreamDeadline;
  computeTimeoutMs: number;
  breaker: BreakerSettings;
} {
  return {
    deadline: new UpstreamDeadline(config.UPSTREAM_TIMEOUT_MS),
    computeTimeoutMs: config.UPSTREAM_COMPUTE_TIMEOUT_MS,
    breaker: { failures: config.UPSTREAM_BREAKER_FAILURES, cooldownMs: config.UPSTREAM_BREAKER_COOLDOWN_MS },
  };
}
