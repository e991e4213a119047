import type { OidcClient } from "../auth/oidc-client.ts";
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

export async function startLiveFeeds(config: GatewayConfig, oidc: OidcClient): Promise<LiveFeeds> {
  const hub = new HubBridge({
    coreApiUrl: config.CORE_API_URL,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    token: new ServiceToken(oidc),
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
