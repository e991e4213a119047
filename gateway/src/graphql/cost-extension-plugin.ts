import type { ApolloServerPlugin } from "@apollo/server";
import type { PlatformContext } from "./context.ts";
import type { PersistedDocuments } from "./persisted-documents.ts";
import { operationCost, type QueryLimits } from "./query-limits.ts";

/**
 * Every answer says what its operation cost against the limit (`extensions.cost`: `requested`
 * before it ran, `actual` with its lists' real sizes), so that a consumer sees how close a query
 * runs to QUERY_TOO_COMPLEX before it gets there. An operation whose lists took it past the limit
 * as it ran is answered as one refused before: 400 with the error, no data.
 */
export function costExtensionPlugin(
  limits: QueryLimits,
  persisted: PersistedDocuments,
): ApolloServerPlugin<PlatformContext> {
  return {
    requestDidStart: async () => {
      let cost: number | undefined;
      return {
        didResolveOperation: async ({ schema, document, operation, request, contextValue }) => {
          cost = operation ? operationCost(schema, document, operation, request.variables ?? {}) : undefined;
          contextValue.cost.requested = cost;
          contextValue.cost.shipped = persisted.ships(request.query ?? "");
        },
        willSendResponse: async ({ response, contextValue }) => {
          if (cost === undefined || response.body.kind !== "single") return;
          const { refused, actual } = contextValue.cost;
          if (refused) {
            response.http.status = 400;
            response.body.singleResult = { errors: [refused.toJSON()] };
          }
          const result = response.body.singleResult;
          result.extensions = {
            ...result.extensions,
            cost: { requested: cost, actual, limit: limits.maxCost },
          };
        },
      };
    },
  };
}
