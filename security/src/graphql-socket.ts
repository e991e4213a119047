import WebSocket from "ws";

/** How a graphql-ws socket ended up: refused at the upgrade (HTTP status), closed, or open. */
export type SocketOutcome =
  | { kind: "refused"; status: number }
  | { kind: "closed"; code: number; reason: string }
  | { kind: "open"; socket: WebSocket };

export interface SocketOptions {
  /** The page's Origin as a browser sends it; left out when undefined (a script). */
  origin?: string;
  cookie?: string;
  connectionParams?: Record<string, unknown>;
}

/**
 * Opens a graphql-ws socket by hand and sends connection_init, as an attacker's page or script
 * would: no client library between the test and the wire.
 */
export function openGraphqlSocket(gatewayUrl: string, options: SocketOptions): Promise<SocketOutcome> {
  const headers: Record<string, string> = {};
  if (options.origin !== undefined) headers.origin = options.origin;
  if (options.cookie) headers.cookie = options.cookie;
  const socket = new WebSocket(`${gatewayUrl.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", {
    headers,
  });
  return new Promise((resolve, reject) => {
    socket.once("unexpected-response", (_req, res) => {
      resolve({ kind: "refused", status: res.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once("error", reject);
    socket.once("close", (code, reason) => resolve({ kind: "closed", code, reason: reason.toString() }));
    socket.once("open", () => {
      socket.send(JSON.stringify({ type: "connection_init", payload: options.connectionParams }));
    });
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === "connection_ack") resolve({ kind: "open", socket });
    });
  });
}

export interface OperationAnswer {
  /** The first next or error message of the operation, or the socket's close code. */
  type: "next" | "error" | "closed";
  payload?: unknown;
  closeCode?: number;
}

/** Subscribes with one operation (query, mutation or subscription) and returns its first answer. */
export function firstAnswer(
  socket: WebSocket,
  query: string,
  id = "1",
  variables?: Record<string, unknown>,
): Promise<OperationAnswer> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as { type: string; id?: string; payload?: unknown };
      if (message.id !== id || (message.type !== "next" && message.type !== "error")) return;
      socket.off("message", onMessage);
      resolve({ type: message.type, payload: message.payload });
    };
    socket.on("message", onMessage);
    socket.once("close", (code) => resolve({ type: "closed", closeCode: code }));
    socket.send(JSON.stringify({ id, type: "subscribe", payload: { query, variables } }));
  });
}
