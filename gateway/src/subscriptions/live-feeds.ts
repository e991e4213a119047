import { OidcClient } from "../auth/oidc-client.ts";
import type { GatewayConfig } from "../config.ts";
import { BuildWatcher } from "./build-watcher.ts";
import { HubBridge } from "./hub-bridge.ts";
import { ServiceToken } from "./service-token.ts";

/** What the subscriptions of one gateway instance listen to. */
export interface LiveFeeds {
  hub: HubBridge;
  builds: BuildWatcher;
  stop(): Promise<void>;
}

export async function startLiveFeeds(config: GatewayConfig): Promise<LiveFeeds> {
  // The bridge signs in as its own client: a token for the hub's audience, useless elsewhere.
  const hubClient = new OidcClient({
    OIDC_ISSUER: config.OIDC_ISSUER,
    OIDC_CLIENT_ID: config.HUB_CLIENT_ID,
    OIDC_CLIENT_SECRET: config.HUB_CLIENT_SECRET,
  });
  const hub = new HubBridge({
    coreApiUrl: config.CORE_API_URL,
    upstream: config,
    token: new ServiceToken(hubClient, config.HUB_AUDIENCE),
  });
  const builds = new BuildWatcher(config.WEB_DIST, config.BUILD_CHECK_INTERVAL_MS);
  await builds.start();
  hub.start();
  return {
    hub,
    builds,
    stop: async () => {
      builds.stop();
      await hub.stop();
    },
  };
}
