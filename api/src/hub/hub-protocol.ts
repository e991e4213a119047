/** The SignalR JSON hub protocol, version 1: JSON records, each ended by the record separator. */
export const RECORD_SEPARATOR = "\u001e";

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  target: string;
  arguments: unknown[];
  invocationId?: string;
}

export interface CompletionMessage {
  type: typeof MessageType.Completion;
  invocationId: string;
  error?: string;
}

export interface CloseMessage {
  type: typeof MessageType.Close;
  error?: string;
  allowReconnect?: boolean;
}

export type ServerMessage =
  InvocationMessage | CompletionMessage | CloseMessage | { type: typeof MessageType.Ping };

/** What a client sent, as far as the hub cares; anything else is treated as a protocol error. */
export interface ClientMessage {
  type: number;
  target?: string;
  invocationId?: string;
}

export const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

/**
 * Splits received text into complete records; the remainder (a record cut across WebSocket
 * frames) is kept for the next frame.
 */
export function splitRecords(buffered: string): { records: string[]; rest: string } {
  const parts = buffered.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? "";
  return { records: parts, rest };
}

export function parseClientMessage(record: string): ClientMessage | undefined {
  try {
    const value: unknown = JSON.parse(record);
    if (typeof value !== "object" || value === null || !("type" in value)) return undefined;
    const { type, target, invocationId } = value as Record<string, unknown>;
    if (typeof type !== "number") return undefined;
    return {
      type,
      target: typeof target === "string" ? target : undefined,
      invocationId: typeof invocationId === "string" ? invocationId : undefined,
    };
  } catch {
    return undefined;
  }
}

/** The handshake reply: `{}` accepts, `{ error }` refuses and the connection closes. */
export function answerHandshake(record: string): { error?: string } {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return { error: "The handshake request is not valid JSON." };
  }
  const { protocol, version } = (typeof request === "object" && request !== null ? request : {}) as Record<
    string,
    unknown
  >;
  if (protocol !== "json") {
    return { error: `The protocol '${String(protocol)}' is not supported: this hub speaks 'json' only.` };
  }
  if (version !== 1) {
    return { error: `The protocol 'json' version '${String(version)}' is not supported: use version 1.` };
  }
  return {};
}
