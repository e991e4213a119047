import type { ApolloServerPlugin } from "@apollo/server";
import { Counter, DURATION_BUCKETS, Histogram, metrics } from "@alm/logging";
import type { GraphQLFormattedError } from "graphql";
import type { RequestAuth } from "../auth/request-auth.ts";

/**
 * GraphQL operations by name and outcome (README, "Metrics"). A name is the client's to choose:
 * the first MAX_NAMES distinct names are kept as they are (the web app's operations are some
 * fifty), any later one counts as OTHER, so a client inventing names cannot grow the series.
 * Only a signed-in caller's names, or the web app's own operations under their own names, take a place: anonymous
 * requests of invented names took all of them, and every real operation then counted as OTHER
 * until a restart (an operator's review).
 */
const MAX_NAMES = 200;
const OTHER = "(other)";
const ANONYMOUS = "(anonymous)";
const names = new Set<string>();

const operations = new Counter({
  name: "gateway_graphql_operations_total",
  help: "GraphQL operations answered, by operation name, type and outcome (ok, or the first error's code)",
  labelNames: ["operation", "type", "outcome"] as const,
  registers: [metrics],
});
const durations = new Histogram({
  name: "gateway_graphql_operation_duration_seconds",
  help: "GraphQL operations over HTTP, from the request's start to the answer, by operation name and type",
  labelNames: ["operation", "type"] as const,
  buckets: DURATION_BUCKETS,
  registers: [metrics],
});

function nameLabel(name: string | null | undefined, mayTakePlace: boolean): string {
  if (!name) return ANONYMOUS;
  if (names.has(name)) return name;
  if (!mayTakePlace || names.size >= MAX_NAMES) return OTHER;
  names.add(name);
  return name;
}

/**
 * `ok`, or the first error's code: codes are the gateway's and Apollo's own (errors/error-codes.ts,
 * GRAPHQL_VALIDATION_FAILED...), never a client's words, so they are few.
 */
function outcomeOf(errors: readonly GraphQLFormattedError[] | undefined): string {
  if (!errors?.length) return "ok";
  const code = errors[0]?.extensions?.code;
  return typeof code === "string" ? code : "(no code)";
}

/**
 * One operation answered, outside Apollo too (the report answer route's bytes and 304s, whose
 * callers are signed in). `mayTakePlace`: its name may take one of the places left.
 */
export function countOperation(
  name: string | null | undefined,
  type: string,
  errors?: readonly GraphQLFormattedError[],
  seconds?: number,
  mayTakePlace = true,
): void {
  const operation = nameLabel(name, mayTakePlace);
  operations.inc({ operation, type, outcome: outcomeOf(errors) });
  if (seconds !== undefined) durations.observe({ operation, type }, seconds);
}

/**
 * Counts every operation Apollo answers over HTTP (subscriptions over the socket are not
 * requests). `shipped`: whether a document is one of the web app's own.
 */
export function operationMetricsPlugin(
  shipped: (text: string) => boolean,
): ApolloServerPlugin<{ auth: RequestAuth }> {
  return {
    requestDidStart: async () => {
      const started = performance.now();
      return {
        // An operation refused before it was resolved (syntax, validation) has only the name sent.
        willSendResponse: async ({ operationName, operation, request, response, contextValue }) => {
          const errors = response.body.kind === "single" ? response.body.singleResult.errors : undefined;
          const seconds = (performance.now() - started) / 1000;
          // No context when the request failed before one was made (its credential refused).
          const auth = (contextValue as { auth?: RequestAuth } | undefined)?.auth;
          const signedIn = auth !== undefined && auth.kind !== "anonymous";
          countOperation(
            operationName ?? request.operationName,
            operation?.operation ?? "unknown",
            errors,
            seconds,
            // A shipped document's own name only: sent under another, Apollo finds no operation of
            // that name (operationName null), and the name sent would be the stranger's.
            signedIn || (operationName != null && request.query !== undefined && shipped(request.query)),
          );
        },
      };
    },
  };
}
