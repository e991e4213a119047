import type { PlatformContext } from "../graphql/context.ts";
import type { StatusEventModel } from "../graphql/models.ts";
import type { NotificationMessageModel } from "../models/core-models.ts";
import { EventQueue } from "./event-queue.ts";
import type { HubBridge } from "./hub-bridge.ts";
import { isAfter, minutesToCover, replayEventId, type ResumeFrom } from "./status-cursor.ts";

export type WatchedKind = "dataSet" | "reportDefinition";

export interface StatusWatch {
  clientId: number;
  /** Client users hear only what is meant for them: events about published reports. */
  clientAudienceOnly: boolean;
  renew(): Promise<PlatformContext>;
}

export interface NotificationWatch {
  /** Null for staff (every client); a client user's own client otherwise. */
  clientId: number | null;
  /**
   * Whether the subscriber may read reports and data sets (View): without it, the messages about
   * one (a publication naming its report) are not theirs, as their status feeds are not.
   */
  aboutItems: boolean;
  renew(): Promise<PlatformContext>;
}

const ID_FIELD = { dataSet: "dataSetId", reportDefinition: "reportDefinitionId" } as const;

/** Reads happen only when a field asks, once per event, with the subscriber's credentials. */
function lazy(renew: () => Promise<PlatformContext>): () => Promise<PlatformContext> {
  let ctx: Promise<PlatformContext> | undefined;
  return () => (ctx ??= renew());
}

function statusOf(kind: WatchedKind, message: NotificationMessageModel): string | null {
  const p = message.payload;
  // A data set's save is announced as Completed; the data set's own status travels beside it.
  if (kind === "dataSet" && typeof p.dataSetStatus === "string") return p.dataSetStatus;
  return p.status ?? message.status;
}

const MAX_REMEMBERED = 500;

/**
 * A hub message reaches every subscriber in a task of its own: Node runs the microtasks one push
 * starts (the answer, its frame, the socket's write) before the next subscriber's task, so the
 * first receipts leave at once and the subscribers read while the gateway writes to the others.
 * Pushed to all in one task, no socket was written before every subscriber's answer was made.
 * Tasks run in the order they were set, so each subscriber still gets its events in order.
 */
const inTaskOfItsOwn = (deliver: () => void) => void setImmediate(deliver);

/** True the first time a key is seen (of the last MAX_REMEMBERED): an event reaches a subscriber once. */
function firstTime<K>(): (key: K) => boolean {
  const seen = new Set<K>();
  return (key) => {
    if (seen.has(key)) return false;
    seen.add(key);
    if (seen.size > MAX_REMEMBERED) seen.delete(seen.values().next().value as K);
    return true;
  };
}

/** The event a stored notification is for this watch, or null when it is about something else. */
function eventOf(
  kind: WatchedKind,
  watch: StatusWatch,
  message: NotificationMessageModel,
): StatusEventModel | null {
  const p = message.payload;
  const itemId = p[ID_FIELD[kind]];
  if (typeof itemId !== "number" || p.clientId !== watch.clientId) return null;
  // A run announces the reports it changed with their data set's id beside theirs: those are report events.
  if (kind === "dataSet" && typeof p.reportDefinitionId === "number") return null;
  if (watch.clientAudienceOnly && p.audience !== "client") return null;
  return {
    eventId: String(message.id),
    occurredAt: message.createdDate,
    clientId: watch.clientId,
    itemId,
    status: statusOf(kind, message),
    action: p.action ?? "",
    subject: message.subject,
    replay: false,
    context: lazy(watch.renew),
  };
}

/**
 * Status changes of one client's data sets or report definitions, each once, plus the current
 * state after a hub reconnect. With `resume`, the stored changes after that point come first
 * (live ones wait until they are delivered, so the order holds).
 */
export function statusFeed(
  hub: HubBridge,
  kind: WatchedKind,
  watch: StatusWatch,
  resume: ResumeFrom | null = null,
): EventQueue<StatusEventModel> {
  const queue = new EventQueue<StatusEventModel>();
  const fresh = firstTime<string>();
  let waiting: NotificationMessageModel[] | null = resume ? [] : null;
  const deliver = (message: NotificationMessageModel) => {
    const event = eventOf(kind, watch, message);
    if (event && fresh(event.eventId)) queue.push(event);
  };
  queue.onClose(
    hub.events.subscribe("message", (message) => {
      if (waiting) waiting.push(message);
      else inTaskOfItsOwn(() => deliver(message));
    }),
  );
  queue.onClose(
    hub.events.subscribe("resynced", () => {
      void replayCurrent(kind, watch, queue);
    }),
  );
  if (resume) {
    void (async () => {
      try {
        // The subscriber's access still stands (renew throws otherwise); the stored messages are
        // then read as the bridge hears them live, and filtered for this watch as live ones are:
        // a subscriber may watch statuses without Receive Notifications, which the api's list needs.
        await watch.renew();
        const stored = await hub.storedMessages(minutesToCover(resume));
        stored
          .filter((m) => isAfter(resume, m))
          .sort((a, b) => a.id - b.id)
          .forEach(deliver);
      } catch {
        // The subscriber's access ended or the api is away: live events still follow.
      }
      const live = waiting ?? [];
      waiting = null;
      live.forEach(deliver);
    })();
  }
  return queue;
}

async function replayCurrent(kind: WatchedKind, watch: StatusWatch, queue: EventQueue<StatusEventModel>) {
  let ctx: PlatformContext;
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
  const now = Date.now();
  for (const item of items) {
    queue.push({
      eventId: replayEventId(item.id, now),
      occurredAt: new Date(now).toISOString(),
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

/** Notifications a subscriber may see; after a hub reconnect, the ones stored during the gap. */
export function notificationFeed(
  hub: HubBridge,
  watch: NotificationWatch,
): EventQueue<NotificationMessageModel> {
  const queue = new EventQueue<NotificationMessageModel>();
  const fresh = firstTime<number>();
  const deliver = (message: NotificationMessageModel) => {
    const p = message.payload;
    const aboutItem = typeof p.reportDefinitionId === "number" || typeof p.dataSetId === "number";
    if (aboutItem && !watch.aboutItems) return;
    if (fresh(message.id)) queue.push(message);
  };
  queue.onClose(
    hub.events.subscribe("message", (message) => {
      const p = message.payload;
      if (watch.clientId !== null && (p.audience !== "client" || p.clientId !== watch.clientId)) return;
      inTaskOfItsOwn(() => deliver(message));
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
