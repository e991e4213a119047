import type { Request } from "express";
import { seesAllClients } from "../access/permissions.ts";
import type { Caller } from "../auth/caller.ts";
import { forbidden } from "../http/http-error.ts";
import { optionalText } from "../http/params.ts";

/** Clients (and staff without View All Clients) see themselves and their own tenant; staff with it, anyone. */
export function assertMayRead(caller: Caller, target: { sub?: string; tenant?: string }) {
  if (seesAllClients(caller)) return;
  if (target.sub && target.sub !== caller.sub) throw forbidden("You may only look up your own account.");
  if (target.tenant && target.tenant !== caller.tenant)
    throw forbidden("You may only look up users of your own institution.");
}

/** The user a route reads about: `sub` and `tenant` of the query, the caller's own where not given. */
export function readableUser(req: Request, caller: Caller): { sub: string; tenant: string } {
  const sub = optionalText(req.query, "sub") ?? caller.sub;
  const tenant = optionalText(req.query, "tenant") ?? caller.tenant;
  assertMayRead(caller, { sub, tenant });
  return { sub, tenant };
}
