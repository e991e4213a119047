import type { ApolloServerPlugin } from "@apollo/server";
import { Counter, DURATION_BUCKETS, Histogram, metrics } from "@alm/logging";
import type { GraphQLFormattedError } from "graphql";

/**
 * GraphQL operations by name and outcome (README, "Metrics"). A name is the client's to choose:
 * the first MAX_NAMES distinct names are kept as they are (the web app's operations are some
 * fifty), any later one counts as OTHER, so a client inventing names cannot grow the series.
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

function nameLabel(name: string | null | undefined): string {
  if (!name) return ANONYMOUS;
  if (names.has(name)) return name;
  if (names.size >= MAX_NAMES) return OTHER;
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

/** One operation answered, outside Apollo too (the report answer route's bytes and 304s). */
export function countOperation(
  name: string | null | undefined,
  type: string,
  errors?: readonly GraphQLFormattedError[],
  seconds?: number,
): void {
  const operation = nameLabel(name);
  operations.inc({ operation, type, outcome: outcomeOf(errors) });
  if (seconds !== undefined) durations.observe({ operation, type }, seconds);
}

/** Counts every operation Apollo answers over HTTP (subscriptions over the socket are not requests). */
export const operationMetricsPlugin: ApolloServerPlugin = {
  requestDidStart: async () => {
    const started = performance.now();
    return {
      // An operation refused before it was resolved (syntax, validation) has only the name sent.
      willSendResponse: async ({ operationName, operation, request, response }) => {
        const errors = response.body.kind === "single" ? response.body.singleResult.errors : undefined;
        const seconds = (performance.now() - started) / 1000;
        countOperation(
          operationName ?? request.operationName,
          operation?.operation ?? "unknown",
          errors,
          seconds,
        );
      },
    };
  },
};
