import { bearerTokenOf } from "@alm/service";
import type { IncomingMessage } from "node:http";
import { decodeJwt } from "jose";
import type { Caller } from "../auth/caller.ts";
import type { TokenVerifier } from "../auth/token-verifier.ts";

export interface HubIdentity {
  caller: Caller;
  /** Epoch milliseconds after which the connection must be renewed. */
  expiresAt?: number;
}

export type HubAuthenticator = (token: string) => Promise<HubIdentity>;

/** The api's own token check, plus the expiry the hub needs to close connections on time. */
export function hubAuthenticator(verify: TokenVerifier): HubAuthenticator {
  return async (token) => {
    const caller = await verify(token);
    const { exp } = decodeJwt(token);
    return { caller, expiresAt: typeof exp === "number" ? exp * 1000 : undefined };
  };
}

/**
 * The access token of a hub request: the Bearer header (Node clients, the gateway) or the
 * `access_token` query parameter (browsers cannot set headers on a WebSocket).
 */
export function accessTokenOf(req: IncomingMessage, url: URL): string | undefined {
  return bearerTokenOf(req.headers.authorization) ?? (url.searchParams.get("access_token") || undefined);
}
