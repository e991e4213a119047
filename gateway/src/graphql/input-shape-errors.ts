import type { ApolloServerPlugin } from "@apollo/server";
import {
  GraphQLError,
  validate,
  ValuesOfCorrectTypeRule,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import { ERROR_TEXTS } from "../errors/error-texts.ts";

const keyOf = (e: GraphQLError) => JSON.stringify([e.message, e.locations]);

/**
 * A value of the wrong shape written into the document (a @oneOf input given two keys, an input
 * object without a required field or with an unknown one, a string where an Int goes) fails
 * graphql-js's ValuesOfCorrectTypeRule while validating, which Apollo codes
 * GRAPHQL_VALIDATION_FAILED; the same value sent as a variable fails its coercion,
 * BAD_USER_INPUT. It is one rule (docs/api.md: an argument in another form is BAD_USER_INPUT), so
 * the errors of that rule are given the input's code, which error-codes.ts's withInputCode keeps
 * over HTTP and the socket's coding keeps as it is. The rule is run again on its own to tell its
 * errors from the others' only when the document has errors at all.
 */
export function withInputShapeCodes(
  schema: GraphQLSchema,
  document: DocumentNode,
  errors: readonly GraphQLError[],
): readonly GraphQLError[] {
  if (!errors.length) return errors;
  const ofShape = new Set(validate(schema, document, [ValuesOfCorrectTypeRule]).map(keyOf));
  for (const error of errors) {
    if (!ofShape.has(keyOf(error))) continue;
    // Apollo passes on the scalar's error inside (ID's own, say) as the cause: both carry the code.
    // graphql-js's carry none of their own; a scalar of ours keeps its own.
    for (const e of [error, error.originalError]) {
      if (e instanceof GraphQLError && !e.extensions.code) {
        (e.extensions as Record<string, unknown>).code = "BAD_USER_INPUT";
      }
    }
    withShapeMessage(error);
  }
  return errors;
}

/**
 * graphql-js's refusal of a value's shape says what is wrong in its message alone: it is given the
 * `messages` entry every refusal of an input has, whose `field` input-fields.ts then names.
 */
export function withShapeMessage(error: GraphQLError): void {
  const extensions = error.extensions as Record<string, unknown>;
  if (extensions.messages) return;
  extensions.messages = [{ error: error.message, resolution: ERROR_TEXTS.inputShape }];
}

/** Over HTTP: Apollo validates; its errors are coded as they leave validation. */
export const inputShapeCodesPlugin: ApolloServerPlugin = {
  requestDidStart: async () => ({
    validationDidStart:
      async ({ schema, document }) =>
      async (errors) => {
        const graphqlErrors = (errors ?? []).filter((e): e is GraphQLError => e instanceof GraphQLError);
        withInputShapeCodes(schema, document, graphqlErrors);
      },
  }),
};
