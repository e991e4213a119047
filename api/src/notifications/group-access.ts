import type { Caller } from "../auth/caller.ts";
import { clientGroup } from "./notification-message.ts";

/**
 * Staff may listen to any group. A client's user may listen only to its own client's groups
 * (`{domain}:{own acronym}`), never to a domain's staff group, which carries every client's events.
 */
export function mayJoinGroup(caller: Caller, group: string): boolean {
  if (caller.isStaff) return true;
  const separator = group.indexOf(":");
  if (separator <= 0) return false;
  return group === clientGroup(group.slice(0, separator), caller.tenant);
}
