import type { Queryable } from "@alm/database";
import type { NotificationHub } from "../hub/notification-hub.ts";
import {
  clientGroup,
  staffGroup,
  type NotificationMessage,
  type StatusChange,
  type StatusNotifier,
} from "./notification-message.ts";
import { saveNotification } from "./notification-store.ts";

/** The hub's client method for status changes (spec call 9). */
export const RECEIVE_INFO = "receiveInfo";

/** Stores each status change, then pushes it to staff and, when meant for them, to the client's users. */
export class HubNotifier implements StatusNotifier {
  private readonly db: Queryable;
  private readonly hub: NotificationHub;

  constructor(db: Queryable, hub: NotificationHub) {
    this.db = db;
    this.hub = hub;
  }

  async publish(change: StatusChange): Promise<NotificationMessage> {
    const message = await saveNotification(this.db, change);
    this.hub.sendToGroups(await this.groupsFor(change), RECEIVE_INFO, [message]);
    return message;
  }

  private async groupsFor(change: StatusChange): Promise<string[]> {
    const groups = [staffGroup(change.domain)];
    if (change.audience !== "client") return groups;
    const [client] = await this.db.query<{ acronym: string }>("select acronym from clients where id = $1", [
      change.clientId,
    ]);
    if (client) groups.push(clientGroup(change.domain, client.acronym));
    return groups;
  }
}

export function createHubNotifier(db: Queryable, hub: NotificationHub): StatusNotifier {
  return new HubNotifier(db, hub);
}
