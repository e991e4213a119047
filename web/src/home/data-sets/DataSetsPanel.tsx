import { type FragmentType, getFragmentData, graphql } from "../../generated/index.ts";
import { DATA_SETS_PANEL, filterDataSets } from "../filters.ts";
import { FilteredPanel, type HomePanelProps } from "../FilteredPanel.tsx";
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

interface Props extends HomePanelProps {
  dataSets: readonly FragmentType<typeof DataSetsPanelFragment>[];
  onDelete(id: string, name: string): void;
}

export function DataSetsPanel({ dataSets, flags, onOpen, onDelete, ...panel }: Props) {
  return (
    <FilteredPanel
      {...panel}
      kind={DATA_SETS_PANEL}
      all={getFragmentData(DataSetsPanelFragment, dataSets)}
      filter={filterDataSets}
      newDisabled={!panel.hasClient}
      renderItem={(d) => (
        <DataSetCard key={d.id} dataSet={d} flag={flags.get(d.id)} onOpen={onOpen} onDelete={onDelete} />
      )}
    />
  );
}
