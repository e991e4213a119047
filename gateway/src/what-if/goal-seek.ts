import type { Resolvers } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { orFailure } from "../graphql/failures.ts";
import { decimalOrNull, usdOf } from "../graphql/scalars/decimal-rounding.ts";
import { WHAT_IF_FAILURES } from "./what-if.ts";
import { whatIfOrNotFound } from "./what-if-not-found.ts";
import { whatIfRequest } from "./what-if-request.ts";

export const goalSeekResolvers: Resolvers = {
  Query: {
    goalSeek: (_root, { input }, ctx) => {
      requireSignedIn(ctx);
      const { dataSetId, body } = whatIfRequest(input);
      return orFailure(
        async () => ({
          __typename: "GoalSeek" as const,
          ...(await whatIfOrNotFound(ctx, input, () => ctx.core.goalSeek(dataSetId, body))),
        }),
        WHAT_IF_FAILURES,
      );
    },
  },
  GoalSeek: {
    amount: (g) => (g.amount === null ? null : usdOf(g.amount)),
    step: (g) => usdOf(g.step),
    reachedValue: (g) => decimalOrNull(g.reachedValue),
    valueOneStepLess: (g) => decimalOrNull(g.valueOneStepLess),
    groupBalance: (g) => usdOf(g.groupBalance),
  },
};
