import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { GraphQLError } from "graphql";
import type { RequestAuth, RequestAuthenticator } from "../auth/request-auth.ts";
import { rateLimitHeaders, type CallerRateLimits } from "../graphql/caller-rate-limits.ts";
import type { CheckedDocuments } from "../graphql/checked-documents.ts";
import { withReason } from "../errors/error-codes.ts";
import type { VariableValues } from "../graphql/query-limits.ts";

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
    const { budget, refused } = await limits.take(auth, req);
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
