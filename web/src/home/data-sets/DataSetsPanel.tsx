import { type FragmentType, getFragmentData, graphql } from "../../generated/index.ts";
import { DATA_SET_TYPE_LABELS } from "../../lib/data-set-name.ts";
import type { CardFlag } from "../card-rules.ts";
import { dataSetsEmptyMessage, defaultDataSetFilters, filterDataSets } from "../filters.ts";
import { Panel } from "../Panel.tsx";
import { PanelFilters } from "../PanelFilters.tsx";
import { useFilteredItems } from "../use-filtered-items.ts";
import { DataSetCard } from "./DataSetCard.tsx";

const DataSetsPanelFragment = graphql(`
  fragment DataSetsPanel_dataSet on DataSet {
    id
    type
    updatedDate: updatedAt
    isAttached
    ...DataSetCard_dataSet
  }
`);

interface Props {
  hasClient: boolean;
  loading: boolean;
  dataSets: readonly FragmentType<typeof DataSetsPanelFragment>[];
  flags: ReadonlyMap<string, CardFlag>;
  onNew(): void;
  onOpen(id: string): void;
  onDelete(id: string, name: string): void;
}

export function DataSetsPanel({ hasClient, loading, dataSets, flags, onNew, onOpen, onDelete }: Props) {
  const all = getFragmentData(DataSetsPanelFragment, dataSets);
  const { filters, shown, set } = useFilteredItems(all, defaultDataSetFilters, filterDataSets);
  return (
    <Panel
      title="Data Sets"
      onNew={onNew}
      newDisabled={!hasClient}
      loading={hasClient && loading}
      empty={dataSetsEmptyMessage(hasClient, all.length, shown.length)}
      items={shown}
      filters={
        <PanelFilters
          idPrefix="data-sets"
          typeLabel="Type"
          typeOptions={DATA_SET_TYPE_LABELS}
          types={filters.types}
          onTypes={set("types")}
          days={filters.days}
          onDays={set("days")}
          checkLabel="Only Unattached Data Sets"
          checked={filters.onlyUnattached}
          onChecked={set("onlyUnattached")}
        />
      }
      renderItem={(d) => (
        <DataSetCard key={d.id} dataSet={d} flag={flags.get(d.id)} onOpen={onOpen} onDelete={onDelete} />
      )}
    />
  );
}
