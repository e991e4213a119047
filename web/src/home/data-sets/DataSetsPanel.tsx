import { useMemo, useState } from "react";
import { type FragmentType, getFragmentData, graphql } from "../../generated/index.ts";
import { DATA_SET_TYPE_LABELS } from "../../lib/data-set-name.ts";
import { useNow } from "../../lib/use-now.ts";
import type { CardFlag } from "../card-rules.ts";
import { dataSetsEmptyMessage, defaultDataSetFilters, filterDataSets } from "../filters.ts";
import { Panel } from "../Panel.tsx";
import { PanelFilters } from "../PanelFilters.tsx";
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
  const [filters, setFilters] = useState(defaultDataSetFilters);
  const now = useNow();
  const all = getFragmentData(DataSetsPanelFragment, dataSets);
  const shown = useMemo(() => filterDataSets(all, filters, now), [all, filters, now]);
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
          onTypes={(types) => setFilters({ ...filters, types })}
          days={filters.days}
          onDays={(days) => setFilters({ ...filters, days })}
          checkLabel="Only Unattached Data Sets"
          checked={filters.onlyUnattached}
          onChecked={(onlyUnattached) => setFilters({ ...filters, onlyUnattached })}
        />
      }
      renderItem={(d) => (
        <DataSetCard key={d.id} dataSet={d} flag={flags.get(d.id)} onOpen={onOpen} onDelete={onDelete} />
      )}
    />
  );
}
