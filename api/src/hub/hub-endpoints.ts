/** Where the hub listens: below the core root, as the spec's call 9 names it. */
export const HUB_PATH = "/core/notification";

export interface HubEndpoint {
  method: "get" | "post";
  path: string;
  summary: string;
  params: string[];
}

/**
 * The hub's SignalR endpoints. They are not REST calls (no envelope, the token may come in the
 * query, one is a WebSocket upgrade), so they are not in the route table; documentation lists
 * them from here. Groups, direct messages and the recent list are REST calls in the table.
 */
export const HUB_ENDPOINTS: readonly HubEndpoint[] = [
  {
    method: "post",
    path: `${HUB_PATH}/negotiate`,
    summary:
      "SignalR negotiate (version 1): a connection id and a one-time connection token; WebSockets and Text only.",
    params: ["negotiateVersion", "api-version", "user", "access_token"],
  },
  {
    method: "get",
    path: HUB_PATH,
    summary:
      "WebSocket upgrade speaking the SignalR JSON hub protocol; the hub invokes 'receiveInfo' with a notification message.",
    params: ["id", "api-version", "user", "access_token"],
  },
];
