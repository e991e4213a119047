import type { Resolvers } from "../generated/graphql.ts";
import type { ChartOfAccountsModel, CoaNodeModel } from "../models/analysis-models.ts";
import type { PlatformContext } from "../graphql/context.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { notFoundOf, readOrNotFound } from "../graphql/failures.ts";
import { globalId, toId } from "../graphql/ids.ts";

/** List entries carry no tree: the full chart is read once per request when a field needs it. */
async function full(ctx: PlatformContext, chart: ChartOfAccountsModel): Promise<ChartOfAccountsModel> {
  return chart.coa ? chart : ctx.loaders.chartOfAccounts.load(chart.chartOfAccountsId);
}

/** A chart saved before creation dates were kept reads as created at its last change. */
const createdDateOf = async (ctx: PlatformContext, chart: ChartOfAccountsModel) =>
  chart.createdDate ?? (await full(ctx, chart)).createdDate ?? chart.updatedDate;

function walk(root: CoaNodeModel): CoaNodeModel[] {
  return [root, ...root.children.flatMap(walk)];
}

const KINDS = { 2: "GROUP", 4: "LEAF", 7: "TOTAL" } as const;

/** A chart by its id, for the chartOfAccounts field and node alike. */
export function readChartOfAccounts(ctx: PlatformContext, id: string) {
  requireSignedIn(ctx);
  return ctx.loaders.chartOfAccounts.load(toId(id, "ChartOfAccounts"));
}

export const chartOfAccountsResolvers: Resolvers = {
  Query: {
    chartOfAccounts: (_root, { id }, ctx) =>
      readOrNotFound(notFoundOf("ChartOfAccounts", id, "id"), () => readChartOfAccounts(ctx, id)),
  },
  ChartOfAccounts: {
    id: (c) => globalId("ChartOfAccounts", c.chartOfAccountsId),
    databaseId: (c) => c.chartOfAccountsId,
    clientId: (c) => globalId("Client", c.clientId),
    updatedBy: (c) => c.updatedBy ?? null,
    createdDate: (c, _args, ctx) => createdDateOf(ctx, c),
    createdAt: (c, _args, ctx) => createdDateOf(ctx, c),
    updatedAt: (c) => c.updatedDate,
    sourceRunResultId: async (c, _args, ctx) => (await full(ctx, c)).sourceRunResultId ?? null,
    isLocked: async (c, _args, ctx) => (await full(ctx, c)).isLocked ?? false,
    lockedReason: async (c, _args, ctx) => (await full(ctx, c)).lockedReason ?? null,
    root: async (c, _args, ctx) => (await full(ctx, c)).coa as CoaNodeModel,
    nodes: async (c, _args, ctx) => walk((await full(ctx, c)).coa as CoaNodeModel),
  },
  ChartOfAccountsNode: {
    id: (n) => String(n.id),
    // A node's ids name it within its chart (they are sent back as ChartOfAccountsNodeInput).
    parentId: (n) => (n.parentId === null || n.parentId === undefined ? null : String(n.parentId)),
    kind: (n) => KINDS[n.folderType as keyof typeof KINDS] ?? "LEAF",
  },
};
