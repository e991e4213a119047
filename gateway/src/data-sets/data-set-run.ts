import type { Resolvers } from "../generated/graphql.ts";
import { orFailure } from "../graphql/failures.ts";
import { toId } from "../graphql/ids.ts";
import { ofDataSet } from "./data-set-mutations.ts";

export const dataSetRunResolvers: Resolvers = {
  Mutation: {
    runDataSet: (_root, { id }, ctx) =>
      ofDataSet(id, () =>
        orFailure(
          async () => ({
            __typename: "DataSetRunStarted" as const,
            dataSet: await ctx.base.runDataSet(toId(id, "DataSet")),
          }),
          [
            { codes: ["DATA_SET_RUNNING"], as: "ResourceInUse" },
            { codes: ["DATA_SET_LOCKED"], as: "ResourceLocked" },
          ],
        ),
      ),
  },
};
