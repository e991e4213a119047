import type { ApolloServerPlugin } from "@apollo/server";
import type { GatewayContext } from "./context.ts";
import { operationCost, type QueryLimits } from "./query-limits.ts";

/**
 * Every answer says what its operation cost against the limit (`extensions.cost`), so that a
 * consumer sees how close a query runs to QUERY_TOO_COMPLEX before it gets there.
 */
export function costExtensionPlugin(limits: QueryLimits): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart: async () => {
      let cost: number | undefined;
      return {
        didResolveOperation: async ({ schema, document, operation, request }) => {
          cost = operation ? operationCost(schema, document, operation, request.variables ?? {}) : undefined;
        },
        willSendResponse: async ({ response }) => {
          if (cost === undefined || response.body.kind !== "single") return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: { requested: cost, limit: limits.maxCost } };
        },
      };
    },
  };
}
