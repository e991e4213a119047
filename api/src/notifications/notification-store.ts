import type { Queryable } from "@alm/database";
import type { NotificationMessage, StatusChange } from "./notification-message.ts";

export interface NotificationRow {
  id: number;
  subject: string;
  status: string;
  domain: string;
  created_by: string;
  created_by_uid: string;
  created_date: Date | string;
  payload: Record<string, unknown>;
}

export const toMessage = (row: NotificationRow): NotificationMessage => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  domain: row.domain,
  createdBy: row.created_by,
  createdByUid: row.created_by_uid,
  createdDate: new Date(row.created_date).toISOString(),
  payload: row.payload,
});

/** Every status change is kept, so a client that reconnects can catch up. */
export async function saveNotification(db: Queryable, change: StatusChange): Promise<NotificationMessage> {
  const payload = { ...change.payload, clientId: change.clientId, status: change.status };
  const [row] = await db.query<NotificationRow>(
    `insert into notifications (subject, status, domain, client_id, payload, created_by, created_by_uid, target_user)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
    [
      change.subject,
      change.status,
      change.domain,
      change.clientId,
      JSON.stringify({ ...payload, audience: change.audience }),
      change.createdBy.username,
      change.createdBy.sub,
      null,
    ],
  );
  if (!row) throw new Error("The notification was not stored.");
  return toMessage(row);
}
