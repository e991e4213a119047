import type { Resolvers } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { orFailure } from "../graphql/failures.ts";
import { WHAT_IF_FAILURES } from "./what-if.ts";
import { whatIfOrNotFound } from "./what-if-not-found.ts";
import { whatIfRequest } from "./what-if-request.ts";

/**
 * A message of the REST call's body, named as this input names it: the what-if's fields sit under
 * `whatIf` here ("changes[0].resize.group" named no field of the input, a review, 2026-12-06).
 */
function inWhatIf<M extends { field?: string | null; error: string }>(m: M): M {
  const field = m.field;
  if (!field || field === "description") return m;
  const error = m.error.startsWith(`${field}:`) ? `whatIf.${m.error}` : m.error;
  return { ...m, field: `whatIf.${field}`, error };
}

export const saveWhatIfResolvers: Resolvers = {
  Mutation: {
    saveWhatIf: async (_root, { input }, ctx) => {
      requireSignedIn(ctx);
      const { dataSetId, body } = whatIfRequest(input.whatIf);
      const outcome = await orFailure(
        async () => ({
          __typename: "WhatIfSaved" as const,
          dataSet: await whatIfOrNotFound(
            ctx,
            input.whatIf,
            () => ctx.core.saveWhatIf(dataSetId, { ...body, description: input.description }),
            "whatIf.",
          ),
        }),
        [...WHAT_IF_FAILURES, { codes: ["DUPLICATE_NAME"], as: "DuplicateName" as const }],
      );
      if (outcome.__typename === "WhatIfSaved") return outcome;
      return { ...outcome, messages: outcome.messages.map(inWhatIf) };
    },
  },
  DataSet: {
    // A source deleted meanwhile, or out of the viewer's reach, is no link.
    whatIfSource: async (d, _args, ctx) =>
      d.whatIfSourceId ? ctx.loaders.dataSet.load({ clientId: d.clientId, id: d.whatIfSourceId }) : null,
  },
};
