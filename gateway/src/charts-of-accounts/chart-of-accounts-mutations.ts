import { INPUT_FAILURE_CODES } from "../errors/failure-codes.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { ChartOfAccountsModel } from "../models/analysis-models.ts";
import { nestCoaNodes } from "./coa-tree.ts";
import { notFoundOf, orFailure, readOrNotFound, type FailureRule } from "../graphql/failures.ts";
import { globalId, toId } from "../graphql/ids.ts";

const SAVE_FAILURES: FailureRule<"DuplicateName" | "ResourceLocked" | "ValidationFailed">[] = [
  { codes: ["DUPLICATE_NAME"], as: "DuplicateName" },
  { codes: ["CHART_OF_ACCOUNTS_LOCKED"], as: "ResourceLocked" },
  { codes: INPUT_FAILURE_CODES, as: "ValidationFailed" },
];

const saved = (run: () => Promise<ChartOfAccountsModel>) =>
  orFailure(
    async () => ({ __typename: "ChartOfAccountsSaved" as const, chartOfAccounts: await run() }),
    SAVE_FAILURES,
  );

/** A NOT_FOUND said of the client (`clientId`) or chart (`id`) the mutation names, as sent. */
const ofClient = <T>(clientId: string, run: () => Promise<T>) =>
  readOrNotFound(notFoundOf("Client", clientId, "clientId"), run);
const ofChart = <T>(id: string, run: () => Promise<T>) =>
  readOrNotFound(notFoundOf("ChartOfAccounts", id, "id"), run);

export const chartOfAccountsMutationResolvers: Resolvers = {
  Mutation: {
    importChartOfAccounts: (_root, { clientId, name, sourceRunResultId }, ctx) =>
      ofClient(clientId, () =>
        saved(() =>
          ctx.base.importChartOfAccounts(toId(clientId, "Client", "clientId"), name, sourceRunResultId),
        ),
      ),
    saveChartOfAccountsAsNew: (_root, { clientId, name, nodes }, ctx) => {
      const client = toId(clientId, "Client", "clientId");
      const tree = nestCoaNodes(nodes);
      return ofClient(clientId, () => saved(() => ctx.base.saveChartOfAccountsAsNew(client, name, tree)));
    },
    updateChartOfAccounts: (_root, { id, name, nodes }, ctx) => {
      const chartId = toId(id, "ChartOfAccounts");
      const coa = nodes ? nestCoaNodes(nodes) : undefined;
      return ofChart(id, () =>
        saved(() => ctx.base.updateChartOfAccounts(chartId, { name: name ?? undefined, coa })),
      );
    },
    deleteChartOfAccounts: (_root, { id }, ctx) =>
      ofChart(id, () =>
        orFailure(async () => {
          const done = await ctx.base.deleteChartOfAccounts(toId(id, "ChartOfAccounts"));
          return {
            __typename: "ChartOfAccountsDeleted" as const,
            id: globalId("ChartOfAccounts", done.chartOfAccountsId),
          };
        }, [{ codes: ["CHART_OF_ACCOUNTS_IN_USE"], as: "ResourceInUse" }]),
      ),
  },
};
