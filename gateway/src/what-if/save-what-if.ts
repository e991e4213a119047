import type { Resolvers } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { orFailure } from "../graphql/failures.ts";
import { WHAT_IF_FAILURES } from "./what-if.ts";
import { whatIfRequest } from "./what-if-request.ts";

export const saveWhatIfResolvers: Resolvers = {
  Mutation: {
    saveWhatIf: (_root, { input }, ctx) => {
      requireSignedIn(ctx);
      const { dataSetId, body } = whatIfRequest(input.whatIf);
      return orFailure(
        async () => ({
          __typename: "WhatIfSaved" as const,
          dataSet: await ctx.core.saveWhatIf(dataSetId, { ...body, description: input.description }),
        }),
        [...WHAT_IF_FAILURES, { codes: ["DUPLICATE_NAME"], as: "DuplicateName" as const }],
      );
    },
  },
  DataSet: {
    // A source deleted meanwhile, or out of the viewer's reach, is no link.
    whatIfSource: async (d, _args, ctx) =>
      d.whatIfSourceId ? ctx.loaders.dataSet.load({ clientId: d.clientId, id: d.whatIfSourceId }) : null,
  },
};
