import type { Resolvers } from "../generated/graphql.ts";
import { runStatusOf } from "../graphql/enums.ts";

export const statusEventResolvers: Resolvers = {
  DataSetStatusEvent: {
    clientId: (e) => String(e.clientId),
    dataSetId: (e) => String(e.itemId),
    status: (e) => runStatusOf(e.status),
    dataSet: async (e) => (await e.context()).loaders.dataSet.load({ clientId: e.clientId, id: e.itemId }),
  },
  ReportDefinitionStatusEvent: {
    clientId: (e) => String(e.clientId),
    reportDefinitionId: (e) => String(e.itemId),
    status: (e) => runStatusOf(e.status),
    reportDefinition: async (e) =>
      (await e.context()).loaders.reportDefinition.load({ clientId: e.clientId, id: e.itemId }),
  },
};
