import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { WWW_AUTHENTICATE, bearerChallenge } from "@alm/service";

/** The one error contract of the schema (ARCHITECTURE.md section 5). */
export type ErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "BAD_USER_INPUT"
  | "CONFLICT"
  | "UPSTREAM_UNAVAILABLE"
  | "DATA_FORMAT_ERROR"
  | "INTERNAL_SERVER_ERROR"
  // The public schema's limits (graphql/query-limits.ts, graphql/caller-rate-limits.ts).
  | "QUERY_TOO_COMPLEX"
  // Too many requests: the message says when to try again.
  | "RATE_LIMITED";

export interface ActionableMessage {
  error: string;
  resolution: string;
  /** The input the message is about, e.g. `name` or `recipients[2]`. */
  field?: string;
}

export function gatewayError(
  code: ErrorCode,
  message: string,
  options: {
    messages?: ActionableMessage[];
    httpStatus?: number;
    /**
     * The machine-readable reason (the api's envelope `reason`, or a FailureCode of the gateway's
     * own); the code again when nothing finer is known, as the api's own 401, 403 and 404 say.
     */
    reason?: string;
    /** UNAUTHENTICATED because the Bearer token sent was bad, expired or refused (not: none sent). */
    invalidToken?: boolean;
    /** RATE_LIMITED: when to ask again, the answer's Retry-After (seconds). */
    retryAfter?: string;
  } = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code,
      reason: options.reason ?? code,
      ...(options.messages?.length ? { messages: options.messages } : {}),
      ...httpOf(code, options),
    },
  });
}

/**
 * BAD_USER_INPUT about one argument: `extensions.messages` names it (`field`) and says what to send
 * instead, as docs/api.md promises of every refusal of an input.
 */
export const badUserInput = (field: string, error: string, resolution: string): GraphQLError =>
  gatewayError("BAD_USER_INPUT", error, { messages: [{ error, resolution, field }] });

/**
 * Apollo's `extensions.http` (stripped before sending): UNAUTHENTICATED is always a 401 with its
 * challenge, wherever it is raised, so one error has one status; other codes keep the status given.
 */
function httpOf(
  code: ErrorCode,
  options: { httpStatus?: number; invalidToken?: boolean; retryAfter?: string },
) {
  if (code === "UNAUTHENTICATED") {
    const headers = new Map([[WWW_AUTHENTICATE, bearerChallenge(options.invalidToken === true)]]);
    return { http: { status: 401, headers } };
  }
  // As the errors table has it: a caller past its turn is a 429 saying when to come back, over
  // GraphQL as over REST (a what-if refused for a full queue answered 200, a review, 2026-12-06).
  if (code === "RATE_LIMITED") {
    const headers = new Map(options.retryAfter ? [["retry-after", options.retryAfter]] : []);
    return { http: { status: 429, headers } };
  }
  return options.httpStatus ? { http: { status: options.httpStatus } } : {};
}

/** extensions.reason of an UPSTREAM_UNAVAILABLE that got no answer: why none came. */
export const UPSTREAM_NO_ANSWER_REASONS = {
  // The request's deadline (UPSTREAM_TIMEOUT_MS) passed.
  timeout: "UPSTREAM_TIMEOUT",
  unreachable: "UPSTREAM_UNREACHABLE",
  // Recent calls failed in a row: answered at once until a probe finds the upstream back.
  "circuit-open": "UPSTREAM_CIRCUIT_OPEN",
  // The request ended first (its caller went away): nobody reads this answer.
  abandoned: "UPSTREAM_CALL_ABANDONED",
} as const;

/** extensions.reason of an UPSTREAM_UNAVAILABLE when the gateway's own database cannot be reached. */
export const STORE_UNAVAILABLE_REASON = "GATEWAY_STORE_UNAVAILABLE";

/** REST statuses to codes: each status means what it says upstream too. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "CONFLICT";
  // 413: a file above the api's limit, which the user can split.
  if (status === 400 || status === 413 || status === 422) return "BAD_USER_INPUT";
  if (status === 429) return "RATE_LIMITED";
  if (status === 502 || status === 503 || status === 504) return "UPSTREAM_UNAVAILABLE";
  return "INTERNAL_SERVER_ERROR";
}

/**
 * Every error a caller gets names its reason (docs/api.md, "Errors"): the finer one where it is
 * known, else its code again, so a consumer can switch on `reason` alone. graphql-js's and Apollo's
 * own errors (a parse or validation failure) carry a code only; they get it here, as they leave.
 */
export function withReason(
  error: GraphQLFormattedError,
  fallbackCode = "INTERNAL_SERVER_ERROR",
): GraphQLFormattedError {
  // Apollo's `http` says how to answer (status, headers) and Apollo strips it from what it sends;
  // errors sent past Apollo (the edge's 429, a socket's refusal) carried it to the caller.
  const { http: _http, ...extensions } = error.extensions ?? {};
  const code = typeof extensions.code === "string" ? extensions.code : fallbackCode;
  return { ...error, extensions: { ...extensions, code, reason: extensions.reason ?? code } };
}

/**
 * A malformed value written into the document (an inline argument) fails graphql-js's validation,
 * which Apollo codes GRAPHQL_VALIDATION_FAILED, while the same value sent as a variable fails its
 * coercion, BAD_USER_INPUT. It is one rule (docs/api.md: an argument in another format is
 * BAD_USER_INPUT), so the input's code wins over HTTP too: a scalar's own, or the one a value of
 * the wrong shape was given (graphql/input-shape-errors.ts). The socket keeps both already.
 */
export function withInputCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const cause = error instanceof GraphQLError ? error.originalError : undefined;
  if (!(cause instanceof GraphQLError) || cause.extensions.code !== "BAD_USER_INPUT") return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code: "BAD_USER_INPUT" } };
}

/**
 * graphql-js's errors, coded as Apollo codes them over HTTP (a socket's parse or validation
 * failure); one that has a code already (an input's, input-shape-errors.ts) keeps it, with its reason.
 */
export const coded = (errors: readonly GraphQLError[], code: string): GraphQLError[] =>
  errors.map((e) => {
    if (typeof e.extensions.code === "string" && e.extensions.reason) return e;
    const own = typeof e.extensions.code === "string" ? e.extensions.code : code;
    return new GraphQLError(e.message, {
      nodes: e.nodes,
      source: e.source,
      positions: e.positions,
      path: e.path,
      originalError: e.originalError,
      extensions: { ...e.extensions, code: own, reason: own },
    });
  });
