import type { ReactNode } from "react";
import type { CardFlag } from "./card-rules.ts";
import { defaultPanelFilters, type PanelFilterValues, type PanelKind } from "./filters.ts";
import { Panel } from "./Panel.tsx";
import { PanelFilters } from "./PanelFilters.tsx";
import { useFilteredItems } from "./use-filtered-items.ts";

/** What the home page gives either panel. */
export interface HomePanelProps {
  hasClient: boolean;
  loading: boolean;
  flags: ReadonlyMap<string, CardFlag>;
  onNew(): void;
  onOpen(id: string): void;
}

interface Props<T, K extends string> {
  kind: PanelKind<K>;
  /** The client's whole list: the panel filters it in the browser. */
  all: readonly T[];
  filter(list: readonly T[], filters: PanelFilterValues<K>, now: number): T[];
  hasClient: boolean;
  loading: boolean;
  newDisabled: boolean;
  onNew(): void;
  renderItem(item: T): ReactNode;
}

/** A home panel (Data Sets, Reports): its cards, filtered by type, updated period and one checkbox. */
export function FilteredPanel<T, K extends string>(props: Props<T, K>) {
  const { kind, all, filter, hasClient, loading, ...rest } = props;
  const { filters, shown, set } = useFilteredItems(all, defaultPanelFilters<K>, filter);
  return (
    <Panel
      {...rest}
      title={kind.title}
      loading={hasClient && loading}
      empty={kind.emptyMessage(hasClient, all.length, shown.length)}
      items={shown}
      filters={
        <PanelFilters
          idPrefix={kind.idPrefix}
          typeLabel="Type"
          typeOptions={kind.typeOptions}
          types={filters.types}
          onTypes={set("types")}
          days={filters.days}
          onDays={set("days")}
          checkLabel={kind.checkLabel}
          checked={filters.only}
          onChecked={set("only")}
        />
      }
    />
  );
}
