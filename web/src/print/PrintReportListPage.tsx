import { decodeReportList, decodeReportPageOptions, reportListAnchor } from "@alm/formats";
import { useCallback, useMemo, useState } from "react";
import { useParams } from "react-router";
import { ReportCard, type ReportCardState } from "../report-card/ReportCard.tsx";
import { PrintPages, PrintPagesPart, PrintUnavailable } from "./PrintPage.tsx";
import { BAD_PRINT_LINK, usePrintPackage } from "./print-route.ts";
import { useDocumentRenderState, type PrintRenderState } from "./render-state.ts";
import { listRenderState, shownReports } from "./list-render-state.ts";

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
    <PrintPages>
      {entries.map((entry, i) => (
        <PrintPagesPart
          key={`${entry.reportId}/${entry.year ?? 1}/${i}`}
          orientation={entry.orientation}
          treeLevels={treeLevels}
          first={i === 0}
          anchor={reportListAnchor(i)}
        >
          <ReportCard
            definition={definition}
            reportId={entry.reportId}
            year={entry.year}
            print
            hold={i >= shown}
            onStateChange={onState[i]}
          />
        </PrintPagesPart>
      ))}
    </PrintPages>
  );
}
