import type { Database } from "@alm/database";
import type { NotificationHub } from "../hub/notification-hub.ts";
import {
  clientGroup,
  staffGroup,
  type NotificationMessage,
  type StatusChange,
  type StatusNotifier,
} from "./notification-message.ts";
import { clientAcronym } from "../core/client-access.ts";
import { saveNotification } from "./notification-store.ts";
import { announceStatus, RECEIVE_INFO } from "./status-relay.ts";

export { RECEIVE_INFO };

/**
 * Stores each status change, then pushes it to staff and, when meant for them, to the client's
 * users: through every api's hub on PostgreSQL (status-relay.ts), through this api's on PGlite.
 * An engine worker process has no hub of its own (PostgreSQL only: the serving apis' relay).
 */
export class HubNotifier implements StatusNotifier {
  private readonly db: Database;
  private readonly hub: NotificationHub | undefined;

  constructor(db: Database, hub?: NotificationHub) {
    this.db = db;
    this.hub = hub;
  }

  async publish(change: StatusChange): Promise<NotificationMessage> {
    const message = await saveNotification(this.db, change);
    const groups = await this.groupsFor(change);
    if (this.db.listen) await announceStatus(this.db, groups, message);
    else this.hub?.sendToGroups(groups, RECEIVE_INFO, [message]);
    return message;
  }

  private async groupsFor(change: StatusChange): Promise<string[]> {
    const groups = [staffGroup(change.domain)];
    if (change.audience !== "client") return groups;
    const acronym = await clientAcronym(this.db, change.clientId);
    if (acronym) groups.push(clientGroup(change.domain, acronym));
    return groups;
  }
}

export function createHubNotifier(db: Database, hub?: NotificationHub): StatusNotifier {
  return new HubNotifier(db, hub);
}
