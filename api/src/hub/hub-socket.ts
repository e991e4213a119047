import { WebSocket, type RawData } from "ws";
import type { Caller } from "../auth/caller.ts";
import {
  answerHandshake,
  frame,
  MessageType,
  parseClientMessage,
  splitRecords,
  type ServerMessage,
} from "./hub-protocol.ts";

export interface HubTimings {
  /** How often the hub pings each client, so proxies and the client's server timeout see traffic. */
  pingIntervalMs: number;
  /** A client silent for this long (it pings every 15 s by default) is gone. */
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
}

export interface HubSocketEvents {
  /** The handshake succeeded: from now on the connection may receive invocations. */
  ready(socket: HubSocket): void;
  closed(socket: HubSocket): void;
}

// A record cut across frames may wait for its end, but not grow without bound.
const MAX_BUFFERED_CHARS = 1024 * 1024;
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One client's WebSocket: handshake, keep-alive, expiry of its access token, and pushes. */
export class HubSocket {
  readonly id: string;
  readonly caller: Caller;
  readonly groups = new Set<string>();
  private readonly ws: WebSocket;
  private readonly timings: HubTimings;
  private readonly events: HubSocketEvents;
  private ready = false;
  private buffered = "";
  private readonly timers: NodeJS.Timeout[] = [];
  private clientTimeout: NodeJS.Timeout | undefined;

  constructor(
    ws: WebSocket,
    identity: { id: string; caller: Caller; expiresAt?: number },
    timings: HubTimings,
    events: HubSocketEvents,
  ) {
    this.ws = ws;
    this.id = identity.id;
    this.caller = identity.caller;
    this.timings = timings;
    this.events = events;
    ws.on("message", (data, isBinary) => this.receive(data, isBinary));
    ws.on("close", () => this.closed());
    ws.on("error", () => ws.terminate());
    this.after(timings.handshakeTimeoutMs, () => {
      if (!this.ready) ws.terminate();
    });
    if (identity.expiresAt !== undefined) {
      // The token authorised this connection; once it expires the client must come back with a new one.
      this.after(identity.expiresAt - Date.now(), () =>
        this.close("The access token has expired. Reconnect with a new token.", true),
      );
    }
  }

  get isOpen(): boolean {
    return this.ready && this.ws.readyState === WebSocket.OPEN;
  }

  invoke(target: string, args: unknown[]): boolean {
    return this.send({ type: MessageType.Invocation, target, arguments: args });
  }

  /** Ends the connection politely: the client learns why and whether to reconnect. */
  close(error?: string, allowReconnect = false): void {
    if (this.ready) this.send({ type: MessageType.Close, ...(error ? { error } : {}), allowReconnect });
    this.ws.close(1000);
  }

  /** Drops the socket without a close message, as a network failure would. */
  terminate(): void {
    this.ws.terminate();
  }

  private send(message: ServerMessage): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(frame(message));
    return true;
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.clientTimeout?.refresh();
    if (isBinary) {
      this.close("Binary messages are not supported: use the json protocol with text frames.");
      return;
    }
    const { records, rest } = splitRecords(this.buffered + data.toString());
    this.buffered = rest;
    if (rest.length > MAX_BUFFERED_CHARS) {
      this.close("A message is too large.");
      return;
    }
    for (const record of records) {
      if (this.ws.readyState !== WebSocket.OPEN) return;
      if (this.ready) this.handle(record);
      else this.handshake(record);
    }
  }

  private handshake(record: string): void {
    const reply = answerHandshake(record);
    this.ws.send(frame(reply));
    if (reply.error) {
      this.ws.close(1002, "Handshake failed");
      return;
    }
    this.ready = true;
    this.every(this.timings.pingIntervalMs, () => this.send({ type: MessageType.Ping }));
    this.clientTimeout = this.after(this.timings.clientTimeoutMs, () =>
      this.close("The client sent nothing within the timeout.", true),
    );
    this.events.ready(this);
  }

  private handle(record: string): void {
    const message = parseClientMessage(record);
    if (!message) {
      this.close("A message was not valid JSON hub protocol.");
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // The hub has no server methods: groups and messages are REST calls (spec calls 7 and 8).
        if (message.invocationId) {
          this.send({
            type: MessageType.Completion,
            invocationId: message.invocationId,
            error: `Unknown hub method '${message.target ?? ""}'.`,
          });
        }
        return;
      case MessageType.Close:
        this.ws.close(1000);
        return;
      case MessageType.Ping:
      case MessageType.StreamItem:
      case MessageType.Completion:
      case MessageType.CancelInvocation:
        return;
      default:
        this.close(`Unknown message type ${message.type}.`);
    }
  }

  private closed(): void {
    for (const timer of this.timers) clearTimeout(timer);
    const wasReady = this.ready;
    this.ready = false;
    if (wasReady) this.events.closed(this);
  }

  private after(ms: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(run, Math.min(Math.max(ms, 0), MAX_TIMER_MS)).unref();
    this.timers.push(timer);
    return timer;
  }

  private every(ms: number, run: () => void): void {
    this.timers.push(setInterval(run, ms).unref());
  }
}
