import { useMemo, useState } from "react";
import { type FragmentType, getFragmentData, graphql } from "../../generated/index.ts";
import { useNow } from "../../lib/use-now.ts";
import type { CardFlag, WorkflowAction } from "../card-rules.ts";
import { KIND_LABELS, defaultReportFilters, filterReports, reportsEmptyMessage } from "../filters.ts";
import { Panel } from "../Panel.tsx";
import { PanelFilters } from "../PanelFilters.tsx";
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
  const [filters, setFilters] = useState(defaultReportFilters);
  const now = useNow();
  const all = getFragmentData(ReportsPanelFragment, reports);
  const shown = useMemo(() => filterReports(all, filters, now), [all, filters, now]);
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
          onTypes={(kinds) => setFilters({ ...filters, kinds })}
          days={filters.days}
          onDays={(days) => setFilters({ ...filters, days })}
          checkLabel="Only Published Reports"
          checked={filters.onlyPublished}
          onChecked={(onlyPublished) => setFilters({ ...filters, onlyPublished })}
        />
      }
      renderItem={(r) => (
        <ReportCard key={r.id} report={r} flag={flags.get(r.id)} onOpen={onOpen} onAction={onAction} />
      )}
    />
  );
}
