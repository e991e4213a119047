import type { Resolvers } from "../generated/graphql.ts";
import { requireSignedIn, type PlatformContext } from "../graphql/context.ts";
import { dataSetFileKindOf, dataSetTypeOf, resultSetTypeOf, runStatusOf } from "../graphql/enums.ts";
import { globalId, itemKeyOf, optionalId, toId } from "../graphql/ids.ts";
import type { ClientItemKey } from "../graphql/loaders.ts";
import { notFoundOf, readOrNotFound } from "../graphql/failures.ts";

/**
 * A data set by its key, for the dataSet field and node alike: one path, one refusal. `asked` is
 * the id as sent, in the argument `field`.
 */
export async function readDataSet(ctx: PlatformContext, key: ClientItemKey, asked: string, field = "id") {
  requireSignedIn(ctx);
  return readOrNotFound(notFoundOf("DataSet", asked, field), () => ctx.loaders.dataSet.load(key));
}

export const dataSetResolvers: Resolvers = {
  Query: {
    dataSet: (_root, args, ctx) => {
      requireSignedIn(ctx);
      return readDataSet(ctx, itemKeyOf("DataSet", args), args.id);
    },
    dataSetNameTaken: (_root, args, ctx) => {
      requireSignedIn(ctx);
      return readOrNotFound(notFoundOf("Client", args.clientId, "clientId"), () =>
        ctx.base.dataSetNameTaken(
          toId(args.clientId, "Client", "clientId"),
          args.name,
          optionalId(args.exceptId, "DataSet", "exceptId"),
        ),
      );
    },
  },
  DataSet: {
    id: (d) => globalId("DataSet", d.clientId, d.id),
    databaseId: (d) => d.id,
    clientId: (d) => globalId("Client", d.clientId),
    type: (d) => dataSetTypeOf(d.dataSetType),
    typeLabel: (d) => d.dataSetTypeLabel,
    asOf: (d) => d.asOfDate,
    createdAt: (d) => d.createdDate,
    updatedAt: (d) => d.updatedDate,
    status: (d) => runStatusOf(d.status),
    isAttached: (d) => d.reportIds.length > 0,
    // Names, as users know report definitions (the client's list is loaded once per request).
    attachedReason: async (d, _args, ctx) => {
      if (!d.reportIds.length) return null;
      const list = await ctx.loaders.reportDefinitionsOfClient.load(d.clientId);
      const names = list.filter((r) => d.reportIds.includes(r.id)).map((r) => `'${r.name}'`);
      if (!names.length) return `Used by ${d.reportIds.length} report definition(s).`;
      return `Used by the report definition${names.length === 1 ? "" : "s"} ${names.join(", ")}.`;
    },
    canEdit: (d) => d.viewerCan.edit,
    canDelete: (d) => d.viewerCan.delete,
    reportDefinitions: async (d, _args, ctx) => {
      const list = await ctx.loaders.reportDefinitionsOfClient.load(d.clientId);
      return list.filter((r) => d.reportIds.includes(r.id));
    },
  },
  ResultSet: { type: (r) => resultSetTypeOf(r.typ) },
  DataSetFile: {
    id: (f) => String(f.id),
    fileKind: (f) => dataSetFileKindOf(f.kind),
    uploadedAt: (f) => f.uploadedDate,
  },
};
