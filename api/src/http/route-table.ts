import type { RequestHandler } from "express";
import type { MultipartLimits } from "./multipart.ts";
import type { z } from "zod";
import type { RouteAudit } from "../audit/audit-on-success.ts";
import type { Permission } from "../access/permissions.ts";

/**
 * What a route asks of the caller's effective permissions: one permission, or none with the
 * reason why (e.g. the caller's own permissions, which it must read before anything else).
 */
export type RoutePermission = Permission | { none: string };

/**
 * What a route reaches. Access to the resource named by a path parameter is checked
 * before the handler runs (tenant isolation lives here), and the isolation matrix test
 * uses it to call every route with another client's ids.
 */
export type RouteScope =
  /** Only the caller's own records (e.g. their user, their preferences). */
  | { kind: "self" }
  /** Reference data every signed-in user may read: no client's data in it. */
  | { kind: "shared" }
  /** A client, by id in the named path parameter. */
  | { kind: "client"; param: string }
  /** A client, by tenant code (acronym) in the named path parameter. */
  | { kind: "tenant"; param: string }
  | { kind: "dataSet"; param: string }
  /**
   * A report definition; with `page`, the path parameter naming one of its report pages, which a
   * client's reader reaches only when the package lists it (route-access.ts).
   */
  | { kind: "reportDefinition"; param: string; page?: string }
  | { kind: "chartOfAccounts"; param: string };

export interface RouteDef {
  method: "get" | "put" | "post" | "delete";
  /** Express path below the root, e.g. `/analysis/dataset/client/:clientId`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  scope: RouteScope;
  /** Only the firm's staff (tenant ALM) may call it. */
  staffOnly?: boolean;
  /**
   * The permission the caller needs in the analysis domain (or their 'user' list). Required, so
   * that a new route cannot forget to say; client-scoped routes also need View (below) and, for
   * staff, View All Clients (route-access.ts).
   */
  permission: RoutePermission;
  /**
   * Client-scoped routes need 'View' in the analysis domain by default, so a new route cannot
   * forget it. A route that a user without View must still reach opts out here, saying why.
   */
  withoutView?: { reason: string };
  /** The gateway's service token may call it (hub groups); every other route refuses that token. */
  allowService?: boolean;
  /**
   * It makes a credential (a personal access token, a service account or its secret, a code that
   * sets up someone's authenticator). Neither a
   * personal access token nor a service account may call it: a credential that made credentials
   * would let whoever found a leaked one keep access past its expiry and its revocation, and widen
   * it (a service account's permissions are not the token's scopes), or take over another account
   * by replacing its secret. New credentials come from a person signed in.
   */
  mintsCredential?: boolean;
  /**
   * A POST that stores nothing (a computation that takes a body): no answer is kept for its
   * Idempotency-Key, so a repeat computes again with the caller's access of the moment. A kept
   * what-if was given again after its report was unpublished (an attacker's review).
   */
  writesNothing?: boolean;
  /** Query or body parameters, for the OpenAPI document. */
  params?: string[];
  /**
   * The schema the handler reads its JSON body with: the OpenAPI document describes the body's
   * properties, types and bounds from it (instead of the names in `params`), so the two agree.
   */
  body?: z.ZodType;
  /**
   * A multipart upload instead of a JSON body: the part its files come in (one file, required; or
   * `many`, none or more), and its text parts by the schemas the handler parses them with (`json`: a part holding a JSON
   * document of that schema).
   */
  upload?: Upload;
  /** Recorded in the audit trail when it succeeds (audit/audit-on-success.ts). */
  audit?: RouteAudit;
  handler: RequestHandler;
}

/** A multipart upload's parts (RouteDef.upload). */
export interface Upload {
  files: string;
  many: boolean;
  /** How large and how many: read before the Idempotency-Key's check, which covers the files. */
  limits: MultipartLimits;
  /** What a file must be, in words ("a .csv or .xlsx file"): its name's ending is checked. */
  accepts: string;
  fields: Record<string, z.ZodType | { json: z.ZodType }>;
}

export type ApiRoot = "core" | "base";

export interface RegisteredRoute extends RouteDef {
  root: ApiRoot;
}
