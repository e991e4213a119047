import {
  decodeReportList,
  decodeReportPageOptions,
  reportListAnchor,
  type ReportListEntry,
} from "@alm/formats";
import { memo, useCallback, useMemo, useState } from "react";
import { useParams } from "react-router";
import { ReportCard, type ReportCardDefinition, type ReportCardState } from "../report-card/ReportCard.tsx";
import { PrintPages, PrintPagesPart, PrintUnavailable } from "./PrintPage.tsx";
import { BAD_PRINT_LINK, usePrintPackage } from "./print-route.ts";
import { useDocumentRenderState, type PrintRenderState } from "./render-state.ts";
import { listRenderState, shownReports } from "./list-render-state.ts";

interface ListedReportProps {
  definition: ReportCardDefinition;
  entry: ReportListEntry;
  index: number;
  treeLevels?: number;
  hold: boolean;
  onState(state: ReportCardState): void;
}

/**
 * One report of the list on pages of its own. Memoised: a report settling changes the list's
 * state, and without it every report of the list (32 in a package's run) rendered again each time.
 */
const ListedReport = memo(function ListedReport({
  definition,
  entry,
  index,
  treeLevels,
  hold,
  onState,
}: ListedReportProps) {
  return (
    <PrintPagesPart
      orientation={entry.orientation}
      treeLevels={treeLevels}
      first={index === 0}
      anchor={reportListAnchor(index)}
    >
      <ReportCard
        definition={definition}
        reportId={entry.reportId}
        year={entry.year}
        print
        hold={hold}
        onStateChange={onState}
      />
    </PrintPagesPart>
  );
});

/**
 * /print/cid/:clientId/did/:reportDefId/reports/:list/:options?: several reports of the package
 * as one document, each as its own print route shows it (PrintReportPage), on pages of its own.
 * Every report reads its data at once (the requests overlap instead of waiting for the reports
 * before), but they are laid out a few at a time (shownReports); the page is complete when every
 * report is.
 */
export default function PrintReportListPage() {
  const { list, options } = useParams();
  const entries = useMemo(() => decodeReportList(list), [list]);
  const { definition, loading, problem: packageProblem } = usePrintPackage(!entries);
  const problem = entries ? packageProblem : BAD_PRINT_LINK;
  const { treeLevels } = decodeReportPageOptions(options);
  const [states, setStates] = useState<readonly ReportCardState[]>([]);
  const stateOf = useCallback(
    (index: number) => (state: ReportCardState) =>
      setStates((prev) => {
        if (prev[index] === state) return prev;
        const next = [...prev];
        next[index] = state;
        return next;
      }),
    [],
  );
  const onState = useMemo(() => (entries ?? []).map((_, i) => stateOf(i)), [entries, stateOf]);
  const state: PrintRenderState = problem
    ? "error"
    : loading
      ? "loading"
      : listRenderState(states, entries?.length ?? 0);
  useDocumentRenderState(state, problem);
  if (problem) return <PrintUnavailable message={problem} />;
  if (!definition || !entries) return null;
  const shown = shownReports(states, entries.length);
  return (
    <PrintPages settling={state === "loading"}>
      {entries.map((entry, i) => (
        <ListedReport
          key={`${entry.reportId}/${entry.year ?? 1}/${i}`}
          definition={definition}
          entry={entry}
          index={i}
          treeLevels={treeLevels}
          hold={i >= shown}
          onState={onState[i] as ListedReportProps["onState"]}
        />
      ))}
    </PrintPages>
  );
}
