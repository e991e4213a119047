import type { Database } from "@alm/database";
import type { Request, RequestHandler } from "express";
import type { Caller } from "../auth/caller.ts";
import { log } from "../logging/logger.ts";
import { recordAudit, type AuditAction } from "./audit-trail.ts";

/** How a route is recorded in the audit trail when it succeeds (RouteDef `audit`). */
export interface RouteAudit {
  /** The action, or a function choosing it from the request (undefined: not recorded). */
  action: AuditAction | ((req: Request) => AuditAction | undefined);
  /** What it was done to; by default the path's parameters ("id 12"). */
  target?: (req: Request) => string | undefined;
  /** Names and choices from the request, never a secret's value. */
  detail?: (req: Request) => Record<string, unknown>;
}

const targetOf = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([name, value]) => `${name} ${value}`)
    .join(", ") || undefined;

/**
 * Records the route's action before its success (2xx/3xx) is answered: the answer's end waits for
 * the record. Written after the answer had gone out (until 2026-11-29), a caller's next call could
 * be recorded first (a token revoked listed before it was made, newest first), and an instance
 * stopped right after answering lost the record of what it had done. A refused or failed call is
 * not an action taken. A failure to record is logged, never the caller's.
 */
export function auditOnSuccess(db: Database, audit: RouteAudit | undefined): RequestHandler {
  return (req, res, next) => {
    if (!audit) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    let recorded = false;
    res.end = ((...args: unknown[]) => {
      if (recorded || res.statusCode >= 400) return end(...args);
      const action = typeof audit.action === "function" ? audit.action(req) : audit.action;
      if (!action) return end(...args);
      recorded = true;
      const caller = res.locals.caller as Caller | undefined;
      recordAudit(db, {
        actor: {
          sub: caller?.sub,
          username: caller?.username,
          tenant: caller?.tenant,
          credential: caller?.personalToken && `personal access token ${caller.personalToken.id}`,
        },
        address: req.ip,
        action,
        target:
          res.locals.auditTarget ??
          (audit.target ? audit.target(req) : targetOf(req.params as Record<string, string>)),
        detail: audit.detail?.(req),
      })
        .catch((err: unknown) => log.error({ err, action }, "the audit trail did not record an action"))
        .finally(() => end(...args));
      return res;
    }) as typeof res.end;
    next();
  };
}

declare module "express-serve-static-core" {
  interface Locals {
    /** What the call was done to, when only its handler knows it (a new token's id): the trail's target. */
    auditTarget?: string;
  }
}
