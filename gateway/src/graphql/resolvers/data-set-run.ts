import type { Resolvers } from "../../generated/graphql.ts";
import { orFailure } from "../failures.ts";
import { toId } from "../ids.ts";

/** 409 texts of the api's run route: 'The data set '…' is already running.' or '… cannot be run: it is locked.' */
const ALREADY_RUNNING = /is already running/;

export const dataSetRunResolvers: Resolvers = {
  Mutation: {
    runDataSet: (_root, { id }, ctx) =>
      orFailure(
        async () => ({
          __typename: "DataSetRunStarted" as const,
          dataSet: await ctx.base.runDataSet(toId(id)),
        }),
        [
          { code: "CONFLICT", text: ALREADY_RUNNING, as: "ResourceInUse" },
          { code: "CONFLICT", as: "ResourceLocked" },
        ],
      ),
  },
};
