import type { RequestHandler } from "express";
import type { GatewayConfig } from "../config.ts";

/** What the web app reads at start: timers from configuration, so deployments and tests set them. */
export function appConfigHandler(config: GatewayConfig): RequestHandler {
  const body = {
    idle: {
      timeoutSeconds: config.IDLE_TIMEOUT_SECONDS,
      warningSeconds: config.IDLE_WARNING_SECONDS,
      checkSeconds: config.IDLE_CHECK_SECONDS,
      activityThrottleSeconds: 3,
      perpetualTimeoutMinutes: config.PERPETUAL_IDLE_MINUTES,
    },
    versionCheck: {
      intervalSeconds: config.VERSION_CHECK_SECONDS,
      reloadDelaySeconds: config.VERSION_RELOAD_SECONDS,
    },
    muiXLicenseKey: config.MUI_X_LICENSE_KEY ?? null,
  };
  return (_req, res) => {
    res.set("cache-control", "no-store").json(body);
  };
}
