import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

export interface WsClientOptions {
  /** Reconnects as the web app does (it allows 20); tests default to none. */
  retryAttempts?: number;
  /** Told who answered each socket's upgrade (a proxy's `x-served-by`), reconnects included. */
  onUpgrade?: (servedBy: string | undefined) => void;
}

/**
 * A graphql-ws client that sends the given headers as a page of the gateway would (its cookies,
 * its Origin); `origin: ""` leaves the Origin out, as a script does.
 */
export function wsClient(
  httpUrl: string,
  given: Record<string, string> = {},
  connectionParams?: Record<string, unknown>,
  options: WsClientOptions = {},
): Client {
  const headers = Object.fromEntries(
    Object.entries({ origin: new URL(httpUrl).origin, ...given }).filter(([, value]) => value !== ""),
  );
  class HeaderWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
      const { onUpgrade } = options;
      if (onUpgrade) this.once("upgrade", (res) => onUpgrade(res.headers["x-served-by"]?.toString()));
    }
  }
  return createClient({
    url: `${httpUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: HeaderWebSocket,
    retryAttempts: options.retryAttempts ?? 0,
    lazy: true,
    connectionParams,
  });
}

/** The close code a refused socket's operation fails with (graphql-ws passes the CloseEvent on). */
export function closeCodeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" ? code : undefined;
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
