/** The hub's `receiveInfo` message (spec shell-and-reports section 3, ARCHITECTURE section 4). */
export interface NotificationMessage {
  id: number;
  subject: string;
  status: "Started" | "Completed" | "Failed" | string;
  domain: string;
  createdBy: string;
  createdByUid: string;
  createdDate: string;
  payload: Record<string, unknown>;
}

/** Staff see every event of a domain; a client's users see what concerns their published reports. */
export type NotificationAudience = "staff" | "client";

export interface StatusChange {
  subject: string;
  status: string;
  domain: string;
  clientId: number;
  /** Who caused it. */
  createdBy: { username: string; sub: string };
  payload: Record<string, unknown>;
  audience: NotificationAudience;
}

/** Group names of the hub: `{domain}` for staff, `{domain}:{client acronym}` for a client's users. */
export const staffGroup = (domain: string) => domain;
export const clientGroup = (domain: string, acronym: string) => `${domain}:${acronym}`;

/** Persists a status change and pushes it to the groups allowed to see it. */
export interface StatusNotifier {
  publish(change: StatusChange): Promise<NotificationMessage>;
}
