import type { Caller } from "../auth/caller.ts";
import type { Queryable } from "@alm/database";
import { seesAllClients } from "../access/permissions.ts";
import type { NotificationMessage } from "./notification-message.ts";
import { toMessage, type NotificationRow } from "./notification-store.ts";

export interface RecentQuery {
  sinceMinutes: number;
  pageSize: number;
}

/**
 * Newest first. Staff who see every client see every message, as does the gateway's service
 * identity (it hears them all in the staff group); a client's user only its own client's
 * client-audience ones.
 */
export async function recentNotifications(
  db: Queryable,
  caller: Caller,
  query: RecentQuery,
): Promise<NotificationMessage[]> {
  const params: unknown[] = [query.sinceMinutes];
  const visible =
    caller.isService || seesAllClients(caller)
      ? ""
      : `and n.payload->>'audience' = 'client'
       and n.client_id = (select id from clients where acronym = $${params.push(caller.tenant)})`;
  params.push(query.pageSize);
  const rows = await db.query<NotificationRow>(
    `select n.* from notifications n
     where n.created_date >= now() - make_interval(mins => $1::int) ${visible}
     order by n.created_date desc, n.id desc limit $${params.length}`,
    params,
  );
  return rows.map(toMessage);
}
