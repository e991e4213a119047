import type { IncomingMessage } from "node:http";
import { failedWith } from "@alm/logging";
import type { NextFunction, Request, Response } from "express";
import { GraphQLError } from "graphql";
import type { RequestAuth, RequestAuthenticator } from "../auth/request-auth.ts";
import { rateLimitHeaders, type CallerRateLimits } from "../graphql/caller-rate-limits.ts";
import type { CheckedDocuments } from "../graphql/checked-documents.ts";
import { gatewayError, STORE_UNAVAILABLE_REASON, withReason } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { VariableValues } from "../graphql/operation-meter.ts";

/** One authentication per request, shared by the edge checks and the GraphQL context. */
export function authOncePerRequest(authenticator: RequestAuthenticator) {
  const known = new WeakMap<IncomingMessage, Promise<RequestAuth>>();
  return (req: IncomingMessage): Promise<RequestAuth> => {
    let auth = known.get(req);
    if (!auth) {
      auth = authenticator.authenticate(req);
      known.set(req, auth);
    }
    return auth;
  };
}

/** When to ask again while the gateway's database cannot be reached. */
const STORE_RETRY_AFTER_SECONDS = 5;

const sendErrors = (res: Response, status: number, errors: readonly GraphQLError[]) =>
  res.status(status).json({ errors: errors.map((e) => withReason(e.toJSON())) });

/**
 * Before the body is even read: the caller's budget in RateLimit headers on every answer, and
 * HTTP 429 with Retry-After once the window is full.
 */
export function rateLimitMiddleware(
  limits: CallerRateLimits,
  authOf: (req: IncomingMessage) => Promise<RequestAuth>,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    // A failing credential is Apollo's to answer; it still counts, as a stranger's request.
    const auth = await authOf(req).catch((): RequestAuth => ({ kind: "anonymous" }));
    let decision: Awaited<ReturnType<CallerRateLimits["take"]>>;
    try {
      decision = await limits.take(auth, req);
    } catch (error) {
      // The count lives in the gateway's database, as the sessions do: unreachable, nothing here
      // can be answered, and a 500 "internal error" told the caller nothing to do (an operator's review).
      failedWith(res, error);
      res.set("retry-after", String(STORE_RETRY_AFTER_SECONDS));
      return sendErrors(res, 503, [
        gatewayError("UPSTREAM_UNAVAILABLE", ERROR_TEXTS.storeUnavailable, {
          reason: STORE_UNAVAILABLE_REASON,
        }),
      ]);
    }
    const { budget, refused } = decision;
    res.set(rateLimitHeaders(budget));
    if (!refused) return next();
    res.set("retry-after", String(refused.retryAfterSeconds));
    return sendErrors(res, 429, [refused.error]);
  };
}

function queryTextOf(req: Request): unknown {
  if (req.method === "POST") return (req.body as { query?: unknown } | undefined)?.query;
  // req.url: the persisted documents middleware puts a hash's document there.
  if (req.method === "GET") return new URL(req.url, "http://gateway").searchParams.get("query");
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The variables sent (a connection's `first` may be one); malformed ones are Apollo's to refuse. */
function variablesOf(req: Request): VariableValues {
  if (req.method === "POST") {
    const variables = (req.body as { variables?: unknown } | undefined)?.variables;
    return isRecord(variables) ? variables : {};
  }
  const text = req.method === "GET" ? new URL(req.url, "http://gateway").searchParams.get("variables") : null;
  try {
    const variables: unknown = text ? JSON.parse(text) : {};
    return isRecord(variables) ? variables : {};
  } catch {
    return {};
  }
}

/**
 * Before Apollo (and the report cache): tokens, root fields, aliases, depth and cost, on the
 * parsed document only, so that a flood is refused in a few milliseconds, before graphql-js
 * validation walks it. Syntax errors go on to Apollo, which reports them as usual.
 */
export function documentLimitsMiddleware(checked: CheckedDocuments) {
  return (req: Request, res: Response, next: NextFunction) => {
    const text = queryTextOf(req);
    if (typeof text !== "string") return next();
    const { document, limitErrors } = checked.check(text, variablesOf(req));
    if (document instanceof GraphQLError) {
      return document.extensions.code ? sendErrors(res, 400, [document]) : next();
    }
    return limitErrors.length ? sendErrors(res, 400, limitErrors) : next();
  };
}
