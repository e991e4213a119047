import type { PrintScope } from "../auth/print-tickets.ts";
import { invalidCredentialText } from "../auth/invalid-credential.ts";
import type { RequestAuth } from "../auth/request-auth.ts";
import type { GatewayConfig } from "../config.ts";
import type { DocumentServices } from "../documents/jobs/document-services.ts";
import { BaseApi } from "../datasources/base-api.ts";
import { CoreApi } from "../datasources/core-api.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { ReportService } from "../reports/report-service.ts";
import type { LiveFeeds } from "../subscriptions/live-feeds.ts";
import { createLoaders, type Loaders } from "./loaders.ts";
import type { Viewer } from "./models.ts";
import { loadViewer } from "./viewer-loader.ts";
import { RunningCost } from "./list-size-cost.ts";
import { upstreamCallsOf } from "../datasources/upstream-calls.ts";

export interface SignedIn {
  sub: string;
  tenant: string;
}

/** Per request: who asks and one data source per upstream, carrying that user's token. */
export interface GatewayContext {
  auth: RequestAuth;
  core: CoreApi;
  base: BaseApi;
  loaders: Loaders;
  /** Where the served web build lives (its build-info.json carries the build number). */
  webDist: string;
  /** This gateway's public address (GATEWAY_PUBLIC_URL): absolute links are made against it. */
  publicUrl: string;
  /** What the operation costs as its lists resolve (list-size-cost.ts). */
  cost: RunningCost;
  /** The signed-in user with permissions, read once per request. */
  viewer(): Promise<Viewer>;
  /** Mints print tickets (see auth/print-tickets.ts). */
  issuePrintTicket: SharedServices["issuePrintTicket"];
  /** The hub bridge and build watcher that subscriptions listen to. */
  live: LiveFeeds;
  /** Report pages and their caches, shared by every request of this instance. */
  reports: ReportService;
  /** Document jobs (workbooks, PDF packages) and their files, shared by every request of this instance. */
  documents: DocumentServices;
  /**
   * A new context for the same caller with fresh credentials, empty caches and a deadline of its
   * own: what a long-lived subscription or a document job reads with, long after the request.
   */
  renew(): Promise<GatewayContext>;
}

/** What every request of one gateway instance shares. */
export interface SharedServices {
  live: LiveFeeds;
  reports: ReportService;
  documents: DocumentServices;
  /** Ends a browser session everywhere (its sockets close): the api refused its credential. */
  endSession(id: string): Promise<void>;
  /** Mints a print ticket for the caller; undefined when the caller is not signed in. */
  issuePrintTicket(
    auth: RequestAuth,
    scope: PrintScope,
  ): Promise<{ ticket: string; expiresAt: number } | undefined>;
}

export function createContext(
  config: GatewayConfig,
  auth: RequestAuth,
  shared: SharedServices,
  renew?: () => Promise<GatewayContext>,
): GatewayContext {
  if (auth.kind === "invalid") {
    throw gatewayError("UNAUTHENTICATED", invalidCredentialText(auth.reason), { invalidToken: auth.bearer });
  }
  const token = auth.kind === "anonymous" ? undefined : auth.accessToken;
  // One deadline for every upstream call this request makes, to either API.
  // A session whose token the api refuses (MFA now required, grant revoked) is over at once,
  // sockets and all, rather than at its next refresh.
  const onRefusedCredential = auth.kind === "session" ? () => shared.endSession(auth.session.id) : undefined;
  const upstream = { token, onRefusedCredential, ...upstreamCallsOf(config) };
  const core = new CoreApi({ ...upstream, baseUrl: config.CORE_API_URL });
  const base = new BaseApi({ ...upstream, baseUrl: config.BASE_API_URL });
  let viewer: Promise<Viewer> | undefined;
  const ctx: GatewayContext = {
    auth,
    core,
    base,
    loaders: createLoaders(base),
    cost: new RunningCost(config.MAX_QUERY_COST),
    webDist: config.WEB_DIST,
    publicUrl: config.GATEWAY_PUBLIC_URL,
    // Signed out: a rejected promise (UNAUTHENTICATED), as for any other failed read.
    viewer: () => (viewer ??= Promise.resolve().then(() => loadViewer(core, requireSignedIn(ctx)))),
    live: shared.live,
    reports: shared.reports,
    documents: shared.documents,
    issuePrintTicket: shared.issuePrintTicket,
    renew: renew ?? (() => Promise.resolve(createContext(config, auth, shared))),
  };
  return ctx;
}

/**
 * The reads a print page needs (a report, its report definition, the client's name) call this:
 * a print ticket passes only for its own client and report definition; anything else needs a
 * signed-in user.
 */
export function requireReader(
  ctx: GatewayContext,
  wanted: { clientId?: number; reportDefinitionId?: number },
): SignedIn {
  const auth = ctx.auth;
  if (auth.kind !== "print") return requireSignedIn(ctx);
  const inScope =
    (wanted.clientId === undefined || wanted.clientId === auth.scope.clientId) &&
    (wanted.reportDefinitionId === undefined || wanted.reportDefinitionId === auth.scope.reportDefinitionId);
  if (!inScope) throw gatewayError("FORBIDDEN", ERROR_TEXTS.printTicketScope);
  return { sub: auth.sub, tenant: auth.tenant };
}

/** Resolvers that need a user call this first; print tickets do not pass. */
export function requireSignedIn(ctx: GatewayContext): SignedIn {
  if (ctx.auth.kind === "session" || ctx.auth.kind === "bearer") {
    return { sub: ctx.auth.sub, tenant: ctx.auth.tenant };
  }
  throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.signInRequired);
}
