import type { Database, Queryable } from "@alm/database";
import type { NotificationHub } from "../hub/notification-hub.ts";
import { log } from "../logging/logger.ts";
import type { NotificationMessage } from "./notification-message.ts";
import { toMessage, type NotificationRow } from "./notification-store.ts";

/** The hub's client method for status changes (spec call 9). */
export const RECEIVE_INFO = "receiveInfo";

/** NOTIFY payloads stop at 8000 bytes: a larger message goes by its id, read back from the table. */
const MAX_INLINE_BYTES = 7000;

interface StatusDelivery {
  groups: string[];
  message?: NotificationMessage;
  id?: number;
}

/**
 * Channels are per database, schemas are not: the schema in the name keeps apis on other schemas
 * of one server (tests, other tenants' installs) from hearing each other.
 */
const channels = new WeakMap<Queryable, Promise<string>>();
function channelOf(db: Queryable): Promise<string> {
  // Asked once per database: the schema does not change under a running api.
  let channel = channels.get(db);
  if (!channel) {
    channel = db
      .query<{ schema: string }>("select current_schema() as schema")
      .then(([row]) => `alm_status_${row?.schema ?? "public"}`);
    channels.set(db, channel);
  }
  return channel;
}

/** Sends a stored status change to the hub of every api on the database, this one included. */
export async function announceStatus(
  db: Queryable,
  groups: string[],
  message: NotificationMessage,
): Promise<void> {
  const inline = JSON.stringify({ groups, message } satisfies StatusDelivery);
  const payload =
    Buffer.byteLength(inline) <= MAX_INLINE_BYTES
      ? inline
      : JSON.stringify({ groups, id: message.id } satisfies StatusDelivery);
  await db.query("select pg_notify($1, $2)", [await channelOf(db), payload]);
}

async function messageOf(db: Queryable, delivery: StatusDelivery): Promise<NotificationMessage | undefined> {
  if (delivery.message) return delivery.message;
  const [row] = await db.query<NotificationRow>("select * from notifications where id = $1", [delivery.id]);
  return row ? toMessage(row) : undefined;
}

/**
 * Several apis on one PostgreSQL database: a status change published by any of them reaches the
 * subscribers of every one, each api pushing to the gateways connected to its own hub. With
 * PGlite (one api) there is nothing to relay: the notifier pushes to its hub directly.
 * Returns the function that stops relaying.
 */
export async function relayStatusChanges(db: Database, hub: NotificationHub): Promise<() => Promise<void>> {
  if (!db.listen) return async () => undefined;
  // One after another: a message read back by id must not overtake the next one.
  let delivered = Promise.resolve();
  const deliver = async (payload: string) => {
    const delivery = JSON.parse(payload) as StatusDelivery;
    const message = await messageOf(db, delivery);
    if (message) hub.sendToGroups(delivery.groups, RECEIVE_INFO, [message]);
  };
  return db.listen(await channelOf(db), (payload) => {
    delivered = delivered
      .then(() => deliver(payload))
      .catch((error: unknown) => log.error({ err: error }, "status change not relayed"));
  });
}
