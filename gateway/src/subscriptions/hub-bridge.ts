import { newRequestId, REQUEST_ID_HEADER, runInRequest } from "@alm/logging";
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from "@microsoft/signalr";
import { API_VERSION } from "../datasources/rest-client.ts";
import { CoreApi } from "../datasources/core-api.ts";
import type { NotificationMessageModel } from "../models/core-models.ts";
import { checkHubMessage } from "./hub-message.ts";
import { PubSub } from "./pubsub.ts";
import type { ServiceToken } from "./service-token.ts";
import { log } from "../logging/logger.ts";
import { upstreamCallsOf, type UpstreamSettings } from "../datasources/upstream-calls.ts";

/** The hub's client method for status changes, and the staff group that sees every client's events. */
export const RECEIVE_INFO = "receiveInfo";
export const HUB_GROUPS = ["analysis"];

/** Back-off between attempts; the last delay repeats for as long as the hub stays away. */
export const RECONNECT_DELAYS_MS = [0, 500, 1000, 2000, 5000, 10_000, 30_000];

export interface HubEvents extends Record<string, unknown> {
  message: NotificationMessageModel;
  /** Connected again after a gap that began at `since` (epoch ms): watchers re-read what they watch. */
  resynced: { since: number };
}

export interface HubBridgeOptions {
  coreApiUrl: string;
  upstream: UpstreamSettings;
  token: ServiceToken;
  reconnectDelaysMs?: number[];
}

/**
 * The one SignalR connection of this gateway instance to the api hub, authenticated with the
 * gateway's service token and joined to the staff group; every subscription is served from it.
 */
export class HubBridge {
  readonly events = new PubSub<HubEvents>();
  private readonly options: HubBridgeOptions;
  private readonly delays: number[];
  private readonly connection: HubConnection;
  private stopped = false;
  private disconnectedSince: number = Date.now();
  private retry: NodeJS.Timeout | undefined;
  /** Failed attempts since the last good connection: the back-off step. */
  private failures = 0;
  private readonly requestId = `hub-bridge-${newRequestId()}`;
  /** Where the hub is, as the operator configured it: every log line about the connection names it. */
  private readonly hubUrl: string;
  /** A lost or failed connection was logged: its return is logged too. */
  private troubleLogged = false;

  constructor(options: HubBridgeOptions) {
    this.options = options;
    this.delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
    const delayAfter = (attempts: number) =>
      this.delays[Math.min(attempts, this.delays.length - 1)] ?? 30_000;
    this.hubUrl = `${options.coreApiUrl.replace(/\/$/, "")}/notification`;
    this.connection = new HubConnectionBuilder()
      .withUrl(`${this.hubUrl}?api-version=${API_VERSION}`, {
        accessTokenFactory: () => options.token.get(),
        transport: HttpTransportType.WebSockets,
        // The api's logs name the bridge's negotiate and socket by one id per gateway instance.
        headers: { [REQUEST_ID_HEADER]: this.requestId },
      })
      .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (ctx) => delayAfter(ctx.previousRetryCount) })
      .configureLogging(LogLevel.None)
      .build();
    this.connection.on(RECEIVE_INFO, (raw: unknown) => {
      const checked = checkHubMessage(raw);
      if ("problem" in checked)
        log.warn(`hub: dropped a ${RECEIVE_INFO} event of the wrong shape (${checked.problem})`);
      else this.events.publish("message", checked.message);
    });
    this.connection.onreconnecting((error) => {
      this.disconnectedSince = Date.now();
      this.trouble(
        `lost the connection to ${this.hubUrl}${error ? ` (${error.message})` : ""}; reconnecting`,
      );
    });
    this.connection.onreconnected((connectionId) => void this.joined(connectionId ?? null));
    this.connection.onclose(() => {
      this.disconnectedSince = Date.now();
      if (!this.stopped) this.schedule();
    });
  }

  get connected(): boolean {
    return this.connection.state === HubConnectionState.Connected;
  }

  /** Connects in the background, so the gateway starts (and serves queries) while the hub is down. */
  start(): void {
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.connection.stop();
  }

  private schedule(): void {
    clearTimeout(this.retry);
    const delay = this.delays[Math.min(this.failures, this.delays.length - 1)] ?? 30_000;
    this.failures++;
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.connection.state !== HubConnectionState.Disconnected) return;
    try {
      await this.connection.start();
    } catch (error) {
      if (this.failures === 2) {
        const reason = error instanceof Error ? error.message : String(error);
        this.trouble(`cannot connect to ${this.hubUrl} (${reason}); trying again`);
      }
      if (!this.stopped && this.connection.state === HubConnectionState.Disconnected) this.schedule();
      return;
    }
    await this.joined(this.connection.connectionId);
  }

  /**
   * The messages the api stored in the last `sinceMinutes`, every client's, as this bridge hears
   * them live: what a status subscription resumed after an id missed. The subscriber's own access
   * is the caller's to check, as for a live message.
   */
  async storedMessages(sinceMinutes: number): Promise<NotificationMessageModel[]> {
    const core = await this.core();
    return runInRequest(this.requestId, () => core.recentNotifications(sinceMinutes));
  }

  private async core(): Promise<CoreApi> {
    return new CoreApi({
      baseUrl: this.options.coreApiUrl,
      token: await this.options.token.get(),
      ...upstreamCallsOf(this.options.upstream),
    });
  }

  /** Groups live on the hub's side of a connection: each new connection joins them again. */
  private async joined(connectionId: string | null): Promise<void> {
    if (!connectionId || this.stopped) return;
    try {
      const core = await this.core();
      await runInRequest(this.requestId, () => core.joinGroups(connectionId, HUB_GROUPS));
      this.failures = 0;
      if (this.troubleLogged) log.info(`hub: connected to ${this.hubUrl} again`);
      this.troubleLogged = false;
    } catch (error) {
      // Without its group the connection hears nothing: drop it and let the reconnect try again,
      // saying so once (it went on in silence, the subscriptions deaf, the operator never told).
      if (!this.troubleLogged) {
        const reason = error instanceof Error ? error.message : String(error);
        this.trouble(`connected to ${this.hubUrl} but could not join its group (${reason}); trying again`);
      }
      if (!this.stopped) await this.connection.stop();
      return;
    }
    this.events.publish("resynced", { since: this.disconnectedSince });
  }

  /** A warning that names the hub and what went wrong, and what users miss meanwhile. */
  private trouble(what: string): void {
    if (this.stopped) return;
    this.troubleLogged = true;
    log.warn(`hub: ${what}. Status subscriptions hear no change until it is back.`);
  }
}
