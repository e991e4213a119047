import { type FragmentType, getFragmentData, graphql } from "../../generated/index.ts";
import type { WorkflowAction } from "../card-rules.ts";
import { REPORTS_PANEL, filterReports } from "../filters.ts";
import { FilteredPanel, type HomePanelProps } from "../FilteredPanel.tsx";
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

interface Props extends HomePanelProps {
  /** No report without a data set to read: New waits for one. */
  hasDataSets: boolean;
  reports: readonly FragmentType<typeof ReportsPanelFragment>[];
  onAction(action: WorkflowAction, id: string, name: string): void;
}

export function ReportsPanel({ hasDataSets, reports, flags, onOpen, onAction, ...panel }: Props) {
  return (
    <FilteredPanel
      {...panel}
      kind={REPORTS_PANEL}
      all={getFragmentData(ReportsPanelFragment, reports)}
      filter={filterReports}
      newDisabled={!panel.hasClient || !hasDataSets}
      renderItem={(r) => (
        <ReportCard key={r.id} report={r} flag={flags.get(r.id)} onOpen={onOpen} onAction={onAction} />
      )}
    />
  );
}
