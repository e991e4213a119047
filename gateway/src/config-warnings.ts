import type { GatewayConfig } from "./config.ts";

/**
 * Settings a deployment can run without but should not: each a line the gateway logs as a warning
 * at start, saying what is missing and what to set.
 */
export function configWarnings(config: Pick<GatewayConfig, "MUI_X_LICENSE_KEY">): string[] {
  const warnings: string[] = [];
  if (!config.MUI_X_LICENSE_KEY) {
    warnings.push(
      "MUI_X_LICENSE_KEY is not set: every report table shows MUI X's \"Missing license key\" watermark. Set it to the firm's MUI X Premium license key.",
    );
  }
  return warnings;
}
