import { type FragmentType, getFragmentData, graphql } from "../../generated/index.ts";
import type { CardFlag, WorkflowAction } from "../card-rules.ts";
import { KIND_LABELS, defaultReportFilters, filterReports, reportsEmptyMessage } from "../filters.ts";
import { Panel } from "../Panel.tsx";
import { PanelFilters } from "../PanelFilters.tsx";
import { useFilteredItems } from "../use-filtered-items.ts";
import { ReportCard } from "./ReportCard.tsx";

const ReportsPanelFragment = graphql(`
  fragment ReportsPanel_report on ReportDefinition {
    id
    kind
    updatedDate: updatedAt
    isPublished
    ...ReportCard_report
  }
`);

interface Props {
  hasClient: boolean;
  hasDataSets: boolean;
  loading: boolean;
  reports: readonly FragmentType<typeof ReportsPanelFragment>[];
  flags: ReadonlyMap<string, CardFlag>;
  onNew(): void;
  onOpen(id: string): void;
  onAction(action: WorkflowAction, id: string, name: string): void;
}

export function ReportsPanel({
  hasClient,
  hasDataSets,
  loading,
  reports,
  flags,
  onNew,
  onOpen,
  onAction,
}: Props) {
  const all = getFragmentData(ReportsPanelFragment, reports);
  const { filters, shown, set } = useFilteredItems(all, defaultReportFilters, filterReports);
  return (
    <Panel
      title="Reports"
      onNew={onNew}
      newDisabled={!hasClient || !hasDataSets}
      loading={hasClient && loading}
      empty={reportsEmptyMessage(hasClient, all.length, shown.length)}
      items={shown}
      filters={
        <PanelFilters
          idPrefix="reports"
          typeLabel="Type"
          typeOptions={KIND_LABELS}
          types={filters.kinds}
          onTypes={set("kinds")}
          days={filters.days}
          onDays={set("days")}
          checkLabel="Only Published Reports"
          checked={filters.onlyPublished}
          onChecked={set("onlyPublished")}
        />
      }
      renderItem={(r) => (
        <ReportCard key={r.id} report={r} flag={flags.get(r.id)} onOpen={onOpen} onAction={onAction} />
      )}
    />
  );
}
