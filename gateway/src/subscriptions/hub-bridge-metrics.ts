import { sampledGauge } from "@alm/logging";
import type { HubBridge } from "./hub-bridge.ts";

/** Whether the bridge to the api's hub is connected: while it is not, no status event reaches a subscriber. */
const connected = sampledGauge({
  name: "gateway_hub_bridge_connected",
  help: "1 while this gateway's SignalR bridge to the api's hub is connected, else 0",
});

export function trackHubBridge(hub: HubBridge): () => void {
  return connected.track(() => [{ value: hub.connected ? 1 : 0 }]);
}
