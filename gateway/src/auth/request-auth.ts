import type { IncomingMessage } from "node:http";
import { GraphQLError } from "graphql";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import * as client from "openid-client";
import { bearerTokenOf } from "@alm/service";
import type { GatewayConfig } from "../config.ts";
import { CoreApi } from "../datasources/core-api.ts";
import { upstreamCallsOf } from "../datasources/upstream-calls.ts";
import { gatewayError, type ErrorCode } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import { SESSION_COOKIE, readCookie } from "./cookies.ts";
import type { OidcClient } from "./oidc-client.ts";
import type { PrintCredential, PrintGrant, PrintScope, PrintTickets } from "./print-tickets.ts";
import {
  MISSING_SECOND_FACTOR,
  lacksRequiredSecondFactor,
  refreshRefusedForSecondFactor,
  sessionLacksSecondFactor,
} from "./second-factor-policy.ts";
import type { Session, SessionStore, SessionTokens } from "./session-store.ts";
import { unsign } from "./signed-value.ts";
import { VerifiedBearers } from "./verified-bearers.ts";

/** Who is asking: a browser session, a Bearer consumer, nobody, or a credential that failed. */
export type RequestAuth =
  | { kind: "session"; sub: string; tenant: string; accessToken: string; session: Session }
  /**
   * `expiresAt`: when the token stops working (epoch ms), e.g. to close its sockets then.
   * `grant`: what the token's rights come from, shared by the tokens it is renewed as: the sign-in
   * it was issued under (`gid`, kept across refreshes) or a service account (`client_id`).
   */
  | { kind: "bearer"; sub: string; tenant: string; accessToken: string; expiresAt: number; grant?: string }
  /** A print page in Chromium: reads one report definition with the credentials of who asked. */
  | { kind: "print"; sub: string; tenant: string; accessToken: string; scope: PrintScope }
  | { kind: "anonymous" }
  /**
   * `bearer`: the credential was an `Authorization` header (refused: get a new one); `message`:
   * the refusal in the words of the api that refused it (a personal access token's).
   */
  | { kind: "invalid"; reason: string; bearer?: true; message?: string };

const REFRESH_MARGIN_MS = 30_000;

/** A JWT has three dot-separated parts; the api's own tokens (personal access tokens) have none. */
const looksLikeJwt = (token: string) => token.split(".").length === 3;

/** What the api answers about a token that is not one it accepts: the token is bad, not the api. */
const REFUSALS = new Set<ErrorCode | undefined>([
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "BAD_USER_INPUT",
]);

/** A live session as who is asking, with its (fresh) access token. */
const sessionAuth = (session: Session, tokens: SessionTokens): Extract<RequestAuth, { kind: "session" }> => ({
  kind: "session",
  sub: session.sub,
  tenant: session.tenant,
  accessToken: tokens.accessToken,
  session,
});

/** The header the print pages send their ticket in. */
export const PRINT_TICKET_HEADER = "x-print-ticket";

export class RequestAuthenticator {
  private readonly config: GatewayConfig;
  private readonly sessionSecret: string;
  private readonly sessions: SessionStore;
  private readonly printTickets: PrintTickets;
  private readonly oidc: OidcClient;
  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  /** Bearer JWTs verified lately (verified-bearers.ts). */
  private readonly verified = new VerifiedBearers();

  constructor(deps: {
    config: GatewayConfig;
    sessionSecret: string;
    sessions: SessionStore;
    printTickets: PrintTickets;
    oidc: OidcClient;
  }) {
    this.config = deps.config;
    this.sessionSecret = deps.sessionSecret;
    this.sessions = deps.sessions;
    this.printTickets = deps.printTickets;
    this.oidc = deps.oidc;
  }

  async authenticate(req: IncomingMessage): Promise<RequestAuth> {
    const ticket = req.headers[PRINT_TICKET_HEADER];
    if (typeof ticket === "string" && ticket) return this.fromPrintTicket(ticket);
    const header = req.headers.authorization;
    if (header) return this.fromBearer(header);
    const cookie = readCookie(req, SESSION_COOKIE);
    if (cookie) return this.fromSessionCookie(cookie);
    return { kind: "anonymous" };
  }

  private async fromSessionCookie(cookie: string): Promise<RequestAuth> {
    const id = unsign(cookie, this.sessionSecret);
    const session = id ? await this.sessions.get(id, { activity: true }) : undefined;
    if (!session) return { kind: "invalid", reason: "session" };
    try {
      const tokens = await this.freshTokens(session);
      if (!tokens) return { kind: "invalid", reason: "session" };
      if (sessionLacksSecondFactor(tokens)) {
        await this.sessions.destroy(session.id);
        return { kind: "invalid", reason: MISSING_SECOND_FACTOR };
      }
      return sessionAuth(session, tokens);
    } catch (error) {
      // The provider refused the refresh token: the session is over. Anything else (the
      // provider unreachable) is passing, and must not sign the user out.
      if (!(error instanceof client.ResponseBodyError)) {
        throw gatewayError("UPSTREAM_UNAVAILABLE", ERROR_TEXTS.upstreamUnavailable("sign-in"), {
          httpStatus: 503,
        });
      }
      await this.sessions.destroy(session.id);
      return {
        kind: "invalid",
        reason: refreshRefusedForSecondFactor(error) ? MISSING_SECOND_FACTOR : "refresh",
      };
    }
  }

  /** A print ticket for whoever is signed in here, scoped to one report definition of one client. */
  async issuePrintTicket(
    auth: RequestAuth,
    scope: PrintScope,
  ): Promise<{ ticket: string; expiresAt: number } | undefined> {
    if (auth.kind !== "session" && auth.kind !== "bearer") return undefined;
    const credential: PrintGrant["credential"] =
      auth.kind === "session"
        ? { kind: "session", sessionId: auth.session.id }
        : { kind: "bearer", accessToken: auth.accessToken };
    return this.printTickets.issue({ scope, sub: auth.sub, tenant: auth.tenant, credential });
  }

  /**
   * The user behind a credential kept for later (a document job, on whichever instance runs it):
   * the session if it is still live, its tokens refreshed; a Bearer token checked again, so a
   * revoked or expired one no longer reads. Undefined when the credential no longer works.
   */
  async resume(
    credential: PrintCredential,
  ): Promise<Extract<RequestAuth, { kind: "session" | "bearer" }> | undefined> {
    if (credential.kind === "bearer") {
      const auth = await this.fromBearer(`Bearer ${credential.accessToken}`);
      return auth.kind === "bearer" ? auth : undefined;
    }
    const session = await this.sessions.get(credential.sessionId);
    const tokens = session && (await this.freshTokens(session));
    if (!session || !tokens || sessionLacksSecondFactor(tokens)) return undefined;
    return sessionAuth(session, tokens);
  }

  private async fromPrintTicket(ticket: string): Promise<RequestAuth> {
    const grant = await this.printTickets.verify(ticket);
    if (!grant) return { kind: "invalid", reason: "print-ticket" };
    let accessToken: string;
    if (grant.credential.kind === "bearer") accessToken = grant.credential.accessToken;
    else {
      const session = await this.sessions.get(grant.credential.sessionId);
      if (!session) return { kind: "invalid", reason: "print-ticket" };
      const tokens = await this.freshTokens(session);
      if (!tokens) return { kind: "invalid", reason: "print-ticket" };
      if (sessionLacksSecondFactor(tokens)) return { kind: "invalid", reason: MISSING_SECOND_FACTOR };
      accessToken = tokens.accessToken;
    }
    return { kind: "print", sub: grant.sub, tenant: grant.tenant, accessToken, scope: grant.scope };
  }

  /** Refreshes shortly before expiry, once for all requests and instances; undefined: the session ended. */
  private async freshTokens(session: Session): Promise<SessionTokens | undefined> {
    if (session.tokens.expiresAt - Date.now() > REFRESH_MARGIN_MS) return session.tokens;
    return this.sessions.refreshTokens(session, (refreshToken) => this.oidc.refresh(refreshToken));
  }

  /** An `Authorization` header's value; also what a WebSocket sends in its connectionParams. */
  async fromBearer(header: string): Promise<RequestAuth> {
    const token = bearerTokenOf(header);
    // No Bearer token sent (another scheme): the challenge names the scheme, no token was refused.
    if (!token) return { kind: "invalid", reason: "bearer" };
    if (!looksLikeJwt(token)) return this.fromOpaqueToken(token);
    const verified = this.verified.get(token);
    if (verified) return verified;
    try {
      const { payload } = await jwtVerify(token, await this.keySet(), {
        issuer: this.config.OIDC_ISSUER,
        audience: this.config.OIDC_AUDIENCE,
      });
      const tenant = typeof payload.tenant === "string" ? payload.tenant : "";
      if (!payload.sub || !tenant) return { kind: "invalid", reason: "bearer", bearer: true };
      if (lacksRequiredSecondFactor(payload))
        return { kind: "invalid", reason: MISSING_SECOND_FACTOR, bearer: true };
      const expiresAt = typeof payload.exp === "number" ? payload.exp * 1000 : Number.POSITIVE_INFINITY;
      const auth = {
        kind: "bearer" as const,
        sub: payload.sub,
        tenant,
        accessToken: token,
        expiresAt,
        grant: grantOf(payload),
      };
      this.verified.keep(token, auth);
      return auth;
    } catch {
      return { kind: "invalid", reason: "bearer", bearer: true };
    }
  }

  /**
   * A token the api issued itself (a personal access token): the api says whose it is, on every
   * request, so that a revoked one is refused here at once too. Only the api knows such tokens;
   * the gateway neither stores nor recognises them.
   */
  private async fromOpaqueToken(token: string): Promise<RequestAuth> {
    const core = new CoreApi({ token, ...upstreamCallsOf(this.config), baseUrl: this.config.CORE_API_URL });
    try {
      const current = await core.currentPersonalAccessToken();
      const expiresAt = Date.parse(current.expiresDate);
      return { kind: "bearer", sub: current.sub, tenant: current.tenant, accessToken: token, expiresAt };
    } catch (error) {
      if (error instanceof GraphQLError && REFUSALS.has(error.extensions?.code as ErrorCode | undefined)) {
        // The api says why (revoked, expired, made without a second factor now required).
        return { kind: "invalid", reason: "bearer", bearer: true, message: error.message };
      }
      // The api did not answer: its own failure says how (timed out, breaker open) in `reason`,
      // as for any call a bearer makes through it.
      if (error instanceof GraphQLError && error.extensions?.reason) throw error;
      throw gatewayError("UPSTREAM_UNAVAILABLE", ERROR_TEXTS.upstreamUnavailable("sign-in"), {
        httpStatus: 503,
      });
    }
  }

  private async keySet() {
    if (!this.jwks) {
      const metadata = (await this.oidc.configuration()).serverMetadata();
      if (!metadata.jwks_uri) throw new Error("The identity provider publishes no jwks_uri.");
      this.jwks = createRemoteJWKSet(new URL(metadata.jwks_uri));
    }
    return this.jwks;
  }
}

/** A sign-in's grant, or else (client credentials carry none) the service account's client. */
function grantOf(payload: JWTPayload): string | undefined {
  if (typeof payload.gid === "string") return `grant:${payload.gid}`;
  if (typeof payload.client_id === "string") return `client:${payload.client_id}`;
  return undefined;
}
