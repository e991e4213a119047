import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { ExportAllButton } from "./ExportAllButton.tsx";
import { ReportBlock } from "./ReportBlock.tsx";
import { getFragmentData } from "../generated/index.ts";
import { ReportCardQuery, ReportCardViewFragment, reportCardReadOptions } from "./report-card-query.ts";
import { useForcedRefresh } from "./use-refresh-report.ts";
import { failedCardState, failureText, reportFailureOf, type ReportFailure } from "./report-errors.ts";
import { ReportHeading, reportSubtitle, reportTitle } from "./ReportHeading.tsx";
import { usePrintLayout } from "./print-layout.ts";
import { useRenderTracker } from "./render-tracker.ts";
import { TableExportsProvider } from "./table-exports.tsx";
import { useDictionaryReload } from "./use-dictionary-reload.ts";
import { useReportGridSettled } from "./table/load-report-grid.ts";
import { useTransientRetries } from "./use-transient-retries.ts";

/** Before the report arrives its tables have nothing to say above them. */
const NO_HEADING: readonly string[] = [];

export type ReportCardState = "loading" | "complete" | "error" | "empty";

export const NO_REPORT_DATA = "No data is available for this report.";

/** The report definition as the card needs it: its id to read with, its number to name itself by. */
export interface ReportCardDefinition {
  id: string;
  /** The number the addresses carry (the print routes' too): data-report-key names it. */
  databaseId: number;
}

export interface ReportCardProps {
  definition: ReportCardDefinition;
  reportId: number;
  /** NII projection year of an NII page (its heading names it); none for pages without years. */
  year?: number;
  /** Print layout: plain tables, shorter charts, no toolbars. */
  print?: boolean;
  /**
   * Read the report now, show it later: while held, the card reads its data but lays nothing
   * out (it stays "loading"). A print list reads every report at once and lays a few out at a time.
   */
  hold?: boolean;
  /** The viewer holds View All Clients: Refresh Table (forced recompute) is offered. */
  canRefresh?: boolean;
  onStateChange?(state: ReportCardState): void;
  /**
   * What to show instead of the failure when a data set behind the report has not completed
   * (REPORT_NOT_READY): `retry` reads the report again, for when its run has completed.
   */
  notReady?(failure: ReportFailure, retry: () => void): ReactNode;
}

/**
 * One report: its heading (as-of dates, client) and blocks in template order. The state is
 * exposed as data-render-state so the PDF renderer and tests can wait for render-complete.
 */
export function ReportCard({
  definition,
  reportId,
  year,
  print = false,
  hold = false,
  canRefresh = false,
  onStateChange,
  notReady,
}: ReportCardProps) {
  const reportDefinitionId = definition.id;
  const variables = useMemo(
    () => ({ reportDefinitionId, reportId, year: year ?? 1 }),
    [reportDefinitionId, reportId, year],
  );
  // On paper a table's tree shows the printed levels only: the rest of a detail table (hundreds
  // of rows) is not read at all.
  const { treeLevels } = usePrintLayout();
  const read = useMemo(
    () => (print ? { ...variables, treeLevels } : variables),
    [print, variables, treeLevels],
  );
  const { data, error, loading, refetch } = useQuery(ReportCardQuery, {
    variables: read,
    ...reportCardReadOptions(print),
  });
  const report = getFragmentData(ReportCardViewFragment, data?.report);
  const blocks = useMemo(() => (report?.blocks ?? []).filter((b) => !b.isHidden), [report]);
  const reportKey = `${definition.databaseId}/${reportId}/${year ?? 1}`;
  const tracker = useRenderTracker(reportKey, blocks.length);
  const [blockError, setBlockError] = useState<{ key: string; message: string } | null>(null);
  // Stable callbacks: a block finishing re-renders the card, not every other block (charts cost).
  const { markDone } = tracker;
  const blockDone = useMemo(() => blocks.map((_, index) => () => markDone(index)), [blocks, markDone]);
  const blockFailed = useCallback(
    (message: string) => setBlockError({ key: reportKey, message }),
    [reportKey],
  );
  const refresh = useForcedRefresh(variables);
  useDictionaryReload();
  // On screen, the grid's chunk loads while the report's data does (not after it), and a report
  // with tables shows its blocks once both are here.
  const gridSettled = useReportGridSettled(!print);
  const waitsForGrid = !gridSettled && blocks.some((b) => b.__typename === "TableBlock");

  const failure = error ? reportFailureOf(error) : null;
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  // A printed report the api did not answer is read again: a cold package's reads come all at once.
  const retrying = useTransientRetries(failure, print, refetch);
  // The data set's status stands in for the failure: nothing here to call an error.
  const waiting = failure?.notReady && notReady ? notReady(failure, retry) : null;
  const state: ReportCardState =
    loading || waitsForGrid || retrying
      ? "loading"
      : blockError?.key === reportKey
        ? "error"
        : failure
          ? failedCardState(failure, print)
          : !blocks.length
            ? "empty"
            : tracker.complete
              ? "complete"
              : "loading";
  useEffect(() => onStateChange?.(state), [state, onStateChange]);

  return (
    <TableExportsProvider
      heading={report ? [reportTitle(report.title, year), reportSubtitle(report)] : NO_HEADING}
      subject={report ?? null}
    >
      <Box
        component="article"
        aria-busy={state === "loading"}
        data-render-state={state}
        data-report-key={reportKey}
        sx={{ minWidth: 0 }}
      >
        {report && !hold && !waitsForGrid && (
          <ReportHeading report={report} niiYear={year}>
            {!print && blocks.filter((b) => b.__typename === "TableBlock").length > 1 && <ExportAllButton />}
          </ReportHeading>
        )}
        {((loading && !report) || waitsForGrid || retrying) && !hold && (
          <Box sx={{ display: "flex", justifyContent: "center", p: 4 }}>
            <CircularProgress aria-label="Loading report" />
          </Box>
        )}
        {waiting}
        {failure && !waiting && !retrying && (
          <Alert severity={failedCardState(failure, print) === "empty" ? "warning" : "error"} sx={{ mb: 2 }}>
            {failureText(failure)}
          </Alert>
        )}
        {state === "empty" && !waiting && (!failure || failure.meansNoData) && (
          <Alert severity="info">{NO_REPORT_DATA}</Alert>
        )}
        {report && !failure && !hold && !waitsForGrid && (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
            {blocks.map((block, index) => (
              <ReportBlock
                key={`${reportKey}/${index}`}
                block={block}
                print={print}
                canRefresh={canRefresh && !refresh.busy}
                onRefresh={refresh.run}
                onRenderComplete={blockDone[index]}
                onError={blockFailed}
              />
            ))}
          </Box>
        )}
      </Box>
    </TableExportsProvider>
  );
}
