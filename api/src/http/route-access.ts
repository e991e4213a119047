import type { RequestHandler } from "express";
import type { Caller } from "../auth/caller.ts";
import { effectivePermissions, knownTo, PERMISSIONS, seesAllClients } from "../access/permissions.ts";
import {
  listsReport,
  listsReportYear,
  reportNotInPackageResolution,
  reportNotInPackageText,
} from "@alm/formats";
import type { Queryable } from "@alm/database";
import { forbidden, notFound, notFoundById, unauthorized } from "./http-error.ts";
import { CREDENTIALS_MADE, PERSONAL_ACCESS_TOKEN_TEXTS } from "../access/personal-access-token-texts.ts";
import { isRevokedServiceAccount } from "../access/service-account-revocation.ts";
import { parseId } from "./params.ts";
import type { RouteDef, RouteScope } from "./route-table.ts";

export { ANALYSIS_DOMAIN } from "../access/permissions.ts";

export const SERVICE_ACCOUNT_REVOKED = "The service account was revoked: its tokens are no longer accepted.";

/** The refusals of the route check itself, before any handler runs (one place for their texts). */
export const ROUTE_REFUSALS = {
  serviceToken: "A service token may only use the notification hub.",
  staffOnly: "Only the firm's staff may do this.",
  serviceAccountMinting: `A service account cannot make credentials (${CREDENTIALS_MADE}): a person must do it, signed in.`,
  permission: (permission: string) => `You need the '${permission}' permission to do this.`,
} as const;

/** What a user needs to see any of a client's analysis data (spec shell-and-reports section 6). */
export const VIEW_PERMISSION = PERMISSIONS.view;

/** Routes that reach one client's resources: they need View unless they opt out. */
export const isClientScoped = (
  scope: RouteScope,
): scope is Exclude<RouteScope, { kind: "self" | "shared" }> =>
  scope.kind !== "self" && scope.kind !== "shared";

/**
 * The permissions a route asks of a caller before its handler runs, in the order they are checked:
 * View on a client's resources (unless the route opts out), View All Clients when staff reach one
 * (a client's user reaches only their own client, by their tenant), then the route's own.
 */
export function requiredPermissions(
  def: RouteDef,
  audience: { isStaff: boolean } = { isStaff: false },
): string[] {
  const clientScoped = isClientScoped(def.scope);
  const view = clientScoped && !def.withoutView ? [VIEW_PERMISSION] : [];
  const allClients = clientScoped && audience.isStaff ? [PERMISSIONS.viewAllClients] : [];
  const own = typeof def.permission === "string" ? [def.permission] : [];
  return [...new Set([...view, ...allClients, ...own])];
}

interface Owner {
  client_id: number;
  acronym: string;
  published?: boolean;
  /** A report definition's name and package (its selectedSubReportDefinitions). */
  name?: string;
  pages?: (number | string)[];
  nii_years?: number;
}

const ownerQueries: Record<Exclude<RouteScope["kind"], "self" | "shared">, string> = {
  client: "select id as client_id, acronym from clients where id = $1",
  tenant: "select id as client_id, acronym from clients where acronym = $1",
  dataSet: `select d.client_id, c.acronym from data_sets d join clients c on c.id = d.client_id where d.id = $1`,
  reportDefinition: `select r.client_id, c.acronym, r.published_by_date is not null as published,
    r.name, r.selected_sub_report_definitions as pages, r.nii_years
    from report_definitions r join clients c on c.id = r.client_id where r.id = $1`,
  chartOfAccounts: `select a.client_id, c.acronym from charts_of_accounts a
    join clients c on c.id = a.client_id where a.id = $1`,
};

const nouns: Record<keyof typeof ownerQueries, string> = {
  client: "client",
  tenant: "client",
  dataSet: "data set",
  reportDefinition: "report definition",
  chartOfAccounts: "chart of accounts",
};

/**
 * The owner of a resource as the caller may see it: undefined for one that does not exist, one of
 * another client, and (for a client's user) a report definition not published.
 */
export async function visibleOwner(
  db: Queryable,
  caller: Caller,
  kind: keyof typeof ownerQueries,
  value: unknown,
): Promise<Owner | undefined> {
  const [found] = await db.query<Owner>(ownerQueries[kind], [value]);
  const owner = knownTo(caller, found, (o) => o.acronym);
  return owner && (caller.isStaff || owner.published !== false) ? owner : undefined;
}

/**
 * A client's reader reads the pages staff published in a package and no other page of it, refused
 * as not found (README, "What runs"); staff, who build the packages, read any page of any
 * definition. Checked here, before a handler (or its 304 shortcut) reads anything. What the product
 * shows a client beside the pages (dashboard tiles, the firm's list, narratives' references, the
 * detail workbook) reads only pages the package lists, so the rule takes no figure away from them.
 */
function requirePageInPackage(caller: Caller, definition: Owner, page: unknown, year: unknown): void {
  const reportId = parseId(page, "id");
  // A path without a year reads a page's first (or only) one.
  const asked = year === undefined ? 1 : parseId(year, "year");
  const entries = definition.pages ?? [];
  if (seesAllClients(caller) || listsReportYear(entries, reportId, asked)) return;
  const otherYear = listsReport(entries, reportId);
  // A year past the package's NII years is no year of it at all: the handler says which there are.
  if (otherYear && asked > (definition.nii_years ?? 0)) return;
  // The page is in the package, another of its years is not: say which year.
  const error = reportNotInPackageText(reportId, definition.name ?? "", otherYear ? asked : undefined);
  const field = otherYear ? "year" : "reportId";
  throw notFound(error, [{ error, resolution: reportNotInPackageResolution, field }]);
}

/**
 * Runs before every handler: staff-only and permission rules, then the owner of the
 * resource in the path. A client user reaching another client's resource gets the same
 * 404 as for a resource that does not exist, so ids reveal nothing.
 */
export function routeAccess(db: Queryable, def: RouteDef): RequestHandler {
  return async (req, res, next) => {
    const caller = res.locals.caller as Caller;
    if (caller.isService && !def.allowService) {
      throw forbidden(ROUTE_REFUSALS.serviceToken);
    }
    if (await isRevokedServiceAccount(db, caller)) {
      // Its tokens outlive a revocation by up to their lifetime: refuse them as invalid at once.
      throw unauthorized(SERVICE_ACCOUNT_REVOKED);
    }
    if (def.mintsCredential && caller.personalToken)
      throw forbidden(PERSONAL_ACCESS_TOKEN_TEXTS.mintingRefused);
    // Its children would outlive its revocation as a token's would (an attacker's review).
    if (def.mintsCredential && caller.serviceAccount) throw forbidden(ROUTE_REFUSALS.serviceAccountMinting);
    if (def.staffOnly && !caller.isStaff) throw forbidden(ROUTE_REFUSALS.staffOnly);
    // Resolved once for the call: the handler's own rules read these, never the token's claims.
    const permissions = caller.isService ? new Set<string>() : await effectivePermissions(db, caller);
    const authorized: Caller = { ...caller, permissions };
    res.locals.caller = authorized;
    // The gateway's own identity is no person and holds no permission: the routes that allow it
    // (hub groups) check what it asks for themselves.
    const required = caller.isService ? [] : requiredPermissions(def, caller);
    // Before the owner is looked up: without View, no id says whether it exists.
    for (const permission of required) {
      if (!permissions.has(permission)) throw forbidden(ROUTE_REFUSALS.permission(permission));
    }
    const scope = def.scope;
    if (isClientScoped(scope)) {
      const raw = req.params[scope.param];
      // Not an id at all is bad input (400) for everyone alike, so it reveals nothing either.
      const value = scope.kind === "tenant" ? raw : parseId(raw, scope.param);
      const noun = nouns[scope.kind];
      const owner = await visibleOwner(db, authorized, scope.kind, value);
      if (!owner) throw notFoundById(noun, raw);
      if (scope.kind === "reportDefinition" && scope.page)
        requirePageInPackage(authorized, owner, req.params[scope.page], req.params.year);
      res.locals.clientId = owner.client_id;
    }
    next();
  };
}

declare module "express-serve-static-core" {
  interface Locals {
    /** The client that owns the resource in the path, once access was checked. */
    clientId?: number;
  }
}
