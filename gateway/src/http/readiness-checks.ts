import type { Database } from "@alm/database";
import { Readiness } from "@alm/logging";
import type { GatewayConfig } from "../config.ts";

/** Statuses of a proxy or platform with nothing behind it: the api is not there yet. */
const NOBODY_THERE = new Set([502, 503, 504]);

/**
 * The gateway is ready when it is not stopping, its database answers, and its api has answered
 * once since it started. Any answer of the core API's address counts (a provider's services need
 * not have a health route); after that first answer, an api away is the circuit breaker's to
 * answer (UPSTREAM_UNAVAILABLE at once): taking every gateway out of rotation for it would turn
 * those typed errors, the web app's pages included, into a proxy's 503.
 */
export function gatewayReadiness(config: GatewayConfig, db: Database): Readiness {
  let apiAnswered = false;
  return new Readiness([
    { name: "database", check: () => db.query("select 1") },
    {
      name: "api",
      check: async () => {
        if (apiAnswered) return;
        const response = await fetch(config.CORE_API_URL, {
          method: "HEAD",
          signal: AbortSignal.timeout(1000),
        });
        await response.body?.cancel();
        if (NOBODY_THERE.has(response.status)) throw new Error(`api answered ${response.status}`);
        apiAnswered = true;
      },
    },
  ]);
}
