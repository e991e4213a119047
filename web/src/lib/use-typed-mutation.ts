import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { failureOf, type Failure } from "./failure-fields.ts";

/** The one root field of a mutation's answer. */
export type RootField<TData> = TData[Exclude<keyof TData, "__typename">];

/** What a mutation with one root field answered: its result, and the typed failure when it is one. */
export interface MutationOutcome<TData> {
  result: RootField<TData> | undefined;
  failure: Failure | undefined;
}

/**
 * A mutation whose root field answers a success type or a typed failure (`...FailureFields`):
 * `run(variables)` resolves to the result and, unmasked, its failure. Errors (network, GraphQL)
 * reject as with `useMutation`.
 */
export function useTypedMutation<TData extends object, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: useMutation.Options<TData, TVariables>,
) {
  // Apollo's overloads tell required variables from optional ones; this hook always passes them.
  const [mutate, state] = useMutation<TData, TVariables>(document, options as never);
  const run = useCallback(
    async (variables: TVariables): Promise<MutationOutcome<TData>> => {
      const { data } = await mutate({ variables } as never);
      const field = data ? Object.keys(data).find((key) => key !== "__typename") : undefined;
      const result = data && field ? (data[field as keyof TData] as RootField<TData>) : undefined;
      return { result, failure: failureOf(result as { __typename?: string } | undefined) };
    },
    [mutate],
  );
  return [run, state] as const;
}
