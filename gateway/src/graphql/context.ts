import type { RequestAuth } from "../auth/request-auth.ts";
import type { GatewayConfig } from "../config.ts";
import { CoreApi } from "../datasources/core-api.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

export interface SignedIn {
  sub: string;
  tenant: string;
}

/** Per request: who asks and one data source per upstream, carrying that user's token. */
export interface GatewayContext {
  auth: RequestAuth;
  core: CoreApi;
}

export function createContext(config: GatewayConfig, auth: RequestAuth): GatewayContext {
  if (auth.kind === "invalid") {
    throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.sessionInvalid, { httpStatus: 401 });
  }
  const token = auth.kind === "anonymous" ? undefined : auth.accessToken;
  const upstream = { token, timeoutMs: config.UPSTREAM_TIMEOUT_MS };
  return { auth, core: new CoreApi({ ...upstream, baseUrl: config.CORE_API_URL }) };
}

/** Resolvers that need a user call this first. */
export function requireSignedIn(ctx: GatewayContext): SignedIn {
  if (ctx.auth.kind === "session" || ctx.auth.kind === "bearer") {
    return { sub: ctx.auth.sub, tenant: ctx.auth.tenant };
  }
  throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.signInRequired);
}
