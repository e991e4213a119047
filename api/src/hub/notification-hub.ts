import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { Caller } from "../auth/caller.ts";
import type { TokenVerifier } from "../auth/token-verifier.ts";
import { ConnectionRegistry } from "./connection-registry.ts";
import { hubAuthenticator, type HubAuthenticator } from "./hub-auth.ts";
import { HUB_PATH } from "./hub-endpoints.ts";
import { HubSocket, type HubTimings } from "./hub-socket.ts";
import { admitUpgrade, refuseUpgrade } from "./hub-upgrade.ts";
import { PendingNegotiations } from "./negotiations.ts";

export interface HubOptions extends Partial<HubTimings> {
  authenticate: HubAuthenticator;
  /** How long a connection token from negotiate stays usable. */
  negotiationTtlMs?: number;
}

export interface NegotiateResponse {
  negotiateVersion: 1;
  connectionId: string;
  connectionToken: string;
  availableTransports: { transport: "WebSockets"; transferFormats: ["Text"] }[];
}

export interface Recipients {
  /** A user by subject or username: all of their connections. */
  userId?: string;
  groups?: readonly string[];
}

/** One push as the hub sent it: what tests and diagnostics observe. */
export interface Push {
  target: string;
  arguments: unknown[];
  to: Recipients;
  connectionIds: string[];
}

export type PushObserver = (push: Push) => void;

/** The SignalR hub at core/notification: negotiation, WebSocket connections, groups and pushes. */
export class NotificationHub {
  readonly authenticate: HubAuthenticator;
  private readonly timings: HubTimings;
  private readonly registry = new ConnectionRegistry();
  private readonly negotiations: PendingNegotiations;
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  private readonly observers = new Set<PushObserver>();
  private readonly listeners = new Map<
    Server,
    (req: IncomingMessage, socket: Duplex, head: Buffer) => void
  >();

  constructor(options: HubOptions) {
    this.authenticate = options.authenticate;
    // The defaults of ASP.NET Core SignalR, which the official clients are tuned to.
    this.timings = {
      pingIntervalMs: options.pingIntervalMs ?? 15_000,
      clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? 15_000,
    };
    this.negotiations = new PendingNegotiations(options.negotiationTtlMs ?? 30_000);
  }

  /** Open hub connections (a metrics figure). */
  get connectionCount(): number {
    return this.registry.all().length;
  }

  negotiate(caller: Caller): NegotiateResponse {
    const { connectionId, connectionToken } = this.negotiations.issue(caller);
    return {
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      availableTransports: [{ transport: "WebSockets", transferFormats: ["Text"] }],
    };
  }

  /** Takes the WebSocket upgrades for the hub's path on this server. */
  attach(server: Server): void {
    const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.upgrade(server, req, socket, head);
    this.listeners.set(server, listener);
    server.on("upgrade", listener);
  }

  connection(connectionId: string): HubSocket | undefined {
    return this.registry.get(connectionId);
  }

  join(socket: HubSocket, groups: readonly string[]): string[] {
    this.registry.join(socket, groups);
    return [...socket.groups];
  }

  /** Invokes a client method on every connection in any of the groups; returns how many got it. */
  sendToGroups(groups: readonly string[], target: string, args: unknown[]): number {
    return this.sendTo({ groups }, target, args);
  }

  /** A user's connections and the groups' members, each connection once. */
  sendTo(recipients: Recipients, target: string, args: unknown[]): number {
    const sockets = new Set(this.registry.inGroups(recipients.groups ?? []));
    if (recipients.userId) for (const socket of this.registry.ofUser(recipients.userId)) sockets.add(socket);
    const reached = [...sockets].filter((s) => s.invoke(target, args));
    const push = { target, arguments: args, to: recipients, connectionIds: reached.map((s) => s.id) };
    for (const observer of this.observers) observer(push);
    return reached.length;
  }

  /** Sees every push; returns the function that stops observing. */
  observe(observer: PushObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Cuts a connection without a close message, as a network failure would (operations, tests). */
  drop(connectionId: string): boolean {
    const socket = this.registry.get(connectionId);
    socket?.terminate();
    return socket !== undefined;
  }

  /** Tells every client the server is going away (they may reconnect to its successor). */
  async close(): Promise<void> {
    for (const [server, listener] of this.listeners) {
      server.off("upgrade", listener);
    }
    this.listeners.clear();
    this.negotiations.clear();
    for (const socket of this.registry.all()) socket.close("The server is shutting down.", true);
    const closing = [...this.wss.clients].map(
      (ws) =>
        new Promise<void>((resolve) => (ws.readyState === ws.CLOSED ? resolve() : ws.once("close", resolve))),
    );
    const grace = setTimeout(() => this.wss.clients.forEach((ws) => ws.terminate()), 1000);
    await Promise.all(closing);
    clearTimeout(grace);
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private upgrade(server: Server, req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? "/", "http://hub.invalid");
    if (url.pathname.replace(/\/$/, "") !== HUB_PATH) {
      // Other upgrade handlers may own other paths; only a lone hub answers for them.
      if (server.listenerCount("upgrade") === 1) refuseUpgrade(socket, 404, "No WebSocket here.");
      return;
    }
    socket.on("error", () => socket.destroy());
    void admitUpgrade(req, url, {
      authenticate: this.authenticate,
      claim: (token, sub) => this.negotiations.claim(token, sub),
    }).then((admission) => {
      if (!admission.ok) {
        refuseUpgrade(socket, admission.status, admission.reason, admission.retryAfterSeconds);
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        const identity = { id: admission.negotiation.connectionId, ...admission.identity };
        new HubSocket(ws, identity, this.timings, {
          ready: (s) => this.registry.add(s),
          closed: (s) => this.registry.remove(s),
        });
      });
    });
  }
}

/** The hub as the api runs it: tokens checked by the api's own verifier. */
export function createNotificationHub(
  verify: TokenVerifier,
  timings: Partial<HubTimings> = {},
): NotificationHub {
  return new NotificationHub({ authenticate: hubAuthenticator(verify), ...timings });
}
