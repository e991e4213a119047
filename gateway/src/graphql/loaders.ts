import DataLoader from "dataloader";
import type { BaseApi } from "../datasources/base-api.ts";
import type { ChartOfAccountsModel, DataSetModel, ReportDefinitionModel } from "../models/analysis-models.ts";

export interface ClientItemKey {
  clientId: number;
  id: number;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Per request: one REST call per client list, however many fields ask for items of it. */
function listsByClient<T>(load: (clientId: number) => Promise<T[]>) {
  return new DataLoader<number, T[]>((clientIds) =>
    Promise.all(clientIds.map((id) => load(id).catch(asError))),
  );
}

/**
 * Items by id within their client's list: the REST API has no read by id, so every id asked
 * for in one tick is answered from a single list call per client.
 */
function itemsInClientLists<T extends { id: number }>(lists: DataLoader<number, T[]>) {
  return new DataLoader<ClientItemKey, T | null, string>(
    async (keys) => {
      const byClient = await lists.loadMany([...new Set(keys.map((k) => k.clientId))]);
      const clientIds = [...new Set(keys.map((k) => k.clientId))];
      return keys.map((key) => {
        const list = byClient[clientIds.indexOf(key.clientId)];
        if (list instanceof Error) return list;
        return list?.find((item) => item.id === key.id) ?? null;
      });
    },
    { cacheKeyFn: (k) => `${k.clientId}:${k.id}` },
  );
}

export function createLoaders(base: BaseApi) {
  const dataSetsOfClient = listsByClient<DataSetModel>((id) => base.dataSets(id));
  const reportDefinitionsOfClient = listsByClient<ReportDefinitionModel>((id) => base.reportDefinitions(id));
  return {
    dataSetsOfClient,
    reportDefinitionsOfClient,
    dataSet: itemsInClientLists(dataSetsOfClient),
    reportDefinition: itemsInClientLists(reportDefinitionsOfClient),
    chartOfAccounts: new DataLoader<number, ChartOfAccountsModel>((ids) =>
      Promise.all(ids.map((id) => base.chartOfAccounts(id).catch(asError))),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
