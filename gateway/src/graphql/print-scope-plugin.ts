import type { ApolloServerPlugin } from "@apollo/server";
import { Kind } from "graphql";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { PlatformContext } from "./context.ts";

/** What a print page reads; each of these checks the ticket's client and report definition. */
const PRINT_FIELDS = new Set([
  "report",
  "reportDefinition",
  "reportDefinitionByDatabaseId",
  "client",
  "whatIf",
  "__typename",
]);

/**
 * A print ticket carries its user's access token upstream, so it is fenced here, before any
 * resolver runs: queries of the print pages' fields only, never a mutation.
 */
export const printScopePlugin: ApolloServerPlugin<PlatformContext> = {
  requestDidStart: async () => ({
    didResolveOperation: async ({ contextValue, operation }) => {
      if (contextValue.auth.kind !== "print") return;
      const allowed =
        operation?.operation === "query" &&
        operation.selectionSet.selections.every(
          (s) => s.kind === Kind.FIELD && PRINT_FIELDS.has(s.name.value),
        );
      if (!allowed) throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.signInRequired);
    },
  }),
};
