import type { Resolvers } from "../generated/graphql.ts";
import { requireSignedIn } from "../graphql/context.ts";
import { dataSetFileKindOf, dataSetTypeOf, resultSetTypeOf, runStatusOf } from "../graphql/enums.ts";
import { gatewayError } from "../errors/error-codes.ts";
import { optionalId, toId } from "../graphql/ids.ts";

export const dataSetResolvers: Resolvers = {
  Query: {
    dataSet: async (_root, args, ctx) => {
      requireSignedIn(ctx);
      const key = { clientId: toId(args.clientId, "clientId"), id: toId(args.id) };
      const found = await ctx.loaders.dataSet.load(key);
      if (!found) throw gatewayError("NOT_FOUND", `No data set with id '${args.id}'.`);
      return found;
    },
    dataSetNameTaken: (_root, args, ctx) => {
      requireSignedIn(ctx);
      return ctx.base.dataSetNameTaken(
        toId(args.clientId, "clientId"),
        args.name,
        optionalId(args.exceptId, "exceptId"),
      );
    },
  },
  DataSet: {
    id: (d) => String(d.id),
    clientId: (d) => String(d.clientId),
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
