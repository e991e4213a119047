import type { Resolvers } from "../generated/graphql.ts";
import { runStatusOf, statusChangeOf } from "../graphql/enums.ts";
import { globalId } from "../graphql/ids.ts";

export const statusEventResolvers: Resolvers = {
  DataSetStatusEvent: {
    id: (e) => e.eventId,
    clientId: (e) => globalId("Client", e.clientId),
    dataSetId: (e) => globalId("DataSet", e.clientId, e.itemId),
    status: (e) => runStatusOf(e.status),
    change: (e) => statusChangeOf(e.action) ?? "OTHER",
    createdAt: (e) => e.occurredAt,
    // Read when the event is sent, which may be after a later change: it carries its own status.
    dataSet: async (e) => {
      const dataSet = await (await e.context()).loaders.dataSet.load({ clientId: e.clientId, id: e.itemId });
      return dataSet && e.status ? { ...dataSet, status: e.status } : dataSet;
    },
  },
  ReportDefinitionStatusEvent: {
    id: (e) => e.eventId,
    clientId: (e) => globalId("Client", e.clientId),
    reportDefinitionId: (e) => globalId("ReportDefinition", e.clientId, e.itemId),
    status: (e) => runStatusOf(e.status),
    change: (e) => statusChangeOf(e.action) ?? "OTHER",
    createdAt: (e) => e.occurredAt,
    reportDefinition: async (e) =>
      (await e.context()).loaders.reportDefinition.load({ clientId: e.clientId, id: e.itemId }),
  },
};
