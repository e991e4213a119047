import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

/** A graphql-ws client that sends the given headers (a browser sends its cookies). */
export function wsClient(httpUrl: string, headers: Record<string, string> = {}): Client {
  class HeaderWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: `${httpUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: HeaderWebSocket,
    retryAttempts: 0,
    lazy: true,
  });
}

/** Runs one operation to completion and returns its single result, or the close/error reason. */
export function runOnce(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{
  data?: unknown;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}> {
  return new Promise((resolve, reject) => {
    let result: {
      data?: unknown;
      errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
    } = {};
    client.subscribe(
      { query, variables },
      {
        next: (value) => {
          result = value as typeof result;
        },
        error: reject,
        complete: () => resolve(result),
      },
    );
  });
}
