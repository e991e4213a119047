import type { GatewayContext } from "../graphql/context.ts";
import type { StatusEventModel } from "../graphql/models.ts";
import type { NotificationMessageModel } from "../models/core-models.ts";
import { EventQueue } from "./event-queue.ts";
import type { HubBridge } from "./hub-bridge.ts";

export type WatchedKind = "dataSet" | "reportDefinition";

export interface StatusWatch {
  clientId: number;
  /** Client users hear only what is meant for them: events about published reports. */
  clientAudienceOnly: boolean;
  renew(): Promise<GatewayContext>;
}

export interface NotificationWatch {
  /** Null for staff (every client); a client user's own client otherwise. */
  clientId: number | null;
  renew(): Promise<GatewayContext>;
}

const ID_FIELD = { dataSet: "dataSetId", reportDefinition: "reportDefinitionId" } as const;

/** Reads happen only when a field asks, once per event, with the subscriber's credentials. */
function lazy(renew: () => Promise<GatewayContext>): () => Promise<GatewayContext> {
  let ctx: Promise<GatewayContext> | undefined;
  return () => (ctx ??= renew());
}

function statusOf(kind: WatchedKind, message: NotificationMessageModel): string | null {
  const p = message.payload;
  // A data set's save is announced as Completed; the data set's own status travels beside it.
  if (kind === "dataSet" && typeof p.dataSetStatus === "string") return p.dataSetStatus;
  return p.status ?? message.status;
}

/** Status changes of one client's data sets or report definitions, plus the current state after a hub reconnect. */
export function statusFeed(
  hub: HubBridge,
  kind: WatchedKind,
  watch: StatusWatch,
): EventQueue<StatusEventModel> {
  const queue = new EventQueue<StatusEventModel>();
  queue.onClose(
    hub.events.subscribe("message", (message) => {
      const p = message.payload;
      const itemId = p[ID_FIELD[kind]];
      if (typeof itemId !== "number" || p.clientId !== watch.clientId) return;
      if (watch.clientAudienceOnly && p.audience !== "client") return;
      queue.push({
        clientId: watch.clientId,
        itemId,
        status: statusOf(kind, message),
        action: p.action ?? "",
        subject: message.subject,
        replay: false,
        context: lazy(watch.renew),
      });
    }),
  );
  queue.onClose(
    hub.events.subscribe("resynced", () => {
      void replayCurrent(kind, watch, queue);
    }),
  );
  return queue;
}

async function replayCurrent(kind: WatchedKind, watch: StatusWatch, queue: EventQueue<StatusEventModel>) {
  let ctx: GatewayContext;
  let items: { id: number; status: string | null }[];
  try {
    ctx = await watch.renew();
    items =
      kind === "dataSet"
        ? await ctx.loaders.dataSetsOfClient.load(watch.clientId)
        : await ctx.loaders.reportDefinitionsOfClient.load(watch.clientId);
  } catch {
    // The subscriber's access ended or the api is away again; the next reconnect tries again.
    return;
  }
  const context = () => Promise.resolve(ctx);
  for (const item of items) {
    queue.push({
      clientId: watch.clientId,
      itemId: item.id,
      status: item.status,
      action: "current",
      subject: "",
      replay: true,
      context,
    });
  }
}

const MAX_REMEMBERED = 500;

/** Notifications a subscriber may see; after a hub reconnect, the ones stored during the gap. */
export function notificationFeed(
  hub: HubBridge,
  watch: NotificationWatch,
): EventQueue<NotificationMessageModel> {
  const queue = new EventQueue<NotificationMessageModel>();
  const delivered = new Set<number>();
  const deliver = (message: NotificationMessageModel) => {
    if (delivered.has(message.id)) return;
    delivered.add(message.id);
    if (delivered.size > MAX_REMEMBERED) delivered.delete(delivered.values().next().value as number);
    queue.push(message);
  };
  queue.onClose(
    hub.events.subscribe("message", (message) => {
      const p = message.payload;
      if (watch.clientId !== null && (p.audience !== "client" || p.clientId !== watch.clientId)) return;
      deliver(message);
    }),
  );
  queue.onClose(
    hub.events.subscribe("resynced", ({ since }) => {
      void (async () => {
        const minutes = Math.min(10_080, Math.max(1, Math.ceil((Date.now() - since) / 60_000) + 1));
        try {
          // The api filters the list by the subscriber's own access, as the hub's groups would.
          const ctx = await watch.renew();
          const missed = await ctx.core.recentNotifications(minutes);
          missed
            .filter((m) => Date.parse(m.createdDate) >= since - 1000)
            .sort((a, b) => a.id - b.id)
            .forEach(deliver);
        } catch {
          // As above: nothing to catch up with now.
        }
      })();
    }),
  );
  return queue;
}
