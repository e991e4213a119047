import type { ApolloServerPlugin } from "@apollo/server";
import { BREAK, visit, type DocumentNode } from "graphql";
import type { RequestAuth } from "../auth/request-auth.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { ERROR_TEXTS } from "../errors/error-texts.ts";
import type { PlatformContext } from "./context.ts";

/** Signed-in consumers read the schema (codegen, BI tools); print links and strangers do not. */
export const mayReadSchema = (auth: RequestAuth) => auth.kind === "session" || auth.kind === "bearer";

function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

// graphql-js appends "Did you mean ...?" to validation errors: a map of the schema, field by field.
const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean [\s\S]*$/, "");

/**
 * Callers who may not read the schema get neither introspection nor its back door, the
 * field suggestions of validation errors.
 */
export const schemaPrivacyPlugin: ApolloServerPlugin<PlatformContext> = {
  requestDidStart: async () => ({
    didResolveOperation: async ({ contextValue, document }) => {
      if (!mayReadSchema(contextValue.auth) && asksForSchema(document))
        throw gatewayError("UNAUTHENTICATED", ERROR_TEXTS.introspectionNeedsSignIn);
    },
    willSendResponse: async ({ contextValue, response }) => {
      if (mayReadSchema(contextValue.auth) || response.body.kind !== "single") return;
      const result = response.body.singleResult;
      if (result.errors)
        response.body.singleResult = {
          ...result,
          errors: result.errors.map((e) => ({ ...e, message: withoutSuggestions(e.message) })),
        };
    },
  }),
};
