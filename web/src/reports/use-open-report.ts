import { useCallback, useEffect, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { readStored, writeStored } from "../lib/local-storage.ts";
import { useArrival } from "../lib/Redirect.tsx";
import {
  entryKeyOf,
  keptReportOf,
  locationOfEntryKey,
  reportArrival,
  writeReportLocation,
  type ReportLocation,
} from "./report-location.ts";

/** Per definition: the report last viewed in it, in this browser. */
const lastViewedKey = (definitionId: string) => `lastReport.${definitionId}`;

/**
 * The report open in a definition, kept in the URL: on arrival without one the report open in
 * the definition left (keptReportState), else the last-viewed one, else the first, opens and the
 * URL says which; a report opened is remembered for the
 * next arrival. A report the definition lacks opens nothing: `missing` says which was asked for.
 */
export function useOpenReport(definitionId: string, order: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const arrival = reportArrival(order, searchParams, [
    keptReportOf(state),
    readStored<string | null>(lastViewedKey(definitionId), null),
  ]);
  const replaceKey = arrival.kind === "replace" ? arrival.key : null;
  // The report the arrival opens is shown at once, while the URL is written to name it: no
  // "Please select a report." in between.
  const openKey = arrival.kind === "open" ? arrival.key : replaceKey;
  const shown = useRef(openKey);
  useEffect(() => {
    shown.current = openKey;
  }, [openKey]);

  // On every arrival without the report in the URL (see useArrival), not once per report.
  const landed = useArrival();
  useEffect(() => {
    if (replaceKey === null) return;
    // Replace, not push: Back leaves the page rather than returning to the address without a report.
    setSearchParams((params) => writeReportLocation(params, locationOfEntryKey(replaceKey)), {
      replace: true,
    });
  }, [landed, replaceKey, setSearchParams]);

  useEffect(() => {
    if (openKey) writeStored(lastViewedKey(definitionId), openKey);
  }, [definitionId, openKey]);

  // At once, not as a transition: the card asks for its report as it mounts, and a transition
  // rendered the page's move in slices first, with the request waiting behind them.
  // The report already open is not opened again: a second history entry of the same report made
  // Back look as if it did nothing.
  const open = useCallback(
    (location: ReportLocation) => {
      if (entryKeyOf(location) === shown.current) return;
      setSearchParams((params) => writeReportLocation(params, location), { flushSync: true });
    },
    [setSearchParams],
  );
  return {
    location: openKey ? locationOfEntryKey(openKey) : null,
    openKey,
    open,
    missing: arrival.kind === "missing" ? { reportId: arrival.reportId, year: arrival.year ?? null } : null,
  };
}
