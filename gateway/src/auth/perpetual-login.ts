import type { GatewayConfig } from "../config.ts";
import { CoreApi } from "../datasources/core-api.ts";
import { upstreamCallsOf } from "../datasources/upstream-calls.ts";

export const PERPETUAL_LOGIN = "Perpetual Login";

/**
 * Whether the user holds Perpetual Login in any domain (spec: idle; the web app reads it the same
 * way). Asked once at sign-in; when the core API cannot say, the session gets the idle expiry.
 */
export async function holdsPerpetualLogin(
  config: GatewayConfig,
  who: { sub: string; tenant: string; accessToken: string },
): Promise<boolean> {
  const core = new CoreApi({
    baseUrl: config.CORE_API_URL,
    token: who.accessToken,
    ...upstreamCallsOf(config),
  });
  try {
    const byDomain = await core.permissions(who.sub, who.tenant);
    return Object.values(byDomain).some((list) => list.some((p) => p.permission === PERPETUAL_LOGIN));
  } catch {
    return false;
  }
}
