/** The gateway's /app-config.json: timers the deployment (or a test) sets. */
export interface AppConfig {
  idle: {
    timeoutSeconds: number;
    warningSeconds: number;
    checkSeconds: number;
    activityThrottleSeconds: number;
    perpetualTimeoutMinutes: number;
  };
  versionCheck: { intervalSeconds: number; reloadDelaySeconds: number };
  /** MUI X Premium licence of the data grid; null shows MUI's watermark. */
  muiXLicenseKey?: string | null;
}

/** The spec's constants (section 9), used until the gateway has answered. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  idle: {
    timeoutSeconds: 1200,
    warningSeconds: 60,
    checkSeconds: 5,
    activityThrottleSeconds: 3,
    perpetualTimeoutMinutes: 1440,
  },
  versionCheck: { intervalSeconds: 300, reloadDelaySeconds: 60 },
};

export async function loadAppConfig(): Promise<AppConfig> {
  try {
    const res = await fetch("/app-config.json", { credentials: "same-origin" });
    return res.ok ? ((await res.json()) as AppConfig) : DEFAULT_APP_CONFIG;
  } catch {
    return DEFAULT_APP_CONFIG;
  }
}
