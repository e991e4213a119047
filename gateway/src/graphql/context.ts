import { invalidCredentialText } from "../auth/invalid-credential.ts";
import type { RequestAuth } from "../auth/request-auth.ts";
import type { GatewayConfig } from "../config.ts";
import { BaseApi } from "../datasources/base-api.ts";
import { CoreApi } from "../datasources/core-api.ts";
import type { GraphQLError } from "graphql";
import { gatewayError, UPSTREAM_NO_ANSWER_REASONS } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { createLoaders, type Loaders } from "./loaders.ts";
import type { Viewer } from "./models.ts";
import { joinedViewer, loadViewer } from "./viewer-loader.ts";
import { RunningCost } from "./list-size-cost.ts";
import { upstreamCallsOf } from "../datasources/upstream-calls.ts";

export interface SignedIn {
  sub: string;
  tenant: string;
}

/**
 * Per request: who asks and one data source per upstream, carrying that user's token. What every
 * feature's resolvers may use; a feature that needs a service of its own declares a slice beside
 * its code (reports/reports-context.ts, documents/documents-context.ts, subscriptions/live-context.ts)
 * and server/gateway-context.ts composes them.
 */
export interface PlatformContext {
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
  /**
   * A new context for the same caller with fresh credentials, empty caches and a deadline of its
   * own: what a long-lived subscription or a document job reads with, long after the request.
   * It carries the same slices as this one.
   */
  renew(): Promise<this>;
  /**
   * Lets this context's upstream calls wait as long as a computation may (UPSTREAM_COMPUTE_TIMEOUT_MS):
   * for a document job's reads, which ask for reports cold, as a print page's do.
   */
  allowCompute(): void;
  /**
   * Ends this context's upstream calls still under way: the request was answered, or its caller
   * went away (graphql-server.ts calls it when the response closes).
   */
  endUpstream(): void;
}

/** What the platform itself needs of the server: ending a browser session everywhere. */
export interface SessionsSlice {
  /** Ends a browser session everywhere (its sockets close): the api refused its credential. */
  endSession(id: string): Promise<void>;
}

/** The platform's part of a request's context, with the features' slices (the same objects for every request). */
export function createContext<Slices extends SessionsSlice>(
  config: GatewayConfig,
  auth: RequestAuth,
  slices: Slices,
  renew?: () => Promise<PlatformContext & Slices>,
): PlatformContext & Slices {
  if (auth.kind === "invalid") {
    throw gatewayError("UNAUTHENTICATED", invalidCredentialText(auth), { invalidToken: auth.bearer });
  }
  const token = auth.kind === "anonymous" ? undefined : auth.accessToken;
  // One deadline for every upstream call this request makes, to either API.
  // A session whose token the api refuses (MFA now required, grant revoked) is over at once,
  // sockets and all, rather than at its next refresh.
  const onRefusedCredential = auth.kind === "session" ? () => slices.endSession(auth.session.id) : undefined;
  const calls = upstreamCallsOf(config);
  const allowCompute = () => calls.deadline.allow(calls.computeTimeoutMs);
  // A print page reads its reports cold, as a PDF package asks for them: each may compute first.
  if (auth.kind === "print") allowCompute();
  const upstream = { token, onRefusedCredential, ...calls };
  const core = new CoreApi({ ...upstream, baseUrl: config.CORE_API_URL });
  const base = new BaseApi({ ...upstream, baseUrl: config.BASE_API_URL });
  let viewer: Promise<Viewer> | undefined;
  const ctx: PlatformContext & Slices = {
    ...slices,
    auth,
    core,
    base,
    loaders: createLoaders(base),
    cost: new RunningCost(config.MAX_QUERY_COST),
    webDist: config.WEB_DIST,
    publicUrl: config.GATEWAY_PUBLIC_URL,
    // Signed out: a rejected promise (UNAUTHENTICATED), as for any other failed read.
    viewer: () =>
      (viewer ??= Promise.resolve().then(() => {
        const who = requireSignedIn(ctx);
        if (!token) return loadViewer(core, who);
        // A read joined from another request ends with that request: this one then reads its own.
        return joinedViewer(core, who, token).catch((error: unknown) => {
          if (!abandoned(error) || calls.deadline.ended) throw error;
          return loadViewer(core, who);
        });
      })),
    renew: renew ?? (() => Promise.resolve(createContext(config, auth, slices))),
    allowCompute,
    endUpstream: () => calls.deadline.end(),
  };
  return ctx;
}

const abandoned = (error: unknown) =>
  (error as GraphQLError).extensions?.reason === UPSTREAM_NO_ANSWER_REASONS.abandoned;

/**
 * The reads a print page needs (a report, its report definition, the client's name) call this:
 * a print ticket passes only for its own client and report definition; anything else needs a
 * signed-in user.
 */
export function requireReader(
  ctx: PlatformContext,
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
export function requireSignedIn(ctx: PlatformContext): SignedIn {
  if (ctx.auth.kind === "session" || ctx.auth.kind === "bearer") {
    return { sub: ctx.auth.sub, tenant: ctx.auth.tenant };
  }
  throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.signInRequired);
}
