import type { Caller } from "../auth/caller.ts";
import { clientGroup } from "./notification-message.ts";
import { seesAllClients } from "../access/permissions.ts";

/**
 * Staff who see every client (and the gateway's hub bridge, which filters per subscriber) may
 * listen to any group. A client's user may listen only to its own client's groups
 * (`{domain}:{own acronym}`), never to a domain's staff group, which carries every client's events.
 */
export function mayJoinGroup(caller: Caller, group: string): boolean {
  if (caller.isService || seesAllClients(caller)) return true;
  const separator = group.indexOf(":");
  if (separator <= 0) return false;
  return group === clientGroup(group.slice(0, separator), caller.tenant);
}
