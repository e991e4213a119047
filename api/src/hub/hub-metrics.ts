import { sampledGauge } from "@alm/logging";

/** Open SignalR hub connections (the gateways' bridges, other services' clients) of this api. */
export const hubConnections = sampledGauge({
  name: "api_hub_connections",
  help: "Open SignalR hub connections of this api",
});
