import { graphql } from "../generated/index.ts";
import type { FailureFieldsFragment } from "../generated/graphql.ts";

/**
 * What every mutation asks of a typed failure (schema interface Failure): the code the web
 * switches on, the headline, and each message with the field it is about and what to do.
 */
export const FailureFields = graphql(`
  fragment FailureFields on Failure {
    code
    message
    messages {
      error
      resolution
      field
    }
  }
`);

/** A typed failure as the mutations select it, with its type's name. */
export type Failure = FailureFieldsFragment & { __typename: string };

/**
 * The failure in a mutation's result, or undefined for any other answer. The fragment is masked
 * in the generated types; every member of the Failure interface carries `code` and `messages`.
 */
export function failureOf(result: unknown): Failure | undefined {
  // A root field may answer a scalar (setClientMfaRequired: Boolean): no failure type to read.
  if (typeof result !== "object" || result === null || !("code" in result) || !("messages" in result))
    return undefined;
  return result as Failure;
}
