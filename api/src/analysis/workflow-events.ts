import type { Caller } from "../auth/caller.ts";
import type { NotificationAudience, StatusNotifier } from "../notifications/notification-message.ts";

export const ANALYSIS = "analysis";

/** Status changes of data sets and report definitions, as the hub pushes them. */
export function announce(
  notifier: StatusNotifier,
  caller: Caller,
  clientId: number,
  subject: string,
  status: string,
  payload: Record<string, unknown>,
  audience: NotificationAudience = "staff",
) {
  return notifier.publish({
    subject,
    status,
    domain: ANALYSIS,
    clientId,
    createdBy: { username: caller.username, sub: caller.sub },
    payload,
    audience,
  });
}
